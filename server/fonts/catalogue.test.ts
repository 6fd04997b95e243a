/**
 * The catalogue file is what the installed packages give (regenerate it after adding or
 * upgrading a font package), covers the ranges, and is checked before anything uses it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalogue, fontCatalogue } from './catalogue';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('font catalogue', () => {
  it('is up to date with the installed @fontsource packages', () => {
    const script = path.join(ROOT, 'scripts/generate-font-catalogue.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { cwd: ROOT })).not.toThrow();
  });

  it('has 60+ families in every category, 15+ of them with four weights and italics', () => {
    const { categories, families } = fontCatalogue();
    expect(families.length).toBeGreaterThanOrEqual(60);
    for (const c of categories)
      expect(families.filter((f) => f.category === c.id).length, c.name).toBeGreaterThanOrEqual(5);
    const rich = families.filter(
      (f) =>
        new Set(f.variants.map((v) => v.weight)).size >= 4 &&
        f.variants.some((v) => v.style === 'italic'),
    );
    expect(rich.length).toBeGreaterThanOrEqual(15);
  });

  const good = () => structuredClone(fontCatalogue());
  it.each([
    [
      'a file outside the package folder',
      (c: ReturnType<typeof good>) => {
        c.families[0]!.variants[0]!.files[0]!.file = '../package.json';
      },
    ],
    [
      'a URL under another family',
      (c: ReturnType<typeof good>) => {
        const f = c.families[0]!.variants[0]!.files[0]!;
        f.url = f.url.replace(`/fonts/${c.families[0]!.slug}/`, '/fonts/other/');
      },
    ],
    [
      'a family without a licence',
      (c: ReturnType<typeof good>) => {
        c.families[0]!.licence = '';
      },
    ],
    [
      'a duplicate family id',
      (c: ReturnType<typeof good>) => {
        c.families[1]!.id = c.families[0]!.id;
      },
    ],
    [
      'an unknown category',
      (c: ReturnType<typeof good>) => {
        c.families[0]!.category = 99;
      },
    ],
  ])('refuses %s', (_what, spoil) => {
    const c = good();
    spoil(c);
    expect(() => checkCatalogue(c)).toThrow(/Font catalogue/);
  });
});
