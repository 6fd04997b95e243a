/**
 * Bad input never hangs and never escapes untyped: truncated HEICs (cut at 10, 50 and 90 %),
 * files that are not HEIF, an abort from the caller, and a libheif abort (the module is then
 * replaced on the next load).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { readIsobmffHeader } from '../isobmff';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { createReferenceKernels } from '../../../wasm/reference';
import type { DecodeContext, RasterSink } from '../../worker/types';
import { decodeHeif, decodeHeifPreview, probeHeif } from './heif';
import { HeifAbort, toHeifPipelineError } from './heifErrors';
import { loadLibHeif } from './libheif';
import { FIXTURES_DIR } from '../../../tests/fixtures';

const FIXTURES = FIXTURES_DIR;
const HEIC = [
  'heic/iphone8plus-grid-irot270-exif6-arrow.heic',
  'heic/iphone7plus-grid-exif6-without-irot-depth.heic',
  'heic/iphone16-grid-irot270-gainmap.heic',
  'heic/sony-a7siii-10bit-422-grid.hif',
  'heic/samsung-s24ultra-200mp-grid-irot270.heic',
  'heic/10bit-29x100-odd-size.heif',
];
const read = (file: string) => new Uint8Array(readFileSync(path.join(FIXTURES, file)));

function context(signal = new AbortController().signal): DecodeContext {
  return {
    kernels: createReferenceKernels(),
    signal,
    maxPiecePixels: 5_000_000,
    decodeJpeg: () => Promise.reject(new Error('none')),
  };
}

const nullSink: RasterSink = { rect: () => undefined, rowsDone: () => undefined };

/** Runs `run`; returns the PipelineError key it failed with (or 'ok'), and the time taken. */
async function outcome(
  run: () => Promise<unknown>,
): Promise<{ key: string; ms: number; detail?: string }> {
  const t0 = performance.now();
  try {
    await run();
    return { key: 'ok', ms: performance.now() - t0 };
  } catch (error) {
    if (!(error instanceof PipelineError)) throw error; // untyped: the test fails
    return { key: error.failure.key, ms: performance.now() - t0, detail: error.failure.detail };
  }
}

describe('truncated HEIC files', () => {
  const cases = HEIC.flatMap((file) => [0.1, 0.5, 0.9].map((cut) => [file, cut] as const));
  it.each(cases)(
    '%s cut at %d: typed corrupt error, no hang',
    async (file, cut) => {
      const full = read(file);
      const header: ImageHeader = await readIsobmffHeader(bytesSource(full), 'heic');
      const truncated = bytesSource(full.subarray(0, Math.floor(full.length * cut)));
      // The header as the intact file gives it (the worst case: the parser may accept a file whose
      // meta survived the cut and whose tile data did not).
      const decode = await outcome(() => decodeHeif(truncated, header, nullSink, context()));
      expect(decode.key).toBe(PipelineErrorKey.corrupt);
      expect(decode.ms).toBeLessThan(15_000);
      const preview = await outcome(() => decodeHeifPreview(truncated, header));
      expect(['ok', PipelineErrorKey.corrupt]).toContain(preview.key); // a thumbnail may survive
    },
    30_000,
  );
});

