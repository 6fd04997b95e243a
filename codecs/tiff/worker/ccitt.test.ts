/**
 * CCITT: the G4 fixture page (checked against utif in fixtures.test.ts) re-encoded by an
 * independent modified-Huffman encoder as compression 2 (RLE), T.4 1-D (with and without fill
 * bits, both fill orders) and T.4 mixed 1-D/2-D rows must decode to the same page; broken data
 * fails fast with a typed error (utif's decoder needs 8 s for 16 KB of zeros).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError } from '../../../src/domain/imaging/errors';
import { corpusFile } from '../../../tests/fixtures';
import { createReferenceKernels } from '../../../wasm';
import type { DecodeContext } from '../../worker/types';
import { CcittDecoder } from './ccitt';
import {
  BLACK_MAKEUP,
  BLACK_TERMINATING,
  EXTENDED_MAKEUP,
  WHITE_MAKEUP,
  WHITE_TERMINATING,
} from './ccittCodes';
import { decodeTiff } from './tiff';
import { readTiffImage } from './image';
import { CollectSink } from './testing/collectSink';
import { baseTags, writeTiff } from './testing/tiffWriter';

const G4 = corpusFile('tiff/multipage-3-g4-a4-400dpi-ghostscript.tif');
const g4Bytes = new Uint8Array(fs.readFileSync(G4));
const kernels = createReferenceKernels();
const ctx = (): DecodeContext => ({
  kernels,
  signal: new AbortController().signal,
  maxPiecePixels: 5_000_000,
  decodeJpeg: () => Promise.reject(new Error('no JPEG here')),
});

async function decode(bytes: Uint8Array) {
  const image = await readTiffImage(bytesSource(bytes));
  const sink = new CollectSink(image.width, image.height);
  await decodeTiff(bytesSource(bytes), null as never, sink, ctx());
  expect(sink.problems()).toEqual([]);
  return sink;
}

class BitWriter {
  private readonly bytes: number[] = [];
  private acc = 0;
  private n = 0;
  put(code: string): void {
    for (const ch of code) {
      this.acc = (this.acc << 1) | (ch === '1' ? 1 : 0);
      if (++this.n === 8) {
        this.bytes.push(this.acc);
        this.acc = 0;
        this.n = 0;
      }
    }
  }
  /** Bits from a bit-addressed source (MSB first). */
  copy(src: Uint8Array, from: number, to: number): void {
    for (let p = from; p < to; p++) this.put((src[p >>> 3]! >>> (7 - (p & 7))) & 1 ? '1' : '0');
  }
  align(): void {
    while (this.n !== 0) this.put('0');
  }
  get bitLength(): number {
    return this.bytes.length * 8 + this.n;
  }
  done(): Uint8Array {
    this.align();
    return new Uint8Array(this.bytes);
  }
}

const EOL = '000000000001';

/** Byte equality without vitest's element-wise deep compare (62 MB pages). */
function expectSame(a: Uint8Array, b: Uint8Array): void {
  expect(a.length).toBe(b.length);
  expect(Buffer.compare(a, b)).toBe(0);
}

/** Runs of a 1-bit row (1 = black), starting with white. */
function runsOf(row: Uint8Array, width: number): number[] {
  const runs: number[] = [];
  let colour = 0;
  let len = 0;
  for (let x = 0; x < width; x++) {
    const bit = (row[x >>> 3]! >>> (7 - (x & 7))) & 1;
    if (bit === colour) len++;
    else {
      runs.push(len);
      colour = bit;
      len = 1;
    }
  }
  runs.push(len);
  return runs;
}

function putMhRow(w: BitWriter, row: Uint8Array, width: number): void {
  runsOf(row, width).forEach((run, i) => {
    const black = i & 1;
    let x = run;
    while (x >= 64) {
      if (x >= 2560) {
        w.put(EXTENDED_MAKEUP[12]!);
        x -= 2560;
      } else if (x >= 1792) {
        const k = (x >> 6) - 28;
        w.put(EXTENDED_MAKEUP[k]!);
        x -= (k + 28) * 64;
      } else {
        const k = x >> 6;
        w.put((black ? BLACK_MAKEUP : WHITE_MAKEUP)[k - 1]!);
        x -= k * 64;
      }
    }
    w.put((black ? BLACK_TERMINATING : WHITE_TERMINATING)[x]!);
  });
}

