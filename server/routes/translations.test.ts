/** GET Translations/{lang}: errors file then en.json, loaded into the DB, English fallback. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorKey } from '../../src/domain/apiErrors';
import type { TestApp } from '../testing/testApp';
import { createTestApp, tempDir } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (app: TestApp, lang: string) => {
  const r = await app.app.inject({ method: 'GET', url: `/api/v1/Translations/${lang}` });
  return { status: r.statusCode, body: r.json<Record<string, string>>() };
};

describe('Translations', () => {
  it('has an English text for every API error key', async () => {
    const { status, body } = await get(t, 'en');
    expect(status).toBe(200);
    for (const key of Object.values(ApiErrorKey)) expect(body[key], key).toMatch(/\w/);
  });

  it.each(['fr', 'en-US', 'EN', 'pt-BR'])('%s falls back to English', async (lang) => {
    const en = await get(t, 'en');
    const other = await get(t, lang);
    expect(other.status).toBe(200);
    expect(other.body).toEqual(en.body);
  });

  it.each(['e', 'english!', 'en_US'])('rejects the malformed language %j', async (lang) => {
    const { status, body } = await get(t, lang);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, errors: { domainValidations: ['invalidField'] } });
  });
});

describe('translation files', () => {
  it('merges <lang>.errors.json then <lang>.json, and tolerates a missing or broken en.json', async () => {
    const dir = tempDir('designer-i18n-');
    fs.writeFileSync(
      path.join(dir, 'en.errors.json'),
      JSON.stringify({ invalidJson: 'Bad JSON', shared: 'from errors' }),
    );
    fs.writeFileSync(
      path.join(dir, 'en.json'),
      JSON.stringify({ shared: 'from en', panelSize: 'Size', nested: { no: 1 } }),
    );
    fs.writeFileSync(path.join(dir, 'de.json'), JSON.stringify({ panelSize: 'Größe' }));
    const app = await createTestApp({ translationsDir: dir });
    try {
      expect((await get(app, 'en')).body).toEqual({
        invalidJson: 'Bad JSON',
        shared: 'from en',
        panelSize: 'Size',
      });
      expect((await get(app, 'de-AT')).body).toEqual({ panelSize: 'Größe' });

      // Files change between starts: the table follows (stale keys go).
      await app.app.close();
      fs.writeFileSync(path.join(dir, 'en.json'), '{ not json');
      const again = await createTestApp({ dataDir: app.dataDir, translationsDir: dir });
      expect((await get(again, 'en')).body).toEqual({
        invalidJson: 'Bad JSON',
        shared: 'from errors',
      });
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
  });
});
