/**
 * Cases no fixture covers, built with the test writer from known pixels: byte orders and
 * BigTIFF, bit depths, palette, signed samples, predictors, planes, alpha, YCbCr, old-style
 * JPEG, missing byte counts, sparse tiles, streamed single strips, abort, refusals.
 */
import zlib from 'node:zlib';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError } from '../../../src/domain/imaging/errors';
import { createReferenceKernels } from '../../../wasm';
import type { DecodeContext } from '../../worker/types';
import { decodeTiff } from './tiff';
import { CollectSink } from './testing/collectSink';
import { difference } from './testing/compare';
import { lzwEncode } from './testing/lzwEncoder';
import type { TagSpec } from './testing/tiffWriter';
import { baseTags, writeTiff } from './testing/tiffWriter';

const kernels = createReferenceKernels();

function ctx(o: Partial<DecodeContext> = {}): DecodeContext {
  return {
    kernels,
    signal: new AbortController().signal,
    maxPiecePixels: 5_000_000,
    decodeJpeg: async (bytes) => {
      const d = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
      return { rgba: d.data, width: d.width, height: d.height };
    },
    ...o,
  };
}

async function decode(
  file: Uint8Array,
  width: number,
  height: number,
  o: Partial<DecodeContext> = {},
) {
  const sink = new CollectSink(width, height);
  await decodeTiff(bytesSource(file), null as never, sink, ctx(o));
  expect(sink.problems()).toEqual([]);
  return sink;
}

async function failure(file: Uint8Array, o: Partial<DecodeContext> = {}): Promise<PipelineError> {
  const sink = new CollectSink(1, 1);
  const error = await decodeTiff(bytesSource(file), null as never, sink, ctx(o)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PipelineError);
  return error as PipelineError;
}

/** A deterministic RGB picture, w × h × 3 bytes. */
function picture(w: number, h: number, channels = 3): Uint8Array {
  const p = new Uint8Array(w * h * channels);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < channels; c++)
        p[(y * w + x) * channels + c] = (x * 7 + y * 13 + c * 80 + ((x * y) % 31)) & 0xff;
  return p;
}

function rgbaOf(samples: Uint8Array, channels: number): Uint8Array {
  const n = samples.length / channels;
  const out = new Uint8Array(n * 4);
  for (let i = 0; i < n; i++) {
    const s = samples.subarray(i * channels, i * channels + channels);
    out.set(channels >= 3 ? [s[0]!, s[1]!, s[2]!] : [s[0]!, s[0]!, s[0]!], i * 4);
    out[i * 4 + 3] = channels === 4 || channels === 2 ? s[channels - 1]! : 255;
  }
  return out;
}

function strips(
  data: Uint8Array,
  rowBytes: number,
  rows: number,
  rps: number,
  encode = (b: Uint8Array) => b,
) {
  const out: Uint8Array[] = [];
  for (let y = 0; y < rows; y += rps)
    out.push(encode(data.slice(y * rowBytes, Math.min(rows, y + rps) * rowBytes)));
  return out;
}

const expectSame = (a: Uint8Array, b: Uint8Array, width: number, tolerance = 0) =>
  expect(difference(a, b, width, tolerance).first).toBeNull();

