/**
 * decodeHeif on the real HEIC fixtures (iPhone 7 Plus/8 Plus/16 grids, Sony 10-bit 4:2:2 grid,
 * the 29×100 10-bit single-tile grid): stored size, transform to the display size, every pixel
 * exactly once, libheif's whole-image decode as the reference, the arrow pointing the right way.
 * The 200 MP Samsung file has its own test (decodeHeif.samsung.test.ts).
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { readIsobmffHeader } from '../isobmff';
import { orientedSize } from '../../../src/domain/imaging/imageInfo';
import { createReferenceKernels } from '../../../wasm/reference';
import type { DecodeContext } from '../../worker/types';
import { decodeHeif, probeHeif } from './heif';
import { loadLibHeif } from './libheif';
import { orientRgba } from './orientation';
import { CoverageSink, FullSink, compareRgba } from './testing/coverageSink';
import { FIXTURES_DIR } from '../../../tests/fixtures';

const FIXTURES = FIXTURES_DIR;
interface Entry {
  path: string;
  expected: {
    width: number;
    height: number;
    display_width: number;
    display_height: number;
    bit_depth: number;
  };
}
const manifest = JSON.parse(readFileSync(path.join(FIXTURES, 'MANIFEST.json'), 'utf8')) as {
  files: Entry[];
};
const heic = manifest.files.filter((f) => f.path.startsWith('heic/'));
const SAMSUNG = 'heic/samsung-s24ultra-200mp-grid-irot270.heic';

const closers: (() => void)[] = [];
afterAll(() => closers.forEach((c) => c()));

/** A ByteSource over a file descriptor: reads what is asked, never the whole file. */
function fileSource(file: string): ByteSource {
  const fd = openSync(path.join(FIXTURES, file), 'r');
  closers.push(() => closeSync(fd));
  const size = fstatSync(fd).size;
  return {
    size,
    read: async (offset, length) => {
      const n = Math.max(0, Math.min(length, size - offset));
      const out = new Uint8Array(n);
      readSync(fd, out, 0, n, offset);
      return out;
    },
  };
}

function context(overrides: Partial<DecodeContext> = {}): DecodeContext {
  return {
    kernels: createReferenceKernels(),
    signal: new AbortController().signal,
    maxPiecePixels: 5_000_000,
    decodeJpeg: () => Promise.reject(new Error('no JPEG decoder here')),
    ...overrides,
  };
}

/** PNG writer for eyeballing results (RGBA8, no filtering). */
function writePng(file: string, rgba: Uint8Array, width: number, height: number): void {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const v of b) c = crcTable[(c ^ v) & 255]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(
      raw,
      y * (width * 4 + 1) + 1,
    );
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const sig = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  writeFileSync(
    file,
    Buffer.concat([
      sig,
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('probeHeif and the header parser agree with the manifest', () => {
  it.each(heic.map((f) => f.path))('%s', async (file) => {
    const e = heic.find((f) => f.path === file)!.expected;
    const source = fileSource(file);
    const probe = await probeHeif(source);
    const header = await readIsobmffHeader(source, 'heic');
    expect([probe.width, probe.height]).toEqual([e.width, e.height]);
    expect(orientedSize(probe.width, probe.height, probe.orientation)).toEqual({
      width: e.display_width,
      height: e.display_height,
    });
    expect([probe.displayWidth, probe.displayHeight]).toEqual([e.display_width, e.display_height]); // libheif's own
    expect([header.width, header.height]).toEqual([probe.width, probe.height]);
    expect(header.orientation).toEqual(probe.orientation); // irot/imir read twice, independently
    expect(probe.bitDepth).toBe(file.includes('10bit') || file.includes('sony') ? 10 : 8);
  });
});

describe('AVIF files: libheif reads their geometry, but this build has no AV1 decoder', () => {
  const avif = manifest.files.filter((f) => f.path.startsWith('avif/'));
  it.each(avif.map((f) => f.path))('%s', async (file) => {
    const e = avif.find((f) => f.path === file)!.expected;
    const source = fileSource(file);
    const probe = await probeHeif(source);
    const header = await readIsobmffHeader(source, 'avif');
    expect([probe.width, probe.height]).toEqual([e.width, e.height]);
    const shown = orientedSize(probe.width, probe.height, probe.orientation);
    expect(shown).toEqual({ width: e.display_width, height: e.display_height });
    expect(header.orientation).toEqual(probe.orientation); // irot + imir (axis 0) included
    const sink = new CoverageSink(probe.width, probe.height, 8);
    const failure = await decodeHeif(source, header, sink, context()).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PipelineError);
    expect((failure as PipelineError).failure.key).toBe(PipelineErrorKey.unsupportedType);
  });
});

describe('decodeHeif delivers every pixel once, in coded orientation', () => {
  const timings: string[] = [];
  afterAll(() =>
    console.log(
      `decodeHeif timings (Node, first one includes the library load):\n${timings.join('\n')}`,
    ),
  );

  it.each(heic.filter((f) => f.path !== SAMSUNG).map((f) => f.path))('%s', async (file) => {
    const e = heic.find((f) => f.path === file)!.expected;
    const source = fileSource(file);
    const header = await readIsobmffHeader(source, 'heic');
    const sink = new CoverageSink(
      header.width,
      header.height,
      Math.max(1, Math.ceil(Math.max(header.width, header.height) / 256)),
    );
    const t0 = performance.now();
    let progress = 0;
    await decodeHeif(source, header, sink, context({ progress: (f) => (progress = f) }));
    timings.push(
      `  ${file}: ${(performance.now() - t0).toFixed(0)} ms, ${sink.rects} rects, ${sink.rowsDoneCalls.length} rowsDone`,
    );
    sink.assertComplete();
    expect(progress).toBe(1);
    expect([sink.width, sink.height]).toEqual([e.width, e.height]);
    const { min, max } = sink.stats;
    expect(Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2])).toBeGreaterThan(50); // not uniform
    expect([min[3], max[3]]).toEqual([255, 255]); // opaque
    const shown = orientRgba(sink.small(), sink.smallWidth, sink.smallHeight, header.orientation);
    writePng(`/tmp/heif-${path.basename(file)}.png`, shown.rgba, shown.width, shown.height);
  });

  it('passes tiles in bands when a tile is larger than maxPiecePixels', async () => {
    const source = fileSource('heic/sony-a7siii-10bit-422-grid.hif'); // 2176×1472 tiles
    const header = await readIsobmffHeader(source, 'heic');
    const sink = new CoverageSink(header.width, header.height, 16);
    let largest = 0;
    const rect = sink.rect.bind(sink);
    sink.rect = (rgba, x, y, w, h) => {
      largest = Math.max(largest, w * h);
      rect(rgba, x, y, w, h);
    };
    await decodeHeif(source, header, sink, context({ maxPiecePixels: 300_000 }));
    sink.assertComplete();
    expect(largest).toBeLessThanOrEqual(300_000);
  });
});

