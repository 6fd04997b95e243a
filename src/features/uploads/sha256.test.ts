/**
 * The two SHA-256 paths give the same digest: Web Crypto (secure contexts) and the JS fallback
 * of `@noble/hashes` (a page on plain http has no `crypto.subtle`), on corpus files of every
 * size class, and on the edges of the JS path's slices.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../tests/fixtures';
import { JS_HASH_SLICE_BYTES, jsSha256Hex, sha256Hex } from './sha256';

const nodeSha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

const FILES = [
  'heic/iphone16-grid-irot270-gainmap.heic', // 3.1 MB: more than a 2 MiB chunk
  'pdf/vector-cmyk-illustrator-cs6.pdf',
  'jpeg/exif-orientation-6-landscape.jpg',
  'bad/text-renamed.png',
];

describe('sha256Hex: Web Crypto and the JS fallback agree', () => {
  it.each(FILES)('%s, whole and in 2 MiB chunks', async (relative) => {
    const file = new Uint8Array(fs.readFileSync(corpusFile(relative)));
    const chunks = [file];
    for (let at = 0; at < file.length; at += 2 * 1024 * 1024)
      chunks.push(file.subarray(at, at + 2 * 1024 * 1024));
    for (const chunk of chunks) {
      const expected = nodeSha256(chunk);
      expect(await sha256Hex(chunk)).toBe(expected); // Web Crypto (Node has it)
      expect(await sha256Hex(chunk, null)).toBe(expected); // no crypto.subtle: JS
      expect(await jsSha256Hex(chunk.slice().buffer)).toBe(expected); // an ArrayBuffer
    }
  });

  it.each([0, 1, JS_HASH_SLICE_BYTES - 1, JS_HASH_SLICE_BYTES, JS_HASH_SLICE_BYTES + 1, 3e6])(
    '%i bytes (slice edges)',
    async (length) => {
      const data = new Uint8Array(length).map((_, i) => (i * 131 + 7) & 0xff);
      expect(await jsSha256Hex(data)).toBe(nodeSha256(data));
    },
  );
});