describe('containers', () => {
  const w = 37;
  const h = 23;
  const px = picture(w, h);
  for (const littleEndian of [true, false]) {
    for (const bigTiff of [false, true]) {
      it(`${littleEndian ? 'II' : 'MM'} ${bigTiff ? 'BigTIFF' : 'classic'}, LZW strips of 5 rows`, async () => {
        const file = writeTiff({
          littleEndian,
          bigTiff,
          tags: baseTags({
            width: w,
            height: h,
            bits: [8, 8, 8],
            photometric: 2,
            compression: 5,
            rowsPerStrip: 5,
          }),
          pieces: strips(px, w * 3, h, 5, lzwEncode),
        });
        expectSame((await decode(file, w, h)).rgba, rgbaOf(px, 3), w);
      });
    }
  }

  it('tiles that overhang the image (uncompressed, 16×16 tiles on 37×23)', async () => {
    const tiles: Uint8Array[] = [];
    for (let ty = 0; ty < 2; ty++)
      for (let tx = 0; tx < 3; tx++) {
        const t = new Uint8Array(16 * 16 * 3).fill(99); // padding outside the image
        for (let y = 0; y < 16; y++)
          for (let x = 0; x < 16; x++) {
            const X = tx * 16 + x;
            const Y = ty * 16 + y;
            if (X < w && Y < h)
              t.set(px.subarray((Y * w + X) * 3, (Y * w + X) * 3 + 3), (y * 16 + x) * 3);
          }
        tiles.push(t);
      }
    const file = writeTiff({
      tiled: true,
      tags: baseTags({
        width: w,
        height: h,
        bits: [8, 8, 8],
        photometric: 2,
        extra: [
          { tag: 322, type: 3, value: [16] },
          { tag: 323, type: 3, value: [16] },
        ],
      }),
      pieces: tiles,
    });
    expectSame((await decode(file, w, h)).rgba, rgbaOf(px, 3), w);
    // a 64-px band budget: tiles are delivered in bands of 4 rows
    expectSame((await decode(file, w, h, { maxPiecePixels: 64 })).rgba, rgbaOf(px, 3), w);
  });

  it('a sparse tile (offset 0, count 0) decodes as zeros', async () => {
    const file = writeTiff({
      tiled: true,
      tags: baseTags({
        width: 16,
        height: 32,
        bits: [8],
        photometric: 1,
        extra: [
          { tag: 322, type: 3, value: [16] },
          { tag: 323, type: 3, value: [16] },
        ],
      }),
      pieces: [new Uint8Array(256).fill(200), new Uint8Array(256).fill(100)],
    });
    // patch the second tile's offset and count to 0
    const view = new DataView(file.buffer);
    const ifd = view.getUint32(4, true);
    const n = view.getUint16(ifd, true);
    for (let i = 0; i < n; i++) {
      const e = ifd + 2 + i * 12;
      const tag = view.getUint16(e, true);
      if (tag === 324 || tag === 325) view.setUint32(view.getUint32(e + 8, true) + 4, 0, true);
    }
    const img = await decode(file, 16, 32);
    expect(img.rgba[0]).toBe(200);
    expect(img.rgba[16 * 16 * 4]).toBe(0);
  });
});

