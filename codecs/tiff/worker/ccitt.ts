/**
 * CCITT bilevel decoding for TIFF compressions 2 (modified Huffman RLE, byte-aligned rows),
 * 3 (T.4: 1-D or, with T4Options bit 0, mixed 1-D/2-D rows behind EOL codes) and 4 (T.6: 2-D
 * rows against the previous row). Rows come out on demand, 1 bit per pixel, MSB first, rows
 * padded to bytes, white runs as 0 bits (the PhotometricInterpretation says what 0 means).
 *
 * Why not utif's decoders: they grow a string bit by bit while looking codes up, which is
 * quadratic on data that matches no code — 16 KB of zeros (a truncated download padded with
 * zeros) already takes 8 s — and they do not handle compression 2. This one reads tables of
 * 13-bit lookups, so its time is linear in the input plus the output; every code consumes input,
 * so it cannot loop.
 */
import { BLACK_RUNS, EOL_ENTRY, Mode, MODE_PEEK, MODES, RUN_PEEK, WHITE_RUNS } from './ccittCodes';
import { Compression } from './tags';
import { corrupt, unsupported } from '../fail';

export class CcittDecoder {
  private pos = 0;
  private readonly totalBits: number;
  private readonly rowBytes: number;
  /** Changing elements of the reference (previous) row and of the row being decoded. */
  private ref: Int32Array;
  private refLen = 0;
  private cur: Int32Array;
  private curLen = 0;
  private readonly twoD: boolean;
  private rowIndex = 0;

  constructor(
    private readonly data: Uint8Array,
    private readonly width: number,
    private readonly compression: number,
    options: number,
  ) {
    this.totalBits = data.length * 8;
    this.rowBytes = Math.ceil(width / 8);
    this.ref = new Int32Array(width + 2);
    this.cur = new Int32Array(width + 2);
    if (compression === Compression.CcittT4) {
      if (options & 2) throw unsupported('CCITT T.4 uncompressed mode');
      this.twoD = (options & 1) === 1;
    } else if (compression === Compression.CcittT6) {
      if (options & 2) throw unsupported('CCITT T.6 uncompressed mode');
      this.twoD = true;
    } else {
      this.twoD = false;
    }
  }

  /** Decodes the next `rows` rows into `out` (rows × ceil(width / 8) bytes). */
  decodeRows(out: Uint8Array, rows: number): void {
    const rb = this.rowBytes;
    for (let r = 0; r < rows; r++) {
      this.decodeRow();
      this.render(out, r * rb);
      const t = this.ref;
      this.ref = this.cur;
      this.refLen = this.curLen;
      this.cur = t;
      this.rowIndex++;
    }
  }

  private decodeRow(): void {
    this.curLen = 0;
    if (this.compression === Compression.CcittRle) {
      if (this.rowIndex > 0) this.pos = (this.pos + 7) & ~7;
      this.decode1D();
    } else if (this.compression === Compression.CcittT6) {
      this.decode2D();
    } else {
      const sawEol = this.skipEol();
      let oneD = true;
      if (this.twoD && sawEol) oneD = this.bit() === 1;
      if (oneD) this.decode1D();
      else this.decode2D();
    }
    if (this.pos > this.totalBits) throw corrupt(`CCITT data ends inside row ${this.rowIndex}`);
  }

  /** Consumes fill bits and an EOL if one is next; true when an EOL was read. */
  private skipEol(): boolean {
    if (this.peek(12) >>> 1 !== 0) return false; // fewer than eleven zeros: no EOL here
    let zeros = 0;
    while (this.pos < this.totalBits && this.bit() === 0) zeros++;
    if (zeros < 11) throw corrupt('CCITT EOL expected');
    return true;
  }

  private bit(): number {
    const p = this.pos++;
    return (this.data[p >>> 3]! >>> (7 - (p & 7))) & 1;
  }

  private peek(n: number): number {
    const d = this.data;
    const p = this.pos >>> 3;
    const len = d.length;
    const v =
      ((p < len ? d[p]! : 0) << 16) |
      ((p + 1 < len ? d[p + 1]! : 0) << 8) |
      (p + 2 < len ? d[p + 2]! : 0);
    return (v >>> (24 - n - (this.pos & 7))) & ((1 << n) - 1);
  }

  /** Appends a changing element, cancelling a zero-length run; elements at the edge are dropped. */
  private emit(x: number): void {
    if (x >= this.width) return;
    if (this.curLen > 0 && this.cur[this.curLen - 1] === x) this.curLen--;
    else this.cur[this.curLen++] = x;
  }

