/** Tricky and broken inputs for the GIF header parser. */
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import { bytes, u16le } from '../common/testing/bytes';

const read = (b: Uint8Array) => readHeader(bytesSource(b));

async function key(b: Uint8Array): Promise<string> {
  try {
    await read(b);
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

const gifHeader = (w: number, h: number) =>
  bytes('GIF89a', u16le(w), u16le(h), [0x80, 0, 0], [0, 0, 0, 255, 255, 255]);
const gce = (transparent: boolean) => [0x21, 0xf9, 4, transparent ? 1 : 0, 10, 0, 0, 0];
const frame = (w: number, h: number) =>
  bytes([0x2c], u16le(0), u16le(0), u16le(w), u16le(h), [0], [2, 2, 0x4c, 0x01, 0]);
const netscape = (loops: number) =>
  bytes([0x21, 0xff, 11], 'NETSCAPE2.0', [3, 1], u16le(loops), [0]);

describe('GIF header', () => {
  it('counts frames and reads transparency and the loop count', async () => {
    const h = await read(
      bytes(
        gifHeader(30, 20),
        netscape(2),
        gce(false),
        frame(30, 20),
        gce(true),
        frame(5, 5),
        frame(5, 5),
        [0x3b],
      ),
    );
    expect([
      h.width,
      h.height,
      h.pages,
      h.hasAlpha,
      h.extra?.loopCount,
      h.extra?.framesCounted,
    ]).toEqual([30, 20, 3, true, 2, true]);
  });

  it('keeps the frames seen before a truncation (browsers show a partial frame)', async () => {
    const full = bytes(gifHeader(8, 8), frame(8, 8), frame(8, 8));
    const h = await read(full.subarray(0, full.length - 3));
    expect([h.pages, h.extra?.framesCounted]).toEqual([2, false]);
  });

  it('stops walking frame data after 8 MB (the count is then a lower bound)', async () => {
    // One frame of 10 MB of LZW sub-blocks, then a second frame.
    const blocks = new Uint8Array(40_000 * 256);
    for (let i = 0; i < 40_000; i++) blocks[i * 256] = 255;
    const big = bytes([0x2c], u16le(0), u16le(0), u16le(8), u16le(8), [0], [2], blocks, [0]);
    const file = bytes(gifHeader(8, 8), big, frame(8, 8), [0x3b]);
    let bytesRead = 0;
    const source = bytesSource(file);
    const h = await readHeader({
      size: source.size,
      read: async (o, n) => {
        const b = await source.read(o, n);
        bytesRead += b.length;
        return b;
      },
    });
    expect([h.pages, h.extra?.framesCounted]).toEqual([1, false]);
    expect(bytesRead).toBeLessThan(9 * 1024 * 1024);
  });

  it('uses the first frame when the logical screen is 0 × 0', async () => {
    const h = await read(bytes(gifHeader(0, 0), frame(12, 34), [0x3b]));
    expect([h.width, h.height]).toEqual([12, 34]);
  });

  it.each([
    ['header only', bytes('GIF89a', u16le(4))],
    ['no image before the trailer', bytes(gifHeader(4, 4), [0x3b])],
    ['cut inside the first frame', bytes(gifHeader(4, 4), [0x2c, 0, 0])],
  ])('%s → corrupt', async (_n, file) => {
    expect(await key(file)).toBe('corruptImage');
  });
});
