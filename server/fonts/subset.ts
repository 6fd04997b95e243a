/**
 * Fonts for the print SVG, made from the catalogue's own woff2 files (issue 14):
 * - `subsetFace`: a face file cut down to some characters, as woff2 (HarfBuzz's hb-subset through
 *   `subset-font`): the glyphs of those characters plus what their shaping may reach (ligatures,
 *   alternates) and the layout tables (kerning), so a viewer lays the text out as the editor did;
 * - `faceGlyphs`: the outlines of some characters in a face file (HarfBuzz's glyph drawing), for
 *   products whose text is cut as paths.
 * Parsed faces are kept for the next request (a few, least recently used dropped), since one
 * export asks for each face's subset and outlines once per text.
 */
import { readFile } from 'node:fs/promises';
import fontverter from 'fontverter';
import { Blob as HbBlob, Face, Font } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import type { GlyphSet } from '../../src/domain/fonts/glyphOutlines';

/** `text` (distinct code points) cut from the woff2 file at `path`, as woff2 bytes. */
export async function subsetFace(path: string, text: string): Promise<Buffer> {
  return subsetFont(await readFile(path), text, { targetFormat: 'woff2' });
}

interface ParsedFace {
  face: Face;
  font: Font;
}

/** Parsed faces kept, by file path. */
const MAX_PARSED_FACES = 8;
const parsed = new Map<string, Promise<ParsedFace>>();

async function parse(path: string): Promise<ParsedFace> {
  const ttf = await fontverter.convert(await readFile(path), 'truetype');
  const blob = new HbBlob(new Uint8Array(ttf.buffer, ttf.byteOffset, ttf.byteLength));
  const face = new Face(blob, 0);
  return { face, font: new Font(face) };
}

function parsedFace(path: string): Promise<ParsedFace> {
  let entry = parsed.get(path);
  if (entry) {
    parsed.delete(path);
  } else {
    entry = parse(path);
    entry.catch(() => parsed.delete(path));
  }
  parsed.set(path, entry);
  while (parsed.size > MAX_PARSED_FACES) {
    // harfbuzzjs frees a face's wasm memory when its objects are collected.
    parsed.delete(parsed.keys().next().value as string);
  }
  return entry;
}

/**
 * The outlines of `text`'s code points in the face file at `path`: font units, y up, keyed by
 * character; a character the face has no glyph for is left out.
 */
export async function faceGlyphs(path: string, text: string): Promise<GlyphSet> {
  const { face, font } = await parsedFace(path);
  const glyphs: GlyphSet['glyphs'] = {};
  for (const char of new Set(text)) {
    const id = font.nominalGlyph(char.codePointAt(0)!);
    if (id === undefined) continue;
    glyphs[char] = { advance: font.glyphHAdvance(id), d: font.glyphToPath(id) };
  }
  return { unitsPerEm: face.upem, glyphs };
}
