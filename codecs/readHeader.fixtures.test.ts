/**
 * readHeader against every file of the test corpus (tests/corpus/MANIFEST.json):
 * format, stored size and unit, pages, DPI (±0.01), the Orientation tag and the display size
 * after orientation, plus the format-specific facts the manifest records. Files are read through
 * a counting ByteSource over a file handle, so the test also shows the parsers never read whole
 * large files.
 */
import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ByteSource } from '../src/domain/imaging/byteSource';
import { detectFormat } from './detectFormat';
import { PipelineError, PipelineErrorKey } from '../src/domain/imaging/errors';
import type { ImageHeader } from '../src/domain/imaging/imageInfo';
import { orientedSize } from '../src/domain/imaging/imageInfo';
import { readHeader } from './readHeader';

// The test corpus (README, "Test corpus"); a pure codec test may not import tests/, so it is
// named here.
const FIXTURES = path.resolve(import.meta.dirname, '../tests/corpus');
const MANIFEST = path.join(FIXTURES, 'MANIFEST.json');

interface Expected {
  width?: number | null;
  height?: number | null;
  unit?: string;
  pages?: number;
  dpi?: [number, number] | null;
  orientation?: number | null;
  display_width?: number;
  display_height?: number;
  alpha?: boolean;
  bit_depth?: number;
  has_real_merged_data?: boolean;
  bounding_box?: [number, number, number, number];
  preview?: { type: string; offset: number; length: number; width: number; height: number };
  channels?: number;
}

interface Entry {
  path: string;
  format: string;
  bytes: number;
  expected: Expected;
}

const files = (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { files: Entry[] }).files;

/** A ByteSource over a file handle that counts what was read. */
async function fileSource(
  file: string,
): Promise<{ source: ByteSource; read: () => number; close: () => Promise<void> }> {
  const handle = await open(file, 'r');
  const { size } = await handle.stat();
  let total = 0;
  return {
    source: {
      size,
      read: async (offset, length) => {
        const start = Math.max(0, offset);
        const n = Math.max(0, Math.min(length, size - start));
        const buf = new Uint8Array(n);
        if (n > 0) await handle.read(buf, 0, n, start);
        total += n;
        return buf;
      },
    },
    read: () => total,
    close: () => handle.close(),
  };
}

async function header(
  entry: Entry,
  options = {},
): Promise<{ header: ImageHeader; bytesRead: number }> {
  const f = await fileSource(path.join(FIXTURES, entry.path));
  try {
    return { header: await readHeader(f.source, options), bytesRead: f.read() };
  } finally {
    await f.close();
  }
}

async function failure(entry: Entry, options = {}): Promise<string> {
  try {
    await header(entry, options);
  } catch (error) {
    if (error instanceof PipelineError) return error.failure.key;
    throw error;
  }
  return 'no error';
}

/** Manifest units: SVG sizes given in mm are compared in CSS px (96 per inch). */
function inCssPx(value: number, unit: string | undefined): number {
  return unit === 'mm' ? (value * 96) / 25.4 : value;
}

const close = (a: number, b: number, tol = 0.01) => Math.abs(a - b) <= tol;

const rejected: Record<string, string[]> = {
  'bad/zero-byte.jpg': [PipelineErrorKey.empty],
  'bad/text-renamed.png': [PipelineErrorKey.unsupportedType],
  'bad/psd-absurd-width-2147483647.psd': [PipelineErrorKey.corrupt, PipelineErrorKey.tooManyPixels],
};