describe('samples', () => {
  it('16-bit RGB, predictor 2, Deflate, both byte orders', async () => {
    const w = 19;
    const h = 11;
    const v = new Uint16Array(w * h * 3).map((_, i) => (i * 2671) & 0xffff);
    for (const le of [true, false]) {
      const raw = new Uint8Array(v.length * 2);
      const dv = new DataView(raw.buffer);
      // predictor 2: store row differences
      for (let y = 0; y < h; y++)
        for (let i = 0; i < w * 3; i++) {
          const k = y * w * 3 + i;
          const d = i < 3 ? v[k]! : (v[k]! - v[k - 3]!) & 0xffff;
          dv.setUint16(k * 2, d, le);
        }
      const file = writeTiff({
        littleEndian: le,
        tags: baseTags({
          width: w,
          height: h,
          bits: [16, 16, 16],
          photometric: 2,
          compression: 8,
          rowsPerStrip: 4,
          extra: [{ tag: 317, type: 3, value: [2] }],
        }),
        pieces: strips(raw, w * 6, h, 4, (b) => new Uint8Array(zlib.deflateSync(b))),
      });
      const expected = rgbaOf(
        Uint8Array.from(v, (x) => Math.round(x / 257)),
        3,
      );
      expectSame((await decode(file, w, h)).rgba, expected, w);
    }
  });

  for (const bits of [1, 2, 4, 8]) {
    it(`${bits}-bit palette`, async () => {
      const w = 13;
      const h = 5;
      const n = 1 << bits;
      const map = [
        ...Array.from({ length: n }, (_, i) => (i * 4000) % 65536),
        ...Array.from({ length: n }, (_, i) => 65535 - ((i * 3000) % 65536)),
        ...Array.from({ length: n }, (_, i) => (i * 9000) % 65536),
      ];
      const index = (x: number, y: number) => (x + y * 3) % n;
      const rowBytes = Math.ceil((w * bits) / 8);
      const raw = new Uint8Array(rowBytes * h);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const bit = x * bits;
          raw[y * rowBytes + (bit >> 3)]! |= index(x, y) << (8 - bits - (bit & 7));
        }
      const file = writeTiff({
        tags: baseTags({
          width: w,
          height: h,
          bits: [bits],
          photometric: 3,
          extra: [{ tag: 320, type: 3, value: map }],
        }),
        pieces: [raw],
      });
      const img = await decode(file, w, h);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const i = index(x, y);
          const p = (y * w + x) * 4;
          expect(Array.from(img.rgba.subarray(p, p + 4))).toEqual([
            Math.round(map[i]! / 257),
            Math.round(map[n + i]! / 257),
            Math.round(map[2 * n + i]! / 257),
            255,
          ]);
        }
    });
  }

  for (const bits of [1, 2, 4]) {
    for (const photometric of [0, 1]) {
      it(`${bits}-bit ${photometric ? 'BlackIsZero' : 'WhiteIsZero'} grey, rows padded to bytes`, async () => {
        const w = 11;
        const h = 3;
        const max = (1 << bits) - 1;
        const rowBytes = Math.ceil((w * bits) / 8);
        const raw = new Uint8Array(rowBytes * h);
        const value = (x: number, y: number) => (x + y) % (max + 1);
        for (let y = 0; y < h; y++)
          for (let x = 0; x < w; x++)
            raw[y * rowBytes + ((x * bits) >> 3)]! |= value(x, y) << (8 - bits - ((x * bits) & 7));
        const file = writeTiff({
          tags: baseTags({ width: w, height: h, bits: [bits], photometric }),
          pieces: [raw],
        });
        const img = await decode(file, w, h);
        for (let y = 0; y < h; y++)
          for (let x = 0; x < w; x++) {
            const g = Math.round((value(x, y) * 255) / max);
            expect(img.rgba[(y * w + x) * 4]).toBe(photometric ? g : 255 - g);
          }
      });
    }
  }

  it('signed 8- and 16-bit grey map -min..max to 0..255', async () => {
    const s8 = new Int8Array([-128, -1, 0, 127]);
    const file8 = writeTiff({
      tags: baseTags({
        width: 4,
        height: 1,
        bits: [8],
        photometric: 1,
        extra: [{ tag: 339, type: 3, value: [2] }],
      }),
      pieces: [new Uint8Array(s8.buffer)],
    });
    const a = await decode(file8, 4, 1);
    expect([0, 4, 8, 12].map((i) => a.rgba[i])).toEqual([0, 127, 128, 255]);
    const s16 = new Int16Array([-32768, -1, 0, 32767]);
    const file16 = writeTiff({
      tags: baseTags({
        width: 4,
        height: 1,
        bits: [16],
        photometric: 1,
        extra: [{ tag: 339, type: 3, value: [2] }],
      }),
      pieces: [new Uint8Array(s16.buffer)],
    });
    const b = await decode(file16, 4, 1);
    expect([0, 4, 8, 12].map((i) => b.rgba[i])).toEqual([0, 127, 128, 255]); // 32767.5 / 257 → 127
  });

  it('grey + unassociated alpha, planar RGBA strips, CMYK + alpha, RGB + an unspecified extra', async () => {
    const w = 9;
    const h = 4;
    const ga = picture(w, h, 2);
    const f1 = writeTiff({
      tags: baseTags({
        width: w,
        height: h,
        bits: [8, 8],
        photometric: 1,
        extra: [{ tag: 338, type: 3, value: [2] }],
      }),
      pieces: [ga],
    });
    expectSame((await decode(f1, w, h)).rgba, rgbaOf(ga, 2), w);

    const rgba = picture(w, h, 4);
    const planes = [0, 1, 2, 3].map((c) =>
      Uint8Array.from({ length: w * h }, (_, i) => rgba[i * 4 + c]!),
    );
    const f2 = writeTiff({
      tags: baseTags({
        width: w,
        height: h,
        bits: [8, 8, 8, 8],
        photometric: 2,
        planar: 2,
        rowsPerStrip: 3,
        extra: [{ tag: 338, type: 3, value: [2] }],
      }),
      pieces: planes.flatMap((p) => strips(p, w, h, 3)),
    });
    expectSame((await decode(f2, w, h)).rgba, rgbaOf(rgba, 4), w);

    const cmyka = picture(w, h, 5);
    const f3 = writeTiff({
      tags: baseTags({
        width: w,
        height: h,
        bits: [8, 8, 8, 8, 8],
        photometric: 5,
        extra: [{ tag: 338, type: 3, value: [2] }],
      }),
      pieces: [cmyka],
    });
    const c = await decode(f3, w, h);
    for (let i = 0; i < w * h; i++) {
      const [C, M, Y, K, A] = Array.from(cmyka.subarray(i * 5, i * 5 + 5)) as [
        number,
        number,
        number,
        number,
        number,
      ];
      const k = 1 - K / 255;
      expect(c.rgba[i * 4]).toBeCloseTo(255 * (1 - C / 255) * k, -0.5);
      expect(c.rgba[i * 4 + 1]).toBeCloseTo(255 * (1 - M / 255) * k, -0.5);
      expect(c.rgba[i * 4 + 2]).toBeCloseTo(255 * (1 - Y / 255) * k, -0.5);
      expect(c.rgba[i * 4 + 3]).toBe(A);
    }

    const rgbx = picture(w, h, 4);
    const f4 = writeTiff({
      tags: baseTags({
        width: w,
        height: h,
        bits: [8, 8, 8, 8],
        photometric: 2,
        extra: [{ tag: 338, type: 3, value: [0] }],
      }),
      pieces: [rgbx],
    });
    expectSame(
      (await decode(f4, w, h)).rgba,
      rgbaOf(rgbx, 4).map((v, i) => ((i & 3) === 3 ? 255 : v)),
      w,
    );
  });

  it('associated alpha is un-premultiplied', async () => {
    const px = new Uint8Array([100, 50, 0, 200, 0, 0, 0, 0, 64, 64, 64, 64, 255, 0, 0, 255]);
    const file = writeTiff({
      tags: baseTags({
        width: 4,
        height: 1,
        bits: [8, 8, 8, 8],
        photometric: 2,
        extra: [{ tag: 338, type: 3, value: [1] }],
      }),
      pieces: [px],
    });
    const img = await decode(file, 4, 1);
    expect(Array.from(img.rgba)).toEqual([
      128, 64, 0, 200, 0, 0, 0, 0, 255, 255, 255, 64, 255, 0, 0, 255,
    ]);
  });
});

