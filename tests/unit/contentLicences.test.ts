/**
 * The design content's licences (issue #16): every element, background, stock picture and
 * template the server seeds is cleared for commercial printing without a credit
 * (src/domain/content/licences), every seeded row in the database says so, and an item taken
 * from a package records that package as installed — its name, version and licence, with the
 * licence text it ships.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClearedForPrint } from '../../src/domain/content/licences';
import type { ContentLicence } from '../../src/domain/content/types';
import { contentLibrary } from '../../server/content/library';
import { PIXABAY_LICENCE } from '../../server/content/licences';
import type { TestApp } from '../../server/testing/testApp';
import { createTestApp } from '../../server/testing/testApp';

const ROOT = path.resolve(import.meta.dirname, '../..');

function everyItem(): { name: string; licence: ContentLicence }[] {
  const library = contentLibrary();
  return [
    ...library.categories.flatMap((c) => c.items),
    ...library.stock,
    ...library.templates,
  ].map((i) => ({ name: i.slug, licence: i.licence }));
}

describe('content licences', () => {
  it('every seeded item is cleared for commercial printing, with no credit needed', () => {
    const items = everyItem();
    expect(items.length).toBeGreaterThan(250);
    const offenders = items
      .filter((i) => !isClearedForPrint(i.licence))
      .map((i) => `${i.name}: ${i.licence.licence} (${i.licence.source})`);
    expect(offenders).toEqual([]);
  });

  it('an item from a package records the installed package, its licence and its text', () => {
    const fromPackages = everyItem().filter((i) => i.licence.source.includes('@', 1));
    expect(fromPackages.length).toBeGreaterThanOrEqual(100);
    const wrong: string[] = [];
    for (const { name, licence } of fromPackages) {
      const [, pkg, version] = /^(@?[^@]+)@(.+)$/.exec(licence.source) ?? [];
      const dir = path.join(ROOT, 'node_modules', pkg ?? '');
      const installed = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        version: string;
        license: string;
      };
      if (installed.version !== version) wrong.push(`${name}: version ${installed.version}`);
      if (installed.license !== licence.licence)
        wrong.push(`${name}: licence ${installed.license}`);
      const text = readFileSync(path.join(dir, 'LICENSE'), 'utf8');
      if (licence.licence === 'MIT' && !/Permission is hereby granted, free of charge/.test(text))
        wrong.push(`${name}: LICENSE text`);
    }
    expect(wrong).toEqual([]);
  });

  it("the Pixabay provider's images carry a licence cleared for printing", () => {
    expect(isClearedForPrint(PIXABAY_LICENCE)).toBe(true);
  });

  describe('in the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('every content row carries its licence record, cleared for printing', async () => {
      const db = t.app.db;
      const rows = [
        ...(await db.selectFrom('elements').selectAll().execute()),
        ...(await db.selectFrom('templates').selectAll().execute()),
        ...(await db.selectFrom('stock_images').selectAll().execute()),
      ];
      expect(rows.length).toBe(everyItem().length);
      const offenders = rows.filter(
        (r) =>
          !isClearedForPrint({
            licence: r.licence,
            source: r.licence_source,
            url: r.licence_url,
            commercialPrint: r.commercial_print === 1,
            creditRequired: r.credit_required === 1,
          }) || !/^https:\/\//.test(r.licence_url),
      );
      expect(offenders).toEqual([]);
    });
  });
});