  /**
   * One run of `colour` (make-up codes then a terminating code); -1 at an EOL (a row cut short,
   * which T.4 decoders tolerate).
   */
  private run(colour: number): number {
    const table = colour ? BLACK_RUNS : WHITE_RUNS;
    let total = 0;
    for (;;) {
      if (this.pos >= this.totalBits) throw corrupt(`CCITT data ends inside row ${this.rowIndex}`);
      const e = table[this.peek(RUN_PEEK)]!;
      if (e === EOL_ENTRY || (e < 0 && this.peek(12) === 0)) {
        if (this.compression === Compression.CcittT4) return -1;
        throw corrupt(`CCITT EOL inside row ${this.rowIndex}`);
      }
      if (e < 0) throw corrupt(`bad CCITT run code in row ${this.rowIndex}`);
      this.pos += e >>> 16;
      const r = e & 0xffff;
      total += r;
      if (r < 64) return total;
    }
  }

  private decode1D(): void {
    const w = this.width;
    let a0 = 0;
    let colour = 0;
    while (a0 < w) {
      const r = this.run(colour);
      if (r < 0) return;
      a0 = Math.min(w, a0 + r);
      this.emit(a0);
      colour ^= 1;
    }
  }

  private decode2D(): void {
    const w = this.width;
    const ref = this.ref;
    const refLen = this.refLen;
    let a0 = -1;
    let colour = 0;
    let j = 0;
    while (a0 < w) {
      // b1: first changing element of the reference row right of a0 whose colour is the
      // opposite of a0's (even indices turn black, odd ones white); b2: the one after it.
      if (j > 0) j--;
      while (j < refLen && (ref[j]! <= a0 || (j & 1) !== colour)) j++;
      const b1 = j < refLen ? ref[j]! : w;
      const b2 = j + 1 < refLen ? ref[j + 1]! : w;
      if (this.pos >= this.totalBits) throw corrupt(`CCITT data ends inside row ${this.rowIndex}`);
      const e = MODES[this.peek(MODE_PEEK)]!;
      if (e < 0) throw corrupt(`bad CCITT mode code in row ${this.rowIndex}`);
      const mode = (e >>> 8) & 0xff;
      if (mode === Mode.Zeros) {
        if (this.compression === Compression.CcittT4) return; // EOL: row cut short
        throw corrupt(`CCITT EOFB or EOL inside row ${this.rowIndex}`);
      }
      if (mode === Mode.Extension) throw unsupported('CCITT extension (uncompressed) mode');
      this.pos += e >>> 16;
      if (mode === Mode.Pass) {
        a0 = b2;
      } else if (mode === Mode.Horizontal) {
        const start = a0 < 0 ? 0 : a0;
        const r1 = this.run(colour);
        if (r1 < 0) return;
        const r2 = this.run(colour ^ 1);
        if (r2 < 0) return;
        const a1 = Math.min(w, start + r1);
        const a2 = Math.min(w, a1 + r2);
        this.emit(a1);
        this.emit(a2);
        a0 = a2;
      } else {
        const a1 = b1 + (e & 0xff) - 3;
        if (a1 < (a0 < 0 ? 0 : a0))
          throw corrupt(`CCITT vertical code left of a0 in row ${this.rowIndex}`);
        const x = Math.min(w, a1);
        this.emit(x);
        a0 = x;
        colour ^= 1;
      }
    }
  }

  /** Writes the row's black runs as 1 bits. */
  private render(out: Uint8Array, offset: number): void {
    const w = this.width;
    out.fill(0, offset, offset + this.rowBytes);
    const cur = this.cur;
    const n = this.curLen;
    for (let i = 0; i < n; i += 2) {
      const from = cur[i]!;
      const to = i + 1 < n ? cur[i + 1]! : w;
      setBits(out, offset, from, to);
    }
  }
}

function setBits(out: Uint8Array, offset: number, from: number, to: number): void {
  if (to <= from) return;
  let b = from >>> 3;
  const last = (to - 1) >>> 3;
  const headMask = 0xff >>> (from & 7);
  const tailMask = (0xff << (7 - ((to - 1) & 7))) & 0xff;
  if (b === last) {
    out[offset + b] = out[offset + b]! | (headMask & tailMask);
    return;
  }
  out[offset + b] = out[offset + b]! | headMask;
  for (b++; b < last; b++) out[offset + b] = 0xff;
  out[offset + last] = out[offset + last]! | tailMask;
}
