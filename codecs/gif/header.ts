/**
 * GIF header: logical screen size, then a walk over the blocks to count frames (image
 * descriptors), see transparency (graphic control extension) and the NETSCAPE2.0 loop count.
 * The walk skips sub-blocks through a sequential window and stops after SCAN_LIMIT bytes; past
 * that the frame count is a lower bound (`extra.framesCounted = false`).
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import { corrupt, readUpTo, startsWith } from '../common/binary';
import { baseHeader, checkRasterSize } from '../common/result';
import type { FormatHeader } from '../common/formatHeader';

/** Bytes walked at most to count frames (frame data is skipped 255 bytes at a time). */
const SCAN_LIMIT = 8 * 1024 * 1024;
const WINDOW = 64 * 1024;

/** Sequential byte reader over a ByteSource with a sliding window. */
class Cursor {
  private buf: Uint8Array = new Uint8Array(0);
  private bufAt = 0;
  pos: number;
  constructor(
    private readonly source: ByteSource,
    start: number,
  ) {
    this.pos = start;
  }
  async byte(): Promise<number> {
    if (this.pos < this.bufAt || this.pos >= this.bufAt + this.buf.length) {
      this.bufAt = this.pos;
      this.buf = await readUpTo(this.source, this.pos, WINDOW);
      if (this.buf.length === 0) throw corrupt(`GIF ends at ${this.pos}`);
    }
    return this.buf[this.pos++ - this.bufAt] ?? 0;
  }
  async bytes(n: number): Promise<number[]> {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(await this.byte());
    return out;
  }
  skip(n: number): void {
    this.pos += n;
  }
  /**
   * Skips data sub-blocks up to and including the zero-length terminator; false when the walk
   * passes `limit` first.
   */
  async skipSubBlocks(limit = Infinity): Promise<boolean> {
    while (this.pos < limit) {
      const size = await this.byte();
      if (size === 0) return true;
      this.skip(size);
    }
    return false;
  }
}

const le16 = (b: number[], o: number) => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);

export async function readGifHeader(source: ByteSource, head: Uint8Array): Promise<ImageHeader> {
  if (head.length < 13) throw corrupt('GIF header truncated');
  const screen = Array.from(head.subarray(0, 13));
  let width = le16(screen, 6);
  let height = le16(screen, 8);
  const packed = screen[10] ?? 0;
  const cursor = new Cursor(source, 13);
  if (packed & 0x80) cursor.skip(3 * 2 ** ((packed & 7) + 1));

  let frames = 0;
  let transparent = false;
  let loopCount: number | null = null;
  let complete = false;
  try {
    while (cursor.pos < SCAN_LIMIT) {
      const introducer = await cursor.byte();
      if (introducer === 0x3b) {
        complete = true;
        break;
      }
      if (introducer === 0x21) {
        const label = await cursor.byte();
        if (label === 0xf9) {
          const gce = await cursor.bytes(2); // block size, packed
          if ((gce[1] ?? 0) & 1) transparent = true;
          cursor.skip((gce[0] ?? 4) - 1);
        } else if (label === 0xff) {
          const size = await cursor.byte();
          const app = String.fromCharCode(...(await cursor.bytes(size)));
          if (app === 'NETSCAPE2.0' || app === 'ANIMEXTS1.0') {
            const sub = await cursor.bytes(4); // size 3, id 1, loop count (LE)
            if (sub[0] === 3 && sub[1] === 1) loopCount = le16(sub, 2);
            else cursor.pos -= 4;
          }
        }
        if (!(await cursor.skipSubBlocks(SCAN_LIMIT))) break;
      } else if (introducer === 0x2c) {
        const desc = await cursor.bytes(9);
        if (frames === 0 && (width === 0 || height === 0)) {
          width = le16(desc, 4); // a zero logical screen: browsers use the first frame's size
          height = le16(desc, 6);
        }
        frames++;
        const p = desc[8] ?? 0;
        if (p & 0x80) cursor.skip(3 * 2 ** ((p & 7) + 1));
        cursor.skip(1); // LZW minimum code size
        if (!(await cursor.skipSubBlocks(SCAN_LIMIT))) break;
      } else {
        break; // garbage after the last frame: browsers stop here as well
      }
    }
  } catch (error) {
    if (frames === 0) throw error; // truncated before the first image
  }
  if (frames === 0) throw corrupt('GIF without an image');
  checkRasterSize(width, height, 65535, 'GIF');
  const h = baseHeader('gif', width, height);
  h.pages = frames;
  h.colourModel = 'indexed';
  h.hasAlpha = transparent;
  h.extra = {
    version: String.fromCharCode(...screen.slice(3, 6)),
    loopCount,
    framesCounted: complete,
  };
  return h;
}

/** GIF: GIF87a or GIF89a. */
export const gifHeader: FormatHeader = {
  formats: ['gif'],
  sniff: (head) => (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a') ? 'gif' : null),
  read: (source, head) => readGifHeader(source, head),
};
