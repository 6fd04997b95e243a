/**
 * Bad inputs fail fast with typed PipelineErrors and never yield a wrong image: truncated
 * fixtures (either an error or exactly the untruncated pixels), corrupt IFD offsets, looping
 * directory chains, absurd sizes (refused before allocating), random byte flips.
 */
import fs from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError } from '../../../src/domain/imaging/errors';
import { corpusFile } from '../../../tests/fixtures';
import { createReferenceKernels } from '../../../wasm';
import type { DecodeContext } from '../../worker/types';
import { listIfdOffsets, readTiffHeader } from '../ifd';
import { decodeTiff } from './tiff';
import { readTiffImage } from './image';
import { CollectSink } from './testing/collectSink';
import { baseTags, writeTiff } from './testing/tiffWriter';

const DIR = corpusFile('tiff');
const fixtures = fs.readdirSync(DIR).filter((f) => f.endsWith('.tif'));
const kernels = createReferenceKernels();

function ctx(): DecodeContext {
  return {
    kernels,
    signal: new AbortController().signal,
    maxPiecePixels: 5_000_000,
    decodeJpeg: async (bytes) => {
      const d = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxMemoryUsageInMB: 256,
      });
      return { rgba: d.data, width: d.width, height: d.height };
    },
  };
}

type Outcome = { ok: true; rgba: Uint8Array } | { ok: false; error: unknown };

async function run(bytes: Uint8Array | ByteSource): Promise<Outcome> {
  const source = bytes instanceof Uint8Array ? bytesSource(bytes) : bytes;
  try {
    const image = await readTiffImage(source);
    if (image.width * image.height > 32_000_000) {
      // a flipped size byte: decode without assembling the picture
      await decodeTiff(
        source,
        null as never,
        { rect: () => undefined, rowsDone: () => undefined },
        ctx(),
      );
      return { ok: true, rgba: new Uint8Array(0) };
    }
    const sink = new CollectSink(image.width, image.height);
    await decodeTiff(source, null as never, sink, ctx());
    if (sink.problems().length) return { ok: false, error: new Error(sink.problems().join('; ')) };
    return { ok: true, rgba: sink.rgba };
  } catch (error) {
    return { ok: false, error };
  }
}

function expectTyped(o: Outcome, key?: string): void {
  expect(o.ok).toBe(false);
  if (o.ok) return;
  if (!(o.error instanceof PipelineError)) throw o.error;
  if (key) expect(o.error.failure.key).toBe(key);
}

const full = new Map<string, Uint8Array>();
async function fullDecode(name: string, bytes: Uint8Array): Promise<Uint8Array> {
  if (!full.has(name)) {
    const o = await run(bytes);
    if (!o.ok) throw o.error;
    full.set(name, o.rgba);
  }
  return full.get(name)!;
}

describe('truncated fixtures: a typed error, or exactly the full picture', () => {
  for (const name of fixtures) {
    it(name, async () => {
      const bytes = new Uint8Array(fs.readFileSync(path.join(DIR, name)));
      const reference = await fullDecode(name, bytes);
      const image = await readTiffImage(bytesSource(bytes));
      let dataEnd = 0;
      for (let i = 0; i < image.pieces.offsets.length; i++) {
        dataEnd = Math.max(dataEnd, image.pieces.offsets[i]! + image.pieces.counts[i]!);
      }
      const cuts = [
        0,
        4,
        8,
        15,
        100,
        ...[0.1, 0.3, 0.5, 0.7, 0.9, 0.99].map((f) => Math.floor(bytes.length * f)),
      ];
      cuts.push(bytes.length - 1, dataEnd - 1, Math.floor(dataEnd / 2));
      for (const cut of cuts) {
        const t0 = performance.now();
        const o = await run(bytes.subarray(0, cut));
        expect(performance.now() - t0).toBeLessThan(3000);
        if (o.ok) {
          // Only a cut after the pixel data may still decode — losing at most a compressed
          // piece's trailer (LZW end code, Deflate's Adler-32) — and then to the same pixels.
          expect(cut).toBeGreaterThanOrEqual(dataEnd - 4);
          expect(Buffer.compare(o.rgba, reference)).toBe(0);
        } else {
          expectTyped(o);
          if (cut < dataEnd && cut >= 8)
            expect((o.error as PipelineError).failure.key).toBe('corruptImage');
        }
      }
    });
  }
});

