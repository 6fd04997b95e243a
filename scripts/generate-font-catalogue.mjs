#!/usr/bin/env node
/**
 * Writes server/fonts/catalogue.json, the one source of truth of the font catalogue, from the
 * `@fontsource/*` packages in package.json's dependencies as installed in node_modules:
 *
 * - categories: ours (sans serif, serif, slab serif, display, script, monospace); Fontsource's
 *   own category, except the slab serifs, script and headline faces listed below;
 * - per family: id (kept from the previous catalogue by slug, so ids never move), name, the
 *   package and version, the licence from both the package's `license` field and its
 *   metadata.json (they must agree), and every weight × style whose latin file exists;
 * - per variant: its latin and latin-ext woff2 files (the other subsets are not served), each
 *   with bytes and a content hash that goes into its URL (`/fonts/<slug>/<weight>-<style>-<subset>.<hash>.woff2`),
 *   so the server can cache it for a year and a new package version gets a new URL.
 *
 * Run after adding or upgrading a font package: `node scripts/generate-font-catalogue.mjs`.
 * `--check` only verifies that the file on disk is what the installed packages give (tests
 * run the same comparison).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'server', 'fonts', 'catalogue.json');
const SCOPE = '@fontsource/';
/** Served subsets, in unicode-range order (latin first: it holds the probe glyphs). */
const SUBSETS = ['latin', 'latin-ext'];
/** Hex characters of the content hash in a file's URL. */
const HASH_CHARS = 12;

/** Our categories, ids fixed (the database and clients keep them). */
const CATEGORIES = [
  { id: 1, name: 'Sans Serif' },
  { id: 2, name: 'Serif' },
  { id: 3, name: 'Slab Serif' },
  { id: 4, name: 'Display' },
  { id: 5, name: 'Script' },
  { id: 6, name: 'Monospace' },
];
const BY_FONTSOURCE_CATEGORY = {
  'sans-serif': 1,
  serif: 2,
  display: 4,
  handwriting: 5,
  monospace: 6,
};
/** Slab serifs, which Fontsource files under serif or display. */
const SLAB = new Set([
  'roboto-slab',
  'arvo',
  'zilla-slab',
  'slabo-27px',
  'aleo',
  'rokkitt',
  'bitter',
]);
/** Script faces Fontsource files under display. */
const SCRIPT = new Set(['lobster']);
/** Headline faces Fontsource files under sans serif: shown with the display faces. */
const DISPLAY = new Set(['anton', 'bebas-neue', 'archivo-black', 'russo-one']);

const WEIGHT_NAMES = {
  100: 'Thin',
  200: 'Extra Light',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'Semi Bold',
  700: 'Bold',
  800: 'Extra Bold',
  900: 'Black',
  1000: 'Ultra Black',
};

function variantName(weight, style) {
  const base = WEIGHT_NAMES[weight] ?? String(weight);
  if (style !== 'italic') return base;
  return weight === 400 ? 'Italic' : `${base} Italic`;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function sha256(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** The families' ids of the catalogue on disk, by slug (new families get the next free id). */
function previousIds() {
  if (!existsSync(OUT)) return new Map();
  return new Map(readJson(OUT).families.map((f) => [f.slug, f.id]));
}

export function buildCatalogue() {
  const pkg = readJson(path.join(ROOT, 'package.json'));
  const packages = Object.keys(pkg.dependencies ?? {})
    .filter((name) => name.startsWith(SCOPE))
    .sort();
  const ids = previousIds();
  let nextId = Math.max(0, ...ids.values()) + 1;
  const families = [];

  for (const name of packages) {
    const dir = path.join(ROOT, 'node_modules', name);
    const manifest = readJson(path.join(dir, 'package.json'));
    const meta = readJson(path.join(dir, 'metadata.json'));
    const unicode = readJson(path.join(dir, 'unicode.json'));
    const slug = meta.id;
    if (manifest.license !== meta.license.type)
      throw new Error(`${name}: package licence ${manifest.license} ≠ font ${meta.license.type}`);
    const category = SLAB.has(slug)
      ? 3
      : SCRIPT.has(slug)
        ? 5
        : DISPLAY.has(slug)
          ? 4
          : BY_FONTSOURCE_CATEGORY[meta.category];
    if (!category) throw new Error(`${name}: unknown category ${meta.category}`);
    const subsets = SUBSETS.filter((s) => meta.subsets.includes(s));
    // Ranges differ a little between families (source-code-pro's latin-ext), so each keeps its own.
    const unicodeRanges = Object.fromEntries(subsets.map((s) => [s, unicode[s]]));

    const variants = [];
    for (const weight of [...meta.weights].sort((a, b) => a - b)) {
      for (const style of ['normal', 'italic']) {
        if (!meta.styles.includes(style)) continue;
        const files = [];
        for (const subset of subsets) {
          const file = `${slug}-${subset}-${weight}-${style}.woff2`;
          const full = path.join(dir, 'files', file);
          if (!existsSync(full)) continue;
          const hash = sha256(full).slice(0, HASH_CHARS);
          files.push({
            subset,
            file,
            bytes: readFileSync(full).length,
            url: `/fonts/${slug}/${weight}-${style}-${subset}.${hash}.woff2`,
          });
        }
        // Without its latin file a face cannot draw the catalogue's own names: left out.
        if (!files.some((f) => f.subset === 'latin')) continue;
        variants.push({ name: variantName(weight, style), weight, style, files });
      }
    }
    if (variants.length === 0) throw new Error(`${name}: no latin woff2 face`);
    const id = ids.get(slug) ?? nextId++;
    families.push({
      id,
      slug,
      name: meta.family,
      category,
      licence: meta.license.type,
      licenceUrl: meta.license.url,
      attribution: meta.license.attribution,
      package: name,
      version: manifest.version,
      unicodeRanges,
      variants,
    });
  }
  families.sort((a, b) => a.id - b.id);
  return { categories: CATEGORIES, families };
}

function serialise(catalogue) {
  return `${JSON.stringify(catalogue, null, 1)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = serialise(buildCatalogue());
  if (process.argv.includes('--check')) {
    const same = existsSync(OUT) && readFileSync(OUT, 'utf8') === text;
    if (!same) {
      console.error(
        `${path.relative(ROOT, OUT)} is stale: run node scripts/generate-font-catalogue.mjs`,
      );
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, text);
    const catalogue = JSON.parse(text);
    const faces = catalogue.families.flatMap((f) => f.variants);
    const bytes = faces.flatMap((v) => v.files).reduce((sum, f) => sum + f.bytes, 0);
    console.log(
      `${catalogue.families.length} families, ${faces.length} faces, ${bytes} bytes of served woff2`,
    );
  }
}