describe('readHeader on the fixture corpus', () => {
  const readable = files.filter((f) => !rejected[f.path]);

  it.each(files.map((f) => [f.path, f] as const))('detects the format of %s', (_p, entry) => {
    const head = new Uint8Array(readFileSync(path.join(FIXTURES, entry.path))).subarray(
      0,
      64 * 1024,
    );
    const want = entry.format === 'invalid' ? null : entry.format;
    if (entry.path === 'bad/psd-absurd-width-2147483647.psd')
      expect(detectFormat(head)).toBe('psd');
    else expect(detectFormat(head)).toBe(want);
  });

  it.each(Object.entries(rejected))('rejects %s with %s', async (file, keys) => {
    const entry = files.find((f) => f.path === file);
    expect(entry).toBeDefined();
    expect(keys).toContain(await failure(entry as Entry));
  });

  it.each(readable.map((f) => [f.path, f] as const))(
    'reads the header of %s',
    async (_p, entry) => {
      const { header: h, bytesRead } = await header(entry);
      const e = entry.expected;
      expect(h.format).toBe(entry.format);
      if (e.unit) expect(h.unit).toBe(e.unit === 'mm' ? 'css-px' : e.unit);
      if (e.width != null && e.height != null) {
        expect(close(h.width, inCssPx(e.width, e.unit)), `width ${h.width}`).toBe(true);
        expect(close(h.height, inCssPx(e.height, e.unit)), `height ${h.height}`).toBe(true);
      }
      if (e.pages !== undefined) expect(h.pages).toBe(e.pages);
      if (e.dpi !== undefined) {
        if (e.dpi === null) expect(h.dpi).toBeNull();
        else {
          expect(h.dpi, 'dpi').not.toBeNull();
          const [x, y] = h.dpi as [number, number];
          expect(close(x, e.dpi[0]) && close(y, e.dpi[1]), `dpi ${x},${y}`).toBe(true);
        }
      }
      if (e.orientation !== undefined) expect(h.orientationTag).toBe(e.orientation);
      if (e.display_width !== undefined && e.display_height !== undefined) {
        const d = orientedSize(h.width, h.height, h.orientation);
        expect(
          close(d.width, e.display_width) && close(d.height, e.display_height),
          `display ${d.width}x${d.height}`,
        ).toBe(true);
      }
      if (e.alpha !== undefined) expect(h.hasAlpha).toBe(e.alpha);
      if (e.bit_depth !== undefined) expect(h.bitDepth).toBe(e.bit_depth);
      if (e.has_real_merged_data !== undefined)
        expect(h.extra?.hasRealMergedData).toBe(e.has_real_merged_data);
      if (e.channels !== undefined) expect(h.extra?.channels).toBe(e.channels);
      if (e.bounding_box) {
        const x = h.extra ?? {};
        expect([x.bboxX0, x.bboxY0, x.bboxX1, x.bboxY1]).toEqual(e.bounding_box);
      }
      if (e.preview) {
        expect(h.preview).toMatchObject({
          kind: e.preview.type.toLowerCase(),
          offset: e.preview.offset,
          length: e.preview.length,
          width: e.preview.width,
          height: e.preview.height,
        });
      }
      if (h.unit === 'pt' && h.format !== 'eps') expect(h.extra?.needsPdfJs).toBe(false);
      // Bounded reading: the head plus what the offsets lead to, never whole large files.
      if (entry.bytes > 1024 * 1024) expect(bytesRead).toBeLessThan(entry.bytes / 4);
    },
  );

  it('refuses decompression bombs by area, but not a legitimate 200 MP photo', async () => {
    const maxPixels = 400_000_000;
    const byPath = (p: string) => files.find((f) => f.path === p) as Entry;
    for (const bomb of ['bad/png-bomb-30000x30000-1bit.png', 'bad/png-65536x65536-1bit-bomb.png']) {
      expect(await failure(byPath(bomb), { maxPixels })).toBe(PipelineErrorKey.tooManyPixels);
    }
    const samsung = await header(byPath('heic/samsung-s24ultra-200mp-grid-irot270.heic'), {
      maxPixels,
    });
    expect(samsung.header.width * samsung.header.height).toBe(16320 * 12240);
  });

  it('tells the Illustrator document from PDFs exported by Illustrator', async () => {
    const formats = await Promise.all(
      files
        .filter((f) => /illustrator/.test(f.path) && f.format !== 'eps')
        .map(async (f) => [f.path, (await header(f)).header.format]),
    );
    expect(Object.fromEntries(formats)).toEqual({
      'pdf/vector-cmyk-illustrator-cs6.pdf': 'pdf',
      'pdf/cmyk-jpeg-image-illustrator-cs5.pdf': 'pdf',
      'pdf/jpx-rgb-with-jpx-smask-illustrator-cs5.pdf': 'pdf',
      'ai/illustrator-cs5.1-pdf-compatible.ai': 'ai',
    });
  });
});