describe('colour models', () => {
  it('uncompressed YCbCr 2×2 subsampled and 1×1', async () => {
    // 6×4 px: data units of 2×2 Y then Cb, Cr. Flat chroma per unit, so the result is exact.
    const w = 5; // odd: the last unit is half outside
    const h = 4;
    const units: number[] = [];
    const expected = new Uint8Array(w * h * 4);
    const toRgb = (y: number, cb: number, cr: number) => [
      Math.max(0, Math.min(255, Math.round(y + 1.402 * (cr - 128)))),
      Math.max(0, Math.min(255, Math.round(y - 0.344136 * (cb - 128) - 0.714136 * (cr - 128)))),
      Math.max(0, Math.min(255, Math.round(y + 1.772 * (cb - 128)))),
    ];
    for (let by = 0; by < 2; by++)
      for (let bx = 0; bx < 3; bx++) {
        const cb = 100 + bx * 20;
        const cr = 150 - by * 30;
        const ys = [0, 1, 2, 3].map((k) => 60 + bx * 30 + by * 40 + k * 5);
        units.push(...ys, cb, cr);
        ys.forEach((yv, k) => {
          const x = bx * 2 + (k & 1);
          const y = by * 2 + (k >> 1);
          if (x < w) {
            expected.set(toRgb(yv, cb, cr), (y * w + x) * 4);
            expected[(y * w + x) * 4 + 3] = 255;
          }
        });
      }
    const file = writeTiff({
      tags: baseTags({
        width: w,
        height: h,
        bits: [8, 8, 8],
        photometric: 6,
        rowsPerStrip: 2,
        extra: [{ tag: 530, type: 3, value: [2, 2] }],
      }),
      pieces: [new Uint8Array(units.slice(0, 18)), new Uint8Array(units.slice(18))],
    });
    expectSame((await decode(file, w, h)).rgba, expected, w, 1);

    const full = new Uint8Array([128, 128, 128, 200, 90, 180]);
    const file11 = writeTiff({
      tags: baseTags({
        width: 2,
        height: 1,
        bits: [8, 8, 8],
        photometric: 6,
        extra: [{ tag: 530, type: 3, value: [1, 1] }],
      }),
      pieces: [full],
    });
    const img = await decode(file11, 2, 1);
    expect(Array.from(img.rgba.subarray(0, 4))).toEqual([128, 128, 128, 255]);
    expect(Array.from(img.rgba.subarray(4, 7))).toEqual(toRgb(200, 90, 180));
  });

  it('CIELab: white, black, mid grey and a saturated red', async () => {
    const lab = new Int8Array([-1, 0, 0, 0, 0, 0, 0x77, 0, 0, 0x88 - 256, 80, 67]);
    const file = writeTiff({
      tags: baseTags({ width: 4, height: 1, bits: [8, 8, 8], photometric: 8 }),
      pieces: [new Uint8Array(lab.buffer)],
    });
    const img = await decode(file, 4, 1);
    expect(Array.from(img.rgba.subarray(0, 4))).toEqual([255, 255, 255, 255]);
    expect(Array.from(img.rgba.subarray(4, 8))).toEqual([0, 0, 0, 255]);
    const grey = Array.from(img.rgba.subarray(8, 11));
    expect(Math.max(...grey) - Math.min(...grey)).toBeLessThanOrEqual(1);
    expect(grey[0]).toBeGreaterThan(100);
    const [r, g, b] = Array.from(img.rgba.subarray(12, 15)) as [number, number, number];
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
  });

  it('old-style JPEG (6) through JPEGInterchangeFormat', async () => {
    const w = 24;
    const h = 16;
    const rgba = rgbaOf(picture(w, h), 3);
    const stream = new Uint8Array(jpeg.encode({ data: rgba, width: w, height: h }, 90).data);
    const tags: TagSpec[] = baseTags({
      width: w,
      height: h,
      bits: [8, 8, 8],
      photometric: 6,
      compression: 6,
    });
    // The writer puts the stream as the only strip; 513/514 point at it.
    const probe = writeTiff({
      tags: [
        ...tags,
        { tag: 513, type: 4, value: [0] },
        { tag: 514, type: 4, value: [stream.length] },
      ],
      pieces: [stream],
    });
    const stripAt = 8;
    expect(probe[stripAt]).toBe(0xff);
    const file = writeTiff({
      tags: [
        ...tags,
        { tag: 513, type: 4, value: [stripAt] },
        { tag: 514, type: 4, value: [stream.length] },
      ],
      pieces: [stream],
    });
    const img = await decode(file, w, h);
    const reference = jpeg.decode(stream, { useTArray: true, formatAsRGBA: true });
    expectSame(img.rgba, reference.data, w);
    // Without 513 there is no way to find the stream: corrupt.
    const bad = writeTiff({ tags, pieces: [stream] });
    expect((await failure(bad)).failure.key).toBe('corruptImage');
  });
});

