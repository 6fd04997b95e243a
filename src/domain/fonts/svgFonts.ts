/**
 * Fonts in the print SVG (issue 14): which characters a face must hold, which of its served files
 * hold them, and the `@font-face` rules that embed the subsets. Pure: the export (src/canvas)
 * and the server's subset route (server/fonts) share these rules.
 *
 * A face of a family is served as one woff2 file per subset (latin, latin-ext…), each with its
 * CSS unicode-range. The SVG embeds, per file a text draws from, that file cut down to the
 * characters drawn, under a unicode-range of exactly those characters, so a viewer with none of
 * our fonts draws every character from the subset that holds it.
 */
import type { FontFile, FontStyle } from './types';

/** Most code points one subset request may name (the server refuses more; longer sets are split). */
export const SUBSET_MAX_CODE_POINTS = 512;

/**
 * Every code point drawn by `lines` (Fabric's laid-out lines: graphemes after case transforms,
 * line breaks already taken out), once each, ascending. Controls are not drawn and are left out.
 */
export function drawnCodePoints(lines: readonly (readonly string[])[]): number[] {
  const seen = new Set<number>();
  for (const line of lines)
    for (const grapheme of line)
      for (const char of grapheme) {
        const cp = char.codePointAt(0)!;
        if (cp >= 0x20 && !(cp >= 0x7f && cp < 0xa0)) seen.add(cp);
      }
  return [...seen].sort((a, b) => a - b);
}

/** A CSS unicode-range (`U+0000-00FF,U+0131,U+2??`) as inclusive [first, last] intervals. */
export function parseUnicodeRange(range: string): [number, number][] {
  const intervals: [number, number][] = [];
  for (const part of range.split(',')) {
    const m = /^\s*U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!m) continue;
    const [, first, last] = m as unknown as [string, string, string | undefined];
    if (first.includes('?'))
      intervals.push([
        parseInt(first.replace(/\?/g, '0'), 16),
        parseInt(first.replace(/\?/g, 'F'), 16),
      ]);
    else intervals.push([parseInt(first, 16), parseInt(last ?? first, 16)]);
  }
  return intervals;
}

function covers(intervals: readonly [number, number][], cp: number): boolean {
  return intervals.some(([a, b]) => cp >= a && cp <= b);
}

/** The characters one file of a face must hold for the SVG. */
export interface FileGlyphs {
  /** The file's served URL (the subset route's `file`). */
  url: string;
  subset: string;
  codePoints: number[];
}

/**
 * Assigns each code point to the first of `files` whose subset's range covers it (the files in
 * the catalogue's order, as the editor registers them), split into requests of at most
 * {@link SUBSET_MAX_CODE_POINTS}. `uncovered`: code points no file holds (drawn by the browser's
 * fallback in every output alike, so not embedded).
 */
export function codePointsByFile(
  codePoints: readonly number[],
  files: readonly FontFile[],
  unicodeRanges: Readonly<Record<string, string>>,
): { files: FileGlyphs[]; uncovered: number[] } {
  const ranges = files.map((f) => parseUnicodeRange(unicodeRanges[f.subset] ?? ''));
  const byFile = files.map(() => [] as number[]);
  const uncovered: number[] = [];
  for (const cp of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const index = ranges.findIndex((r) => covers(r, cp));
    if (index < 0) uncovered.push(cp);
    else byFile[index]!.push(cp);
  }
  const out: FileGlyphs[] = [];
  files.forEach((file, i) => {
    const cps = byFile[i]!;
    for (let at = 0; at < cps.length; at += SUBSET_MAX_CODE_POINTS)
      out.push({
        url: file.url,
        subset: file.subset,
        codePoints: cps.slice(at, at + SUBSET_MAX_CODE_POINTS),
      });
  });
  return { files: out, uncovered };
}

function hex(cp: number): string {
  return cp.toString(16).toUpperCase();
}

/** The shortest unicode-range naming exactly `points` (any order): runs become `U+41-43`. */
export function unicodeRangeOf(points: readonly number[]): string {
  const codePoints = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < codePoints.length;) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j]! + 1) j += 1;
    const a = codePoints[i]!;
    const b = codePoints[j]!;
    parts.push(a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`);
    i = j + 1;
  }
  return parts.join(',');
}

/**
 * A family name as a CSS string, always quoted: names with digits or spaces (`Exo 2`,
 * `Slabo 27px`) are not valid unquoted. Anything but letters, digits, space, `-` and `_` is
 * written as a CSS escape, so the result is safe inside an XML attribute and a `<style>` alike.
 */
export function cssFamilyName(name: string): string {
  let out = '';
  for (const char of name) {
    out += /[A-Za-z0-9 _-]/.test(char) ? char : `\\${hex(char.codePointAt(0)!)} `;
  }
  return `'${out}'`;
}

/** One embedded subset: a face's file cut down to `codePoints`. */
export interface EmbeddedFace {
  family: string;
  /** CSS weight the text asks for (the face drawn for it is what the subset holds). */
  weight: number;
  style: FontStyle;
  codePoints: readonly number[];
  /** The woff2 subset, base64. */
  woff2Base64: string;
}

/** The `@font-face` rule of an embedded subset. */
export function fontFaceRule(face: EmbeddedFace): string {
  return (
    `@font-face{font-family:${cssFamilyName(face.family)};font-weight:${face.weight};` +
    `font-style:${face.style};unicode-range:${unicodeRangeOf(face.codePoints)};` +
    `src:url(data:font/woff2;base64,${face.woff2Base64}) format('woff2')}`
  );
}
