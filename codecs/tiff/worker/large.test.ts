/**
 * The make-large files (written by the vitest global setup, tests/largeFiles.ts): the 100 MP LZW TIFF
 * in 32-row strips and the 144 MP uncompressed one, read through an async file-handle
 * ByteSource. Checks the SHA-256 of the RGB stream against large-manifest.json, times the decode
 * into a 960-px downscaling sink (LZW vs the rest; reference kernels, and the wasm build when it
 * exists) and samples memory growth while decoding.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import type { Kernels } from '../../../wasm';
import { createReferenceKernels, loadKernels } from '../../../wasm';
import type { DecodeContext, RasterSink } from '../../worker/types';
import { decodeTiff } from './tiff';
import { baseTags, writeTiff } from './testing/tiffWriter';
import { LARGE_DIR, largeFiles } from '../../../tests/largeFiles';

const WASM = path.resolve(import.meta.dirname, '../../../wasm/build/kernels.wasm');

interface LargeEntry {
  path: string;
  width: number;
  height: number;
  pixel_sha256: string;
}
const entries: LargeEntry[] = largeFiles();

const handles: fs.promises.FileHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close();
});

/** Async reads through a file handle, like Blob.slice().arrayBuffer() in a worker. */
async function fileSource(file: string): Promise<ByteSource> {
  const handle = await fs.promises.open(file, 'r');
  handles.push(handle);
  const size = (await handle.stat()).size;
  return {
    size,
    async read(offset, length) {
      const start = Math.max(0, Math.min(offset, size));
      const n = Math.max(0, Math.min(length, size - start));
      const out = new Uint8Array(n);
      let got = 0;
      while (got < n) {
        const { bytesRead } = await handle.read(out, got, n - got, start + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      return out.subarray(0, got);
    },
  };
}

/** Kernels whose LZW and RGB→RGBA calls are timed. */
function timed(k: Kernels) {
  const t = { lzw: 0, convert: 0 };
  const kernels: Kernels = {
    ...k,
    kind: k.kind,
    createDownscaler: (o) => k.createDownscaler(o),
    lzwDecode(src, dst) {
      const t0 = performance.now();
      const n = k.lzwDecode(src, dst);
      t.lzw += performance.now() - t0;
      return n;
    },
    interleavedToRgba(src, dst, pixels, channels) {
      const t0 = performance.now();
      k.interleavedToRgba(src, dst, pixels, channels);
      t.convert += performance.now() - t0;
    },
  };
  return { kernels, t };
}

interface Run {
  totalMs: number;
  lzwMs: number;
  convertMs: number;
  sinkMs: number;
  peakMB: number;
  rssMB: number;
  hash: string | null;
}

/** Decodes into a 960-px downscaler (and optionally an RGB hash), sampling memory per band. */
async function decodeLarge(
  file: string,
  base: Kernels,
  hash: boolean,
  maxPiecePixels = 5_000_000,
): Promise<Run> {
  const source = await fileSource(file);
  const e = entries.find((x) => file.endsWith(x.path))!;
  const { kernels, t } = timed(base);
  const dstWidth = 960;
  const dstHeight = Math.round((960 * e.height) / e.width);
  const scaler = kernels.createDownscaler({
    srcWidth: e.width,
    srcHeight: e.height,
    dstWidth,
    dstHeight,
    alpha: false,
  });
  const sha = hash ? crypto.createHash('sha256') : null;
  let rgb = new Uint8Array(0);
  let sinkMs = 0;
  const m0 = process.memoryUsage();
  const base0 = m0.heapUsed + m0.arrayBuffers;
  let peak = 0;
  let rss = 0;
  const sink: RasterSink = {
    rect(rgba, x, y, w, h) {
      const t0 = performance.now();
      scaler.pushRect(rgba, x, y, w, h);
      if (sha) {
        expect([x, w]).toEqual([0, e.width]);
        if (rgb.length < w * h * 3) rgb = new Uint8Array(w * h * 3);
        for (let i = 0, j = 0; i < w * h * 4; i += 4, j += 3) {
          rgb[j] = rgba[i]!;
          rgb[j + 1] = rgba[i + 1]!;
          rgb[j + 2] = rgba[i + 2]!;
        }
        sha.update(rgb.subarray(0, w * h * 3));
      }
      sinkMs += performance.now() - t0;
    },
    rowsDone(y) {
      const t0 = performance.now();
      scaler.finishRows(y);
      sinkMs += performance.now() - t0;
      if (y % 640 === 0 || y === e.height) {
        const m = process.memoryUsage();
        peak = Math.max(peak, m.heapUsed + m.arrayBuffers - base0);
        rss = Math.max(rss, m.rss - m0.rss);
      }
    },
  };
  const ctx: DecodeContext = {
    kernels,
    signal: new AbortController().signal,
    maxPiecePixels,
    decodeJpeg: () => Promise.reject(new Error('no JPEG')),
  };
  const t0 = performance.now();
  await decodeTiff(source, null as never, sink, ctx);
  const totalMs = performance.now() - t0;
  const out = scaler.output();
  expect(out.length).toBe(dstWidth * dstHeight * 4);
  scaler.dispose();
  return {
    totalMs,
    lzwMs: t.lzw,
    convertMs: t.convert,
    sinkMs,
    peakMB: peak / 2 ** 20,
    rssMB: rss / 2 ** 20,
    hash: sha ? sha.digest('hex') : null,
  };
}

function report(label: string, r: Run): void {
  console.log(
    `${label}: total ${r.totalMs.toFixed(0)} ms — LZW ${r.lzwMs.toFixed(0)} ms, RGB→RGBA ${r.convertMs.toFixed(0)} ms, ` +
      `sink ${r.sinkMs.toFixed(0)} ms, other ${(r.totalMs - r.lzwMs - r.convertMs - r.sinkMs).toFixed(0)} ms; ` +
      `peak heap+arrayBuffers +${r.peakMB.toFixed(0)} MB, rss +${r.rssMB.toFixed(0)} MB`,
  );
}

describe('make-large files', () => {
  const lzw = path.join(LARGE_DIR, 'rgb-100mp-12500x8000-lzw-strips-300dpi.tif');
  const raw = path.join(LARGE_DIR, 'rgb-144mp-12000x12000-uncompressed-150dpi.tif');

  it('100 MP LZW: the RGB stream hashes to the manifest value', { timeout: 120_000 }, async () => {
    const r = await decodeLarge(lzw, createReferenceKernels(), true);
    report('100 MP LZW + SHA-256 (reference kernels)', r);
    expect(r.hash).toBe(entries.find((e) => e.path.includes('100mp'))!.pixel_sha256);
  });

  it(
    '100 MP LZW into a 960-px downscaler: time and bounded memory',
    { timeout: 120_000 },
    async () => {
      const r = await decodeLarge(lzw, createReferenceKernels(), false);
      report('100 MP LZW → 960 px (reference kernels)', r);
      // A whole-image decoder holds 300 MB of RGB plus 400 MB of RGBA; we hold a strip or two.
      // Resident memory also holds what the collector has not returned yet: 250 MB, not 150.
      expect(r.peakMB).toBeLessThan(250);
      if (fs.existsSync(WASM)) {
        const wasm = await loadKernels(fs.readFileSync(WASM));
        for (let i = 0; i < 2; i++) {
          const w = await decodeLarge(lzw, wasm, false);
          report(`100 MP LZW → 960 px (wasm kernels, run ${i + 1})`, w);
          expect(w.peakMB).toBeLessThan(250);
        }
      }
    },
  );

  it(
    '144 MP uncompressed: the RGB stream hashes to the manifest value',
    { timeout: 120_000 },
    async () => {
      const r = await decodeLarge(raw, createReferenceKernels(), true);
      report('144 MP uncompressed + SHA-256 (reference kernels)', r);
      expect(r.hash).toBe(entries.find((e) => e.path.includes('144mp'))!.pixel_sha256);
      expect(r.peakMB).toBeLessThan(250);
    },
  );
});

describe('a single 48 MB Deflate strip streams in bands', () => {
  it('decodes with memory far below the strip size', { timeout: 60_000 }, async () => {
    const w = 4000;
    const h = 4000;
    const rgb = new Uint8Array(w * h * 3);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) rgb.set([x & 255, y & 255, (x ^ y) & 255], (y * w + x) * 3);
    const file = writeTiff({
      tags: baseTags({ width: w, height: h, bits: [8, 8, 8], photometric: 2, compression: 8 }),
      pieces: [new Uint8Array(zlib.deflateSync(rgb, { level: 1 }))],
    });
    const expected = crypto.createHash('sha256').update(rgb).digest('hex');
    const sha = crypto.createHash('sha256');
    const inner = bytesSource(file);
    let largestRead = 0;
    const source: ByteSource = {
      size: inner.size,
      read(offset, length) {
        largestRead = Math.max(largestRead, length);
        return inner.read(offset, length);
      },
    };
    const m0 = process.memoryUsage();
    let peak = 0;
    let largest = 0;
    const sink: RasterSink = {
      rect(rgba, _x, _y, rw, rh) {
        largest = Math.max(largest, rw * rh);
        const out = new Uint8Array(rw * rh * 3);
        for (let i = 0, j = 0; i < rw * rh * 4; i += 4, j += 3) out.set(rgba.subarray(i, i + 3), j);
        sha.update(out);
        const m = process.memoryUsage();
        peak = Math.max(peak, m.heapUsed + m.arrayBuffers - m0.heapUsed - m0.arrayBuffers);
      },
      rowsDone: () => undefined,
    };
    await decodeTiff(source, null as never, sink, {
      kernels: createReferenceKernels(),
      signal: new AbortController().signal,
      maxPiecePixels: 1_000_000,
      decodeJpeg: () => Promise.reject(new Error('no JPEG')),
    });
    expect(sha.digest('hex')).toBe(expected);
    expect(largest).toBeLessThanOrEqual(1_000_000);
    // The 3 MB compressed strip was read in chunks, never whole.
    expect(largestRead).toBeLessThanOrEqual(1 << 20);
    console.log(
      `48 MB Deflate strip streamed: peak heap+arrayBuffers +${(peak / 2 ** 20).toFixed(0)} MB`,
    );
    expect(peak / 2 ** 20).toBeLessThan(40); // the strip decoded whole would be 48 MB + 64 MB RGBA
  });
});
