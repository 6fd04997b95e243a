/**
 * Every language the server ships is complete: the same keys as English in both of its files
 * (`<lang>.json`, `<lang>.errors.json`), no empty text, and the same `{name}` placeholders in
 * every message, so no shopper sees a raw key or a hole in a sentence after switching language.
 * A key added to English alone fails here until it is translated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../../server/db/translations');
const FILE = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})?)(\.errors)?\.json$/;

function read(name: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(DIR, name), 'utf8')) as Record<string, string>;
}

/** The placeholders of a message, sorted: "{count} or more: {eachPrice}" -> count,eachPrice. */
function placeholders(text: string): string {
  return [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
}

const names = readdirSync(DIR).filter((n) => FILE.test(n));
const languages = [...new Set(names.map((n) => FILE.exec(n)![1]!))].filter((l) => l !== 'en');

describe('translation parity', () => {
  it('ships English and at least one other language', () => {
    expect(languages).toContain('es');
  });

  for (const lang of languages)
    for (const kind of ['', '.errors']) {
      const english = read(`en${kind}.json`);
      const other = read(`${lang}${kind}.json`);

      it(`${lang}${kind}.json has exactly the keys of en${kind}.json`, () => {
        const missing = Object.keys(english).filter((k) => !(k in other));
        const extra = Object.keys(other).filter((k) => !(k in english));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${lang}${kind}.json keeps every placeholder and leaves no text empty`, () => {
        const wrong = Object.keys(english)
          .filter((k) => k in other)
          .filter((k) => placeholders(english[k]!) !== placeholders(other[k]!) || !other[k]!.trim())
          .map((k) => `${k}: ${english[k]} | ${other[k]}`);
        expect(wrong).toEqual([]);
      });
    }

  it('every language names itself (the language list shows it)', () => {
    for (const lang of ['en', ...languages]) expect(read(`${lang}.json`).languageName).toBeTruthy();
  });
});
