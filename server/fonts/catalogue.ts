/**
 * The font catalogue file (server/fonts/catalogue.json, written by
 * scripts/generate-font-catalogue.mjs from the installed `@fontsource/*` packages): read and
 * checked once, then used by the seed (database rows) and by the font file route (URL → file in
 * node_modules). The woff2 files are served from the packages where npm put them; nothing is
 * copied.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The catalogue file beside this module. */
export const CATALOGUE_FILE = path.join(import.meta.dirname, 'catalogue.json');

/** A woff2 file of a face as the catalogue records it. */
export interface CatalogueFile {
  subset: string;
  /** File name inside the package's `files/` folder. */
  file: string;
  bytes: number;
  /** Served URL, content-hashed. */
  url: string;
}

export interface CatalogueVariant {
  name: string;
  weight: number;
  style: 'normal' | 'italic';
  files: CatalogueFile[];
}

export interface CatalogueFamily {
  id: number;
  slug: string;
  name: string;
  category: number;
  /** SPDX id from the font's metadata (equal to its package's `license`). */
  licence: string;
  licenceUrl: string;
  attribution: string;
  package: string;
  version: string;
  /** CSS unicode-range by subset. */
  unicodeRanges: Record<string, string>;
  variants: CatalogueVariant[];
}

export interface FontCatalogue {
  categories: { id: number; name: string }[];
  families: CatalogueFamily[];
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const URL_PATTERN = /^\/fonts\/[a-z0-9-]+\/\d{3,4}-(normal|italic)-[a-z-]+\.[0-9a-f]{12}\.woff2$/;

function fail(message: string): never {
  throw new Error(`Font catalogue: ${message}`);
}

/** Throws on anything the seed or the file route could not use safely. */
export function checkCatalogue(value: unknown): FontCatalogue {
  const c = value as FontCatalogue;
  if (!Array.isArray(c?.categories) || !Array.isArray(c?.families)) fail('not a catalogue');
  const categoryIds = new Set(c.categories.map((k) => k.id));
  const ids = new Set<number>();
  for (const f of c.families) {
    if (!Number.isInteger(f.id) || f.id < 1 || ids.has(f.id)) fail(`bad family id ${f.id}`);
    ids.add(f.id);
    if (!SLUG.test(f.slug)) fail(`bad slug ${f.slug}`);
    if (!categoryIds.has(f.category)) fail(`${f.slug}: unknown category ${f.category}`);
    if (!f.licence) fail(`${f.slug}: no licence`);
    if (f.variants.length === 0) fail(`${f.slug}: no variants`);
    for (const v of f.variants) {
      if (!Number.isInteger(v.weight) || v.weight < 1 || v.weight > 1000)
        fail(`${f.slug}: bad weight ${v.weight}`);
      for (const file of v.files) {
        if (!URL_PATTERN.test(file.url) || !file.url.startsWith(`/fonts/${f.slug}/`))
          fail(`${f.slug}: bad URL ${file.url}`);
        if (path.basename(file.file) !== file.file || !file.file.endsWith('.woff2'))
          fail(`${f.slug}: bad file ${file.file}`);
        if (!f.unicodeRanges[file.subset]) fail(`${f.slug}: no range for ${file.subset}`);
      }
    }
  }
  return c;
}

let cached: FontCatalogue | null = null;

/** The catalogue, read and checked on first use. */
export function fontCatalogue(): FontCatalogue {
  cached ??= checkCatalogue(JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')));
  return cached;
}

const require = createRequire(import.meta.url);

/** Absolute folder of a font package's woff2 files (node_modules/<package>/files). */
export function packageFilesDir(pkg: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');
}

/** Served URL → absolute path of the woff2 file, for every face of the catalogue. */
export function fontFilePaths(catalogue: FontCatalogue): Map<string, string> {
  const map = new Map<string, string>();
  for (const family of catalogue.families) {
    const dir = packageFilesDir(family.package);
    for (const variant of family.variants)
      for (const file of variant.files) map.set(file.url, path.join(dir, file.file));
  }
  return map;
}