/** The G4 page: its rows (1-bit), and per strip the bit ranges of each row's 2-D code. */
async function g4Page() {
  const image = await readTiffImage(bytesSource(g4Bytes));
  const width = image.width;
  const rowBytes = Math.ceil(width / 8);
  const rps = image.geometry.kind === 'strips' ? image.geometry.rowsPerStrip : 0;
  const strips: { rows: Uint8Array[]; ranges: [number, number][]; data: Uint8Array }[] = [];
  for (let s = 0; s * rps < image.height; s++) {
    const off = image.pieces.offsets[s]!;
    const data = g4Bytes.subarray(off, off + image.pieces.counts[s]!);
    const d = new CcittDecoder(data, width, 4, 0);
    const rows: Uint8Array[] = [];
    const ranges: [number, number][] = [];
    const n = Math.min(rps, image.height - s * rps);
    for (let r = 0; r < n; r++) {
      const from = (d as unknown as { pos: number }).pos;
      const row = new Uint8Array(rowBytes);
      d.decodeRows(row, 1);
      ranges.push([from, (d as unknown as { pos: number }).pos]);
      rows.push(row);
    }
    strips.push({ rows, ranges, data });
  }
  return { width, height: image.height, rps, strips };
}

function ccittTiff(
  page: Awaited<ReturnType<typeof g4Page>>,
  compression: number,
  encode: (strip: Awaited<ReturnType<typeof g4Page>>['strips'][number]) => Uint8Array,
  extra: { tag: number; type: number; value: number[] }[] = [],
) {
  return writeTiff({
    tags: baseTags({
      width: page.width,
      height: page.height,
      bits: [1],
      photometric: 0,
      compression,
      rowsPerStrip: page.rps,
      extra,
    }),
    pieces: page.strips.map(encode),
  });
}

describe('CCITT decoding', async () => {
  const page = await g4Page();
  const reference = await decode(g4Bytes);

  it('compression 2 (modified Huffman, byte-aligned rows)', async () => {
    const file = ccittTiff(page, 2, (strip) => {
      const w = new BitWriter();
      for (const row of strip.rows) {
        putMhRow(w, row, page.width);
        w.align();
      }
      return w.done();
    });
    expectSame((await decode(file)).rgba, reference.rgba);
  });

  for (const fill of [false, true]) {
    it(`T.4 1-D with EOLs${fill ? ', byte-aligned EOLs (T4Options 4), fill order 2' : ''}`, async () => {
      const file = ccittTiff(
        page,
        3,
        (strip) => {
          const w = new BitWriter();
          for (const row of strip.rows) {
            if (fill) while ((w.bitLength + 12) % 8 !== 0) w.put('0');
            w.put(EOL);
            putMhRow(w, row, page.width);
          }
          for (let i = 0; i < 6; i++) w.put(EOL); // RTC
          const bytes = w.done();
          if (!fill) return bytes;
          // FillOrder 2: least significant bit first
          return bytes.map((b) => {
            let r = 0;
            for (let i = 0; i < 8; i++) if (b & (1 << i)) r |= 0x80 >> i;
            return r;
          });
        },
        fill
          ? [
              { tag: 292, type: 4, value: [4] },
              { tag: 266, type: 3, value: [2] },
            ]
          : [],
      );
      expectSame((await decode(file)).rgba, reference.rgba);
    });
  }

  it('T.4 2-D (T4Options 1): EOL + tag bit, every third row 1-D, the others 2-D', async () => {
    const file = ccittTiff(
      page,
      3,
      (strip) => {
        const w = new BitWriter();
        strip.rows.forEach((row, r) => {
          w.put(EOL);
          if (r % 3 === 0) {
            w.put('1');
            putMhRow(w, row, page.width);
          } else {
            w.put('0');
            const [from, to] = strip.ranges[r]!;
            w.copy(strip.data, from, to);
          }
        });
        return w.done();
      },
      [{ tag: 292, type: 4, value: [1] }],
    );
    expectSame((await decode(file)).rgba, reference.rgba);
  });

  it('fails fast and typed on zeros, random bytes and truncated rows', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 0xff;
    const cases: [number, Uint8Array][] = [
      [4, new Uint8Array(200_000)],
      [3, new Uint8Array(200_000)],
      [2, new Uint8Array(200_000)],
      [4, Uint8Array.from({ length: 100_000 }, random)],
      [3, Uint8Array.from({ length: 100_000 }, random)],
      [4, page.strips[0]!.data.subarray(0, 100)],
    ];
    for (const [compression, data] of cases) {
      const file = writeTiff({
        tags: baseTags({ width: 3307, height: 4677, bits: [1], photometric: 0, compression }),
        pieces: [data],
      });
      const t0 = performance.now();
      const sink = new CollectSink(3307, 4677);
      const error = await decodeTiff(bytesSource(file), null as never, sink, ctx()).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PipelineError);
      expect((error as PipelineError).failure.key).toBe('corruptImage');
      expect(performance.now() - t0).toBeLessThan(2000); // utif: 8 s for 16 KB of zeros
    }
  });
});
