/**
 * The font tool page: loads faces of the server's catalogue (GetFontCategoryPaged) through the
 * editor's loader (src/canvas `loadFontFace`) and reports the results, so a browser test can
 * check that a served face loads and verifies and that a family that cannot load is named.
 */
import { loadFontFace } from '../../src/canvas';
import type { FontLoadResult } from '../../src/canvas';
import type { FontCategoryPage, FontFamily, FontStyle } from '../../src/domain/fonts/types';

async function serverFamilies(): Promise<FontFamily[]> {
  const response = await fetch('/api/v1/EditorElement/GetFontCategoryPaged?page=0&count=24');
  if (!response.ok) throw new Error(`GetFontCategoryPaged: HTTP ${response.status}`);
  const page = (await response.json()) as FontCategoryPage;
  return page.data.flatMap((c) => c.fontFamilies);
}

function show(result: FontLoadResult): FontLoadResult {
  const status = document.getElementById('status');
  if (status) status.textContent += `${JSON.stringify(result)}\n`;
  return result;
}

/** Loads a face of a catalogue family by name, weight and style. */
async function load(name: string, weight: number, style: FontStyle): Promise<FontLoadResult> {
  const family = (await serverFamilies()).find((f) => f.name === name);
  const variant = family?.variants.find((v) => v.weight === weight && v.style === style);
  if (!family || !variant) throw new Error(`${name} ${weight} ${style}: not in the catalogue`);
  return show(await loadFontFace(family, variant));
}

/** Loads a face from files of our own choosing (a bogus family, a wrong file, a wrong range). */
async function loadFiles(
  name: string,
  files: { url: string; unicodeRange: string }[],
): Promise<FontLoadResult> {
  const family = {
    name,
    unicodeRanges: Object.fromEntries(files.map((f, i) => [`subset${i}`, f.unicodeRange])),
  };
  const variant = {
    weight: 400,
    style: 'normal' as const,
    files: files.map((f, i) => ({ subset: `subset${i}`, url: f.url })),
  };
  return show(await loadFontFace(family, variant));
}

/** A served file of a catalogue face and its range, for loadFiles. */
async function fileOf(name: string): Promise<{ url: string; unicodeRange: string }> {
  const family = (await serverFamilies()).find((f) => f.name === name);
  const file = family?.variants[0]?.files[0];
  const unicodeRange = file && family.unicodeRanges[file.subset];
  if (!file || !unicodeRange) throw new Error(`${name}: not in the catalogue`);
  return { url: file.url, unicodeRange };
}

/** Text width at 48 px in a CSS font, px. */
function measure(font: string, text: string): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  context.font = font;
  return context.measureText(text).width;
}

/** What the page offers the browser tests. */
export interface FontCheck {
  load: typeof load;
  loadFiles: typeof loadFiles;
  fileOf: typeof fileOf;
  measure: typeof measure;
}

declare global {
  interface Window {
    fontCheck: FontCheck;
  }
}

window.fontCheck = { load, loadFiles, fileOf, measure };