describe('tile output matches libheif’s whole-image decode (HeifDecoder + display)', () => {
  const cases = heic.filter((f) => f.path !== SAMSUNG).map((f) => f.path);
  it.each(cases)(
    '%s: per-channel difference ≤ 2 after the reported transform',
    async (file) => {
      const source = fileSource(file);
      const header = await readIsobmffHeader(source, 'heic');
      const full = new FullSink(header.width, header.height);
      await decodeHeif(source, header, full, context());
      const ours = orientRgba(full.rgba, header.width, header.height, header.orientation);

      const lib = await loadLibHeif();
      const images = new lib.m.HeifDecoder().decode(
        new Uint8Array(readFileSync(path.join(FIXTURES, file))),
      );
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
        const diff = compareRgba(ours.rgba, new Uint8Array(data.buffer));
        expect(diff.maxDiff).toBeLessThanOrEqual(2);
      } finally {
        images.forEach((i) => i.free());
      }
    },
    60_000,
  );
});

describe('the iPhone 8 Plus arrow', () => {
  it('points up once irot 270 is applied (and only once)', async () => {
    const file = 'heic/iphone8plus-grid-irot270-exif6-arrow.heic';
    const source = fileSource(file);
    const header = await readIsobmffHeader(source, 'heic');
    const sink = new CoverageSink(header.width, header.height, 48); // 84×63 picture
    await decodeHeif(source, header, sink, context());
    const shown = orientRgba(sink.small(), sink.smallWidth, sink.smallHeight, header.orientation);
    expect([shown.width, shown.height]).toEqual([63, 84]); // portrait
    writePng('/tmp/heif-arrow-shown.png', shown.rgba, shown.width, shown.height);
    // The pen strokes: pixels well below the paper's median luma. Per row, their extent.
    const luma = (i: number) =>
      (shown.rgba[i * 4]! * 299 + shown.rgba[i * 4 + 1]! * 587 + shown.rgba[i * 4 + 2]! * 114) /
      1000;
    const all = Array.from({ length: shown.width * shown.height }, (_, i) => luma(i)).sort(
      (a, b) => a - b,
    );
    const dark = all[all.length >> 1]! - 40;
    const spans = Array.from({ length: shown.height }, (_, y) => {
      const xs = Array.from({ length: shown.width }, (_, x) => x).filter(
        (x) => luma(y * shown.width + x) < dark,
      );
      return xs.length
        ? { y, left: xs[0]!, right: xs.at(-1)!, width: xs.at(-1)! - xs[0]! + 1 }
        : null;
    }).filter((s) => s !== null);
    const top = spans[0]!;
    const bottom = spans.at(-1)!;
    const shaftEnd = Math.max(...spans.slice(-5).map((s) => s.width)); // a stray stroke end aside
    const widest = spans.reduce((a, b) => (b.width > a.width ? b : a));
    // Up: the topmost stroke is the tip (a narrow spot near the centre line), the head's base
    // (the widest row) comes before 60 % of the drawing's height, and the shaft's end at the
    // bottom is wider than the tip but narrower than the head.
    expect(top.width).toBeLessThan(shown.width / 8);
    expect(Math.abs((top.left + top.right) / 2 - shown.width / 2)).toBeLessThan(shown.width / 8);
    expect(widest.width).toBeGreaterThan(shown.width * 0.6);
    expect(widest.y).toBeLessThan(top.y + 0.6 * (bottom.y - top.y));
    expect(shaftEnd).toBeGreaterThan(3 * top.width);
    expect(shaftEnd).toBeLessThan(widest.width * 0.6);
  });
});