describe('corrupt directories', () => {
  const good = () =>
    writeTiff({
      tags: baseTags({ width: 4, height: 4, bits: [8], photometric: 1 }),
      pieces: [new Uint8Array(16).fill(7)],
    });

  it('IFD offsets past the end, inside the header, or misaligned garbage', async () => {
    for (const offset of [0, 3, 0xffffff00, good().length, good().length - 1]) {
      const f = good();
      new DataView(f.buffer).setUint32(4, offset, true);
      expectTyped(await run(f), 'corruptImage');
    }
  });

  it('not a TIFF at all, and unknown versions', async () => {
    expectTyped(await run(new TextEncoder().encode('GIF89a not a tiff at all')), 'corruptImage');
    const f = good();
    f[2] = 44;
    expectTyped(await run(f), 'corruptImage');
    expectTyped(await run(new Uint8Array(0)), 'corruptImage');
  });

  it('a directory chain that loops back on itself ends; page 1 still decodes', async () => {
    const f = writeTiff({
      tags: baseTags({ width: 4, height: 4, bits: [8], photometric: 1 }),
      pieces: [new Uint8Array(16).fill(7)],
      next: 'self',
    });
    const source = bytesSource(f);
    const pages = await listIfdOffsets(source, await readTiffHeader(source));
    expect(pages).toHaveLength(1);
    const o = await run(f);
    expect(o.ok).toBe(true);
  });

  it('strip offsets and counts beyond the file, and too few of them', async () => {
    const past = writeTiff({
      tags: [...baseTags({ width: 4, height: 4, bits: [8], photometric: 1 })],
      pieces: [new Uint8Array(16)],
    });
    // point the strip at the end of the file
    const view = new DataView(past.buffer);
    const ifd = view.getUint32(4, true);
    for (let i = 0; i < view.getUint16(ifd, true); i++) {
      const e = ifd + 2 + i * 12;
      if (view.getUint16(e, true) === 273) view.setUint32(e + 8, past.length + 10, true);
    }
    const t0 = performance.now();
    expectTyped(await run(past), 'corruptImage');
    expect(performance.now() - t0).toBeLessThan(2000); // a hang guard, not a speed figure

    const few = writeTiff({
      tags: baseTags({ width: 4, height: 4, bits: [8], photometric: 1, rowsPerStrip: 1 }),
      pieces: [new Uint8Array(4), new Uint8Array(4)], // 4 strips needed
    });
    expectTyped(await run(few), 'corruptImage');

    const huge = writeTiff({
      tags: baseTags({ width: 4, height: 4, bits: [8], photometric: 1 }),
      pieces: [new Uint8Array(16)],
    });
    const hv = new DataView(huge.buffer);
    const hifd = hv.getUint32(4, true);
    for (let i = 0; i < hv.getUint16(hifd, true); i++) {
      const e = hifd + 2 + i * 12;
      if (hv.getUint16(e, true) === 273) hv.setUint32(e + 4, 0x40000000, true); // 2^30 offsets
    }
    expectTyped(await run(huge), 'corruptImage');
  });
});

describe('absurd sizes are refused before allocating', () => {
  const cases: [string, number, number, number[], number | null][] = [
    ['2^31 - 1 wide', 2 ** 31 - 1, 10, [8], null],
    ['400,000 tall', 10, 400_000, [8], null],
    ['a 6 GB single strip', 100_000, 100_000, [16, 16, 16], null],
    ['a 300,000-wide tile', 1000, 1000, [8], 300_000 + 16],
  ];
  for (const [what, width, height, bits, tile] of cases) {
    it(what, async () => {
      const extra = tile
        ? [
            { tag: 322, type: 4, value: [tile] },
            { tag: 323, type: 4, value: [16] },
          ]
        : [];
      const f = writeTiff({
        tiled: tile !== null,
        tags: baseTags({ width, height, bits, photometric: bits.length === 3 ? 2 : 1, extra }),
        pieces: [new Uint8Array(64)],
      });
      const before = process.memoryUsage().arrayBuffers;
      const t0 = performance.now();
      const sink = { rect: () => undefined, rowsDone: () => undefined };
      const error = await decodeTiff(bytesSource(f), null as never, sink, ctx()).catch(
        (e: unknown) => e,
      );
      expect(performance.now() - t0).toBeLessThan(2000); // a hang guard, not a speed figure
      expect(error).toBeInstanceOf(PipelineError);
      expect((error as PipelineError).failure.key).toBe('imageTooLarge');
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
    });
  }
});

describe('random byte flips never crash untyped or hang', () => {
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  for (const name of fixtures) {
    it(name, async () => {
      const bytes = new Uint8Array(fs.readFileSync(path.join(DIR, name)));
      for (let trial = 0; trial < 12; trial++) {
        const f = bytes.slice();
        const flips = 1 + Math.floor(random() * 8);
        // flip in the first 4 KB half the time (directory), anywhere otherwise
        for (let k = 0; k < flips; k++) {
          const at =
            trial % 2
              ? Math.floor(random() * Math.min(4096, f.length))
              : Math.floor(random() * f.length);
          f[at] = Math.floor(random() * 256);
        }
        const t0 = performance.now();
        const o = await run(f);
        expect(performance.now() - t0).toBeLessThan(5000);
        if (!o.ok) expectTyped(o);
      }
    });
  }
});
