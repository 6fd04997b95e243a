/**
 * The browser's way of loading libheif: the glue (`libheif.js`) instantiating libheif.wasm that
 * the host compiled (compileStreaming in the pipeline worker; the same module posted to a tile
 * helper). Here the bundle with the inlined wasm must not load at all, and the decode must match
 * libheif's own whole-image decode from the same instance.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readIsobmffHeader } from '../isobmff';
import { createReferenceKernels } from '../../../wasm/reference';
import { FIXTURES_DIR } from '../../../tests/fixtures';
import { decodeHeif } from './decodeHeif';
import { loadLibHeif } from './libheif';
import { orientRgba } from './orientation';
import { FullSink, compareRgba } from './testing/coverageSink';

vi.mock('libheif-js/libheif-wasm/libheif-bundle.mjs', () => {
  throw new Error('the bundle must not load when a compiled module is given');
});

const wasmFile = createRequire(import.meta.url).resolve('libheif-js/libheif-wasm/libheif.wasm');

function bytesSource(bytes: Uint8Array) {
  return {
    size: bytes.length,
    read: async (offset: number, length: number) => bytes.subarray(offset, offset + length),
  };
}

describe('libheif from a compiled libheif.wasm', () => {
  it('loads once for concurrent callers and reuses the instance', async () => {
    const wasm = WebAssembly.compile(readFileSync(wasmFile));
    const [a, b] = await Promise.all([loadLibHeif(wasm), loadLibHeif()]);
    expect(a).toBe(b);
    expect(await loadLibHeif()).toBe(a);
    expect(a.m.heif_get_version()).toMatch(/^1\.\d+/);
  });

  it.each(['heic/10bit-29x100-odd-size.heif', 'heic/iphone8plus-grid-irot270-exif6-arrow.heic'])(
    '%s decodes tile by tile like the whole-image decode',
    async (file) => {
      const bytes = new Uint8Array(readFileSync(path.join(FIXTURES_DIR, file)));
      const source = bytesSource(bytes);
      const header = await readIsobmffHeader(source, 'heic');
      const full = new FullSink(header.width, header.height);
      await decodeHeif(source, header, full, {
        kernels: createReferenceKernels(),
        signal: new AbortController().signal,
        maxPiecePixels: 5_000_000,
        decodeJpeg: () => Promise.reject(new Error('no JPEG decoder here')),
      });
      const ours = orientRgba(full.rgba, header.width, header.height, header.orientation);
      const lib = await loadLibHeif();
      const images = new lib.m.HeifDecoder().decode(bytes);
      try {
        const primary = images.find((i) => i.is_primary())!;
        const data = new Uint8ClampedArray(primary.get_width() * primary.get_height() * 4);
        await new Promise((resolve) =>
          primary.display(
            { data, width: primary.get_width(), height: primary.get_height() },
            resolve,
          ),
        );
        expect([ours.width, ours.height]).toEqual([primary.get_width(), primary.get_height()]);
        expect(compareRgba(ours.rgba, new Uint8Array(data.buffer)).maxDiff).toBeLessThanOrEqual(2);
      } finally {
        images.forEach((i) => i.free());
      }
    },
    60_000,
  );
});