describe('pieces', () => {
  it('missing StripByteCounts: computed for uncompressed data, estimated for LZW', async () => {
    const w = 10;
    const h = 9;
    const px = picture(w, h);
    for (const compression of [1, 5]) {
      const file = writeTiff({
        omitCounts: true,
        tags: baseTags({
          width: w,
          height: h,
          bits: [8, 8, 8],
          photometric: 2,
          compression,
          rowsPerStrip: 4,
        }),
        pieces: strips(px, w * 3, h, 4, compression === 5 ? lzwEncode : (b) => b),
      });
      expectSame((await decode(file, w, h)).rgba, rgbaOf(px, 3), w);
    }
  });

  it('a single strip larger than the piece budget streams in bands (none, LZW, PackBits, Deflate)', async () => {
    const w = 600;
    const h = 700; // 1.26 MB of RGB: above the 1 MiB streaming floor with a 20k-px budget
    const px = picture(w, h);
    const packBits = (b: Uint8Array) => {
      const out: number[] = [];
      for (let i = 0; i < b.length; i += 128) {
        const n = Math.min(128, b.length - i);
        out.push(n - 1, ...b.subarray(i, i + n));
      }
      return new Uint8Array(out);
    };
    const encoders: Record<number, (b: Uint8Array) => Uint8Array> = {
      1: (b) => b,
      5: lzwEncode,
      32773: packBits,
      8: (b) => new Uint8Array(zlib.deflateSync(b)),
    };
    for (const [compression, encode] of Object.entries(encoders)) {
      const file = writeTiff({
        tags: baseTags({
          width: w,
          height: h,
          bits: [8, 8, 8],
          photometric: 2,
          compression: Number(compression),
        }),
        pieces: [encode(px)],
      });
      const img = await decode(file, w, h, { maxPiecePixels: 20_000 });
      expect(img.largestRect).toBeLessThanOrEqual(20_000);
      expectSame(img.rgba, rgbaOf(px, 3), w);
    }
  });
});

