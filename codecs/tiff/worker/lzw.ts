/**
 * Incremental TIFF LZW decoder (compression 5: MSB-first codes of 9–12 bits, Clear = 256,
 * EOI = 257, "early change" as libtiff writes it). Used for pieces too large to decode whole
 * (a 100 MP Photoshop TIFF is one 300 MB strip): input arrives in chunks and output leaves in
 * bands, so memory is the dictionary plus one band. Whole pieces go through the `lzwDecode`
 * kernel instead.
 */
import { corrupt, unsupported } from '../fail';

const CLEAR = 256;
const EOI = 257;
const FIRST_FREE = 258;
const TABLE = 4096;

export class LzwDecoder {
  private readonly prefix = new Uint16Array(TABLE);
  private readonly suffix = new Uint8Array(TABLE);
  private readonly first = new Uint8Array(TABLE);
  private readonly length = new Uint16Array(TABLE);
  private next = FIRST_FREE;
  private width = 9;
  private prev = -1;
  private acc = 0;
  private accBits = 0;
  /** Bytes of the last code that did not fit in the caller's buffer. */
  private readonly pending = new Uint8Array(TABLE);
  private pendingStart = 0;
  private pendingEnd = 0;
  private started = false;
  /** EOI seen (or the data ended): nothing more will come out. */
  done = false;

  constructor() {
    for (let i = 0; i < 256; i++) {
      this.suffix[i] = i;
      this.first[i] = i;
      this.length[i] = 1;
    }
  }

  /**
   * Decodes from `src` into `out[outPos..]` until `out` is full, `src` is used up or EOI.
   * Returns [bytes of src consumed, new outPos]. Call again with the rest of src or new input.
   */
  decode(src: Uint8Array, out: Uint8Array, outPos: number): [number, number] {
    if (!this.started && src.length >= 2) {
      this.started = true;
      // Pre-TIFF-6 "old-style" LZW is LSB-first: it starts 0x00 with the low bit of byte 1 set.
      if (src[0] === 0 && (src[1]! & 1) === 1) throw unsupported('old-style (LSB-first) LZW');
    }
    let o = outPos;
    const end = out.length;
    // Flush what the last call could not write.
    if (this.pendingEnd > this.pendingStart) {
      const n = Math.min(this.pendingEnd - this.pendingStart, end - o);
      out.set(this.pending.subarray(this.pendingStart, this.pendingStart + n), o);
      o += n;
      this.pendingStart += n;
      if (this.pendingStart < this.pendingEnd) return [0, o];
    }
    const { prefix, suffix, first, length } = this;
    let i = 0;
    const n = src.length;
    let acc = this.acc;
    let accBits = this.accBits;
    let width = this.width;
    let next = this.next;
    let prev = this.prev;
    while (o < end && !this.done) {
      while (accBits < width) {
        if (i >= n) break;
        acc = ((acc << 8) | src[i++]!) & 0xffffff;
        accBits += 8;
      }
      if (accBits < width) break; // need more input
      const code = (acc >>> (accBits - width)) & ((1 << width) - 1);
      accBits -= width;
      if (code === CLEAR) {
        next = FIRST_FREE;
        width = 9;
        prev = -1;
        continue;
      }
      if (code === EOI) {
        this.done = true;
        break;
      }
      let emit: number;
      let extra = -1; // KwKwK: the byte appended after entry `prev`
      if (prev === -1) {
        if (code >= 256) throw corrupt(`LZW code ${code} after Clear`);
        emit = code;
      } else if (code < next) {
        emit = code;
        if (next < TABLE) {
          prefix[next] = prev;
          suffix[next] = first[code]!;
          first[next] = first[prev]!;
          length[next] = length[prev]! + 1;
          next++;
        }
      } else if (code === next && next < TABLE) {
        emit = prev;
        extra = first[prev]!;
        prefix[next] = prev;
        suffix[next] = extra;
        first[next] = first[prev]!;
        length[next] = length[prev]! + 1;
        next++;
      } else {
        throw corrupt(`LZW code ${code} beyond the table (${next})`);
      }
      if (next + 1 >= 1 << width && width < 12) width++;
      prev = code;
      // Write the entry (walking its prefix chain backwards), then the KwKwK byte.
      const len = length[emit]! + (extra >= 0 ? 1 : 0);
      if (o + len <= end) {
        let p = o + length[emit]! - 1;
        let c = emit;
        while (p >= o) {
          out[p--] = suffix[c]!;
          c = prefix[c]!;
        }
        o += len;
        if (extra >= 0) out[o - 1] = extra;
      } else {
        const pend = this.pending;
        let p = length[emit]! - 1;
        let c = emit;
        while (p >= 0) {
          pend[p--] = suffix[c]!;
          c = prefix[c]!;
        }
        if (extra >= 0) pend[len - 1] = extra;
        const k = end - o;
        out.set(pend.subarray(0, k), o);
        o += k;
        this.pendingStart = k;
        this.pendingEnd = len;
      }
    }
    this.acc = acc;
    this.accBits = accBits;
    this.width = width;
    this.next = next;
    this.prev = prev;
    return [i, o];
  }
}

/** Decodes a whole LZW piece into `dst`; returns bytes written (what the kernel does). */
export function lzwDecodeAll(src: Uint8Array, dst: Uint8Array): number {
  return new LzwDecoder().decode(src, dst, 0)[1];
}