describe('files that are not HEIF', () => {
  const header = (w = 100, h = 100): ImageHeader => ({
    format: 'heic',
    width: w,
    height: h,
    unit: 'px',
    pages: 1,
    dpi: null,
    orientationTag: null,
    orientation: { rotate: 0, flipHorizontal: false },
    colourModel: 'rgb',
    bitDepth: 8,
    hasAlpha: false,
    preview: null,
  });
  const ftypOnly = Uint8Array.of(
    0,
    0,
    0,
    24,
    ...new TextEncoder().encode('ftypheic'),
    0,
    0,
    0,
    0,
    ...new TextEncoder().encode('mif1heic'),
  );
  const noise = Uint8Array.from({ length: 5000 }, (_, i) => (i * 2654435761) >>> 24);
  const inputs: [string, Uint8Array, string][] = [
    ['a JPEG', read('jpeg/exif-orientation-6-landscape.jpg'), PipelineErrorKey.corrupt],
    ['a PNG', read('bad/truncated-mid-idat.png'), PipelineErrorKey.corrupt],
    ['an ftyp box and nothing else', ftypOnly, PipelineErrorKey.corrupt],
    ['noise', noise, PipelineErrorKey.corrupt],
    ['zero bytes', new Uint8Array(0), PipelineErrorKey.empty],
  ];
  it.each(inputs)('%s → %s', async (_, bytes, key) => {
    const source = bytesSource(bytes);
    expect((await outcome(() => decodeHeif(source, header(), nullSink, context()))).key).toBe(key);
    expect((await outcome(() => decodeHeifPreview(source, header()))).key).toBe(key);
    expect((await outcome(() => probeHeif(source))).key).toBe(key);
  });

  it('a header that disagrees with libheif about the size is refused before any pixel', async () => {
    const source = bytesSource(read(HEIC[0]!));
    let rects = 0;
    const sink: RasterSink = { rect: () => void rects++, rowsDone: () => undefined };
    const result = await outcome(() => decodeHeif(source, header(4032, 3000), sink, context()));
    expect([result.key, rects]).toEqual([PipelineErrorKey.corrupt, 0]);
  });
});

describe('aborts', () => {
  it('the caller’s abort stops the decode between tiles', async () => {
    const source = bytesSource(read(HEIC[0]!));
    const header = await readIsobmffHeader(source, 'heic');
    const controller = new AbortController();
    let rects = 0;
    const sink: RasterSink = {
      rect: () => {
        if (++rects === 3) controller.abort();
      },
      rowsDone: () => undefined,
    };
    const result = await outcome(() =>
      decodeHeif(source, header, sink, context(controller.signal)),
    );
    expect([result.key, rects]).toEqual([PipelineErrorKey.aborted, 3]);
  });

  it('a libheif abort() becomes a typed error and the next load starts a fresh module', async () => {
    const source = bytesSource(read(HEIC[5]!));
    const header = await readIsobmffHeader(source, 'heic');
    const lib = await loadLibHeif();
    // What Emscripten throws when the C code calls abort().
    lib.m._heif_decode_image = () => {
      throw new WebAssembly.RuntimeError('Aborted(native code called abort())');
    };
    const result = await outcome(() => decodeHeif(source, header, nullSink, context()));
    expect(result.key).toBe(PipelineErrorKey.corrupt);
    expect(lib.broken).toBe(true);
    const fresh = await loadLibHeif();
    expect(fresh).not.toBe(lib);
    expect((await outcome(() => decodeHeif(source, header, nullSink, context()))).key).toBe('ok');
  });

  it('a real wasm trap (a bad handle: out-of-bounds access) marks the module broken', async () => {
    const lib = await loadLibHeif();
    const run = () => lib.handleInfo(0x7ffffff0);
    expect(run).toThrow(HeifAbort);
    expect(lib.broken).toBe(true);
    expect(toHeifPipelineError(new HeifAbort('x', 'y')).failure.key).toBe(PipelineErrorKey.corrupt);
    expect(await loadLibHeif()).not.toBe(lib);
  });

  it('an out-of-memory abort is reported as a crashed decoder', async () => {
    const source = bytesSource(read(HEIC[5]!));
    const header = await readIsobmffHeader(source, 'heic');
    const lib = await loadLibHeif();
    lib.m._heif_decode_image = () => {
      throw new WebAssembly.RuntimeError('Aborted(OOM)');
    };
    expect((await outcome(() => decodeHeif(source, header, nullSink, context()))).key).toBe(
      PipelineErrorKey.decoderCrashed,
    );
  });
});