describe('refusals and abort', () => {
  const simple = (extra: TagSpec[], bits = [8], photometric = 1, compression = 1) =>
    writeTiff({
      tags: baseTags({ width: 4, height: 4, bits, photometric, compression, extra }),
      pieces: [new Uint8Array(64)],
    });

  it('refuses floating point, predictor 3, unknown compressions and photometrics clearly', async () => {
    expect(
      (await failure(simple([{ tag: 339, type: 3, value: [3] }], [32]))).failure.detail,
    ).toMatch(/floating-point/);
    expect(
      (await failure(simple([{ tag: 317, type: 3, value: [3] }], [8], 1, 5))).failure.detail,
    ).toMatch(/predictor/);
    expect((await failure(simple([], [8], 1, 34712))).failure.detail).toMatch(/compression 34712/);
    expect((await failure(simple([], [8], 32844))).failure.detail).toMatch(/photometric/);
    expect((await failure(simple([], [12]))).failure.detail).toMatch(/12 bits/);
    for (const e of [
      await failure(simple([{ tag: 339, type: 3, value: [3] }], [32])),
      await failure(simple([], [8], 1, 34712)),
    ]) {
      expect(e.failure.key).toBe('uploadFileTypeInvalid');
    }
  });

  it('stops between pieces when aborted', async () => {
    const w = 50;
    const h = 50;
    const file = writeTiff({
      tags: baseTags({ width: w, height: h, bits: [8], photometric: 1, rowsPerStrip: 1 }),
      pieces: strips(picture(w, h, 1), w, h, 1),
    });
    const controller = new AbortController();
    const sink = new CollectSink(w, h);
    const aborting = {
      rect: sink.rect.bind(sink),
      rowsDone(y: number) {
        sink.rowsDone(y);
        if (y === 10) controller.abort();
      },
    };
    const error = await decodeTiff(
      bytesSource(file),
      null as never,
      aborting,
      ctx({ signal: controller.signal }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PipelineError);
    expect((error as PipelineError).failure.key).toBe('imageDecodeAborted');
    expect(sink.done).toBe(10);
  });
});
