/**
 * The 120 MP PNG of make-large.mjs (12000×10000 RGB, Sub filter, zlib level 3, 42 MB), decoded
 * from disk through an fs-backed ByteSource; the RGB stream must hash to the generator's
 * pixel_sha256 while the process's memory stays bounded. The vitest global setup writes the file
 * (tests/largeFiles.ts).
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { largeFile } from '../../../tests/largeFiles';
import { decodePng } from './png';
import { stripSink } from '../../worker/testing/collectSink';
import { testContext, testHeader } from '../../worker/testing/testContext';

const { file: FILE, entry: ENTRY } = largeFile('rgb-120mp-12000x10000-phys-300dpi.png');

describe('decodePng on the 120 MP make-large PNG', () => {
  it('hashes to pixel_sha256 in bounded memory', { timeout: 180_000 }, async () => {
    const file = await open(FILE, 'r');
    const { size } = await file.stat();
    const source: ByteSource = {
      size,
      read: async (offset, length) => {
        const buffer = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await file.read(buffer, 0, buffer.length, offset);
        return buffer.subarray(0, bytesRead);
      },
    };
    const hash = createHash('sha256');
    let rgb = new Uint8Array(0);
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const sink = stripSink((rgba, _y, rows, w) => {
      const n = rows * w;
      if (rgb.length < n * 3) rgb = new Uint8Array(n * 3);
      for (let i = 0; i < n; i++) {
        rgb[i * 3] = rgba[i * 4]!;
        rgb[i * 3 + 1] = rgba[i * 4 + 1]!;
        rgb[i * 3 + 2] = rgba[i * 4 + 2]!;
      }
      hash.update(rgb.subarray(0, n * 3));
      peak = Math.max(peak, process.memoryUsage().rss);
    });
    const t0 = performance.now();
    try {
      await decodePng(
        source,
        testHeader('png', 12000, 10000),
        sink,
        testContext({ maxPiecePixels: 5_000_000 }),
      );
    } finally {
      await file.close();
    }
    const seconds = (performance.now() - t0) / 1000;
    console.info(
      `120 MP PNG: ${seconds.toFixed(1)} s, RSS ${(rss0 / 1e6).toFixed(0)} → peak ${(peak / 1e6).toFixed(0)} MB, largest strip ${sink.largestPiece} px`,
    );
    expect(sink.done).toBe(10000);
    expect(hash.digest('hex')).toBe(ENTRY.pixel_sha256);
    expect(sink.largestPiece).toBeLessThanOrEqual(1 << 20);
    // The decoded image is 480 MB of RGBA; the decoder's own share must stay tens of MB.
    // 250 MB leaves room for collector lag under load, still half the image.
    expect(peak - rss0).toBeLessThan(250e6);
  });
});
