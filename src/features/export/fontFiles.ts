/**
 * The SVG's font files from our server (issue 14; server/routes/fontSubsets.ts): a catalogue
 * face file cut down to some characters (`Fonts/Subset`, woff2) and their outlines
 * (`Fonts/Glyphs`, checked by readGlyphSet). Both answers are immutable, so the browser's cache
 * serves a repeated export.
 */
import type { SvgFontFiles } from '../../canvas';
import { readGlyphSet } from '../../domain/fonts/glyphOutlines';

/** `url` turns an `/api/v1/...` path into the address to fetch (the API origin). */
export function serverFontFiles(url: (path: string) => string): SvgFontFiles {
  async function get(route: 'Subset' | 'Glyphs', file: string, text: string) {
    const query = `file=${encodeURIComponent(file)}&text=${encodeURIComponent(text)}`;
    const response = await fetch(url(`/api/v1/Fonts/${route}?${query}`));
    if (!response.ok) throw new Error(`Fonts/${route} ${file}: HTTP ${response.status}`);
    return response;
  }
  return {
    subset: async (file, text) =>
      new Uint8Array(await (await get('Subset', file, text)).arrayBuffer()),
    glyphs: async (file, text) => readGlyphSet(await (await get('Glyphs', file, text)).json()),
  };
}
