/**
 * The print SVG's font routes on a real temporary SQLite file: a face file cut down to the
 * characters asked (and only those), the outlines of characters, immutable public answers, and
 * refusals (an unknown file, a path, too many characters).
 */
import { readFileSync } from 'node:fs';
import fontverter from 'fontverter';
import { Blob as HbBlob, Face, Font } from 'harfbuzzjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlyphSet } from '../../src/domain/fonts/glyphOutlines';
import { SUBSET_MAX_CODE_POINTS } from '../../src/domain/fonts/svgFonts';
import { fontCatalogue, fontFilePaths } from '../fonts/catalogue';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

const API = '/api/v1/Fonts';
const NOT_FOUND = { status: 404, errors: { general: ['resourceNotFound'] } };

const roboto = fontCatalogue().families.find((f) => f.name === 'Roboto')!;
const boldItalicLatin = roboto.variants
  .find((v) => v.weight === 700 && v.style === 'italic')!
  .files.find((f) => f.subset === 'latin')!.url;
const wholeFile = readFileSync(fontFilePaths(fontCatalogue()).get(boldItalicLatin)!);

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

const query = (file: string, text: string) =>
  `file=${encodeURIComponent(file)}&text=${encodeURIComponent(text)}`;

/** The characters of `chars` a font file has a glyph for. */
async function charsIn(woff2: Buffer, chars: string): Promise<string> {
  const ttf = await fontverter.convert(woff2, 'truetype');
  const font = new Font(new Face(new HbBlob(new Uint8Array(ttf)), 0));
  return [...chars].filter((c) => font.nominalGlyph(c.codePointAt(0)!) !== undefined).join('');
}

describe('Fonts/Subset', () => {
  it('answers the face file cut down to the characters asked, as immutable public woff2', async () => {
    const r = await client.request({ url: `${API}/Subset?${query(boldItalicLatin, 'Helo W')}` });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('font/woff2');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['set-cookie']).toBeUndefined();
    const subset = r.rawPayload;
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // The whole latin face holds every letter; the subset only those asked.
    expect(await charsIn(wholeFile, 'HeloWxyzQ')).toBe('HeloWxyzQ');
    expect(await charsIn(subset, 'HeloWxyzQ')).toBe('HeloW');
    expect(subset.length).toBeLessThan(wholeFile.length / 3);
  });

  it('takes up to its limit of code points, counted as characters, not UTF-16 units', async () => {
    // 512 letters of the Latin Extended range: 512 code points.
    const text = String.fromCodePoint(
      ...Array.from({ length: SUBSET_MAX_CODE_POINTS }, (_, i) => 0x100 + i),
    );
    const ok = await client.request({ url: `${API}/Subset?${query(boldItalicLatin, text)}` });
    expect(ok.statusCode).toBe(200);
    const over = await client.request({
      url: `${API}/Subset?${query(boldItalicLatin, `${text}A`)}`,
    });
    expect(over.statusCode).toBe(400);
  });

  it.each([
    [
      'an unknown file of a known form',
      query('/fonts/roboto/700-italic-latin.000000000000.woff2', 'A'),
      404,
    ],
    ['a path outside the catalogue', query('/fonts/../package.json', 'A'), 400],
    ['no text', `file=${encodeURIComponent(boldItalicLatin)}`, 400],
    ['an empty text', query(boldItalicLatin, ''), 400],
    ['no file', 'text=A', 400],
  ])('refuses %s', async (_name, q, status) => {
    const r = await client.request({ url: `${API}/Subset?${q}` });
    expect(r.statusCode).toBe(status);
    const body = r.json<{ status: number; errors: Record<string, string[]> }>();
    if (status === 404) expect(body).toEqual(NOT_FOUND);
    else expect(body.status).toBe(400);
  });
});

describe('Fonts/Glyphs', () => {
  it('answers the outlines of each character in font units, immutable and public', async () => {
    const r = await client.request({ url: `${API}/Glyphs?${query(boldItalicLatin, 'Ab A')}` });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['set-cookie']).toBeUndefined();
    const set = r.json<GlyphSet>();
    expect(set.unitsPerEm).toBe(2048);
    expect(Object.keys(set.glyphs).sort()).toEqual([' ', 'A', 'b']);
    expect(set.glyphs.A!.d).toMatch(/^M-?\d+,-?\d+L/);
    expect(set.glyphs.A!.advance).toBeGreaterThan(1000);
    // A space advances and draws nothing.
    expect(set.glyphs[' ']).toEqual({ advance: expect.any(Number), d: '' });
  });

  it('leaves out characters the face has no glyph for', async () => {
    const r = await client.request({ url: `${API}/Glyphs?${query(boldItalicLatin, 'A\u4e2d')}` });
    expect(Object.keys(r.json<GlyphSet>().glyphs)).toEqual(['A']);
  });

  it('an unknown file is a 404', async () => {
    const r = await client.request({
      url: `${API}/Glyphs?${query('/fonts/nowhere/400-normal-latin.000000000000.woff2', 'A')}`,
    });
    expect(r.json()).toEqual(NOT_FOUND);
  });
});
