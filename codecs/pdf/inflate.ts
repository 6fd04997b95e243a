/**
 * A small, pure DEFLATE (RFC 1951) decoder with optional zlib (RFC 1950) framing, for the few
 * compressed structures header parsing needs (PDF cross-reference and object streams). Output is
 * capped (`maxOutput`), so a decompression bomb fails fast instead of allocating. Canonical
 * Huffman decoding by code-length counts (as in tinf); fine for streams of a few MB.
 */
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';

interface Tree {
  counts: Uint16Array;
  symbols: Uint16Array;
}

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

function fail(detail: string): never {
  throw new PipelineError(PipelineErrorKey.corrupt, `inflate: ${detail}`);
}

function buildTree(lengths: ArrayLike<number>, offset: number, n: number): Tree {
  const counts = new Uint16Array(16);
  const symbols = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const len = lengths[offset + i] ?? 0;
    counts[len] = counts[len]! + 1;
  }
  counts[0] = 0;
  const offs = new Uint16Array(16);
  for (let i = 1; i < 16; i++) offs[i] = offs[i - 1]! + counts[i - 1]!;
  for (let i = 0; i < n; i++) {
    const len = lengths[offset + i] ?? 0;
    if (len) {
      symbols[offs[len]!] = i;
      offs[len] = offs[len]! + 1;
    }
  }
  return { counts, symbols };
}

const FIXED = (() => {
  const l = new Uint8Array(288 + 30);
  l.fill(8, 0, 144);
  l.fill(9, 144, 256);
  l.fill(7, 256, 280);
  l.fill(8, 280, 288);
  l.fill(5, 288, 318);
  return { lit: buildTree(l, 0, 288), dist: buildTree(l, 288, 30) };
})();

class Inflater {
  private pos: number;
  private bitBuf = 0;
  private bitCount = 0;
  out: Uint8Array;
  outLen = 0;

  constructor(
    private readonly src: Uint8Array,
    start: number,
    private readonly maxOutput: number,
  ) {
    this.pos = start;
    this.out = new Uint8Array(Math.min(maxOutput, Math.max(1024, src.length * 4)));
  }

  private bit(): number {
    if (this.bitCount === 0) {
      if (this.pos >= this.src.length) fail('unexpected end of data');
      this.bitBuf = this.src[this.pos++]!;
      this.bitCount = 8;
    }
    const b = this.bitBuf & 1;
    this.bitBuf >>= 1;
    this.bitCount--;
    return b;
  }

  private bits(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++) v |= this.bit() << i;
    return v;
  }

  private symbol(t: Tree): number {
    let sum = 0;
    let cur = 0;
    let len = 0;
    do {
      cur = 2 * cur + this.bit();
      len++;
      if (len > 15) fail('bad Huffman code');
      sum += t.counts[len]!;
      cur -= t.counts[len]!;
    } while (cur >= 0);
    return t.symbols[sum + cur]!;
  }

  private ensure(extra: number): void {
    const need = this.outLen + extra;
    if (need > this.maxOutput) fail(`output over ${this.maxOutput} bytes`);
    if (need <= this.out.length) return;
    const next = new Uint8Array(Math.min(this.maxOutput, Math.max(need, this.out.length * 2)));
    next.set(this.out.subarray(0, this.outLen));
    this.out = next;
  }

  private stored(): void {
    this.bitCount = 0; // align to a byte
    if (this.pos + 4 > this.src.length) fail('stored block header');
    const len = this.src[this.pos]! | (this.src[this.pos + 1]! << 8);
    const nlen = this.src[this.pos + 2]! | (this.src[this.pos + 3]! << 8);
    if ((len ^ 0xffff) !== nlen) fail('stored block length');
    this.pos += 4;
    if (this.pos + len > this.src.length) fail('stored block past end');
    this.ensure(len);
    this.out.set(this.src.subarray(this.pos, this.pos + len), this.outLen);
    this.outLen += len;
    this.pos += len;
  }

  private dynamicTrees(): { lit: Tree; dist: Tree } {
    const hlit = this.bits(5) + 257;
    const hdist = this.bits(5) + 1;
    const hclen = this.bits(4) + 4;
    const cl = new Uint8Array(19);
    for (let i = 0; i < hclen; i++) cl[CL_ORDER[i]!] = this.bits(3);
    const clTree = buildTree(cl, 0, 19);
    const lengths = new Uint8Array(hlit + hdist);
    for (let n = 0; n < hlit + hdist;) {
      const sym = this.symbol(clTree);
      let rep: number;
      let value = 0;
      if (sym < 16) {
        lengths[n++] = sym;
        continue;
      } else if (sym === 16) {
        if (n === 0) fail('repeat without a previous length');
        value = lengths[n - 1]!;
        rep = 3 + this.bits(2);
      } else if (sym === 17) {
        rep = 3 + this.bits(3);
      } else {
        rep = 11 + this.bits(7);
      }
      if (n + rep > hlit + hdist) fail('code lengths overrun');
      lengths.fill(value, n, n + rep);
      n += rep;
    }
    return { lit: buildTree(lengths, 0, hlit), dist: buildTree(lengths, hlit, hdist) };
  }

  private block(lit: Tree, dist: Tree): void {
    for (;;) {
      const sym = this.symbol(lit);
      if (sym < 256) {
        this.ensure(1);
        this.out[this.outLen++] = sym;
      } else if (sym === 256) {
        return;
      } else {
        const li = sym - 257;
        if (li >= 29) fail('bad length symbol');
        const length = LENGTH_BASE[li]! + this.bits(LENGTH_EXTRA[li]!);
        const di = this.symbol(dist);
        if (di >= 30) fail('bad distance symbol');
        const distance = DIST_BASE[di]! + this.bits(DIST_EXTRA[di]!);
        if (distance > this.outLen) fail('distance before start');
        this.ensure(length);
        for (let i = 0; i < length; i++) {
          this.out[this.outLen] = this.out[this.outLen - distance]!;
          this.outLen++;
        }
      }
    }
  }

  run(): Uint8Array {
    let last = 0;
    while (!last) {
      last = this.bit();
      const type = this.bits(2);
      if (type === 0) this.stored();
      else if (type === 1) this.block(FIXED.lit, FIXED.dist);
      else if (type === 2) {
        const t = this.dynamicTrees();
        this.block(t.lit, t.dist);
      } else fail('reserved block type');
    }
    return this.out.slice(0, this.outLen);
  }
}

/**
 * Inflates `data` (zlib-framed when `zlib`, the default, else raw DEFLATE). Throws
 * PipelineError(corrupt) for bad data or output above `maxOutput` bytes.
 */
export function inflate(
  data: Uint8Array,
  options: { maxOutput: number; zlib?: boolean },
): Uint8Array {
  let start = 0;
  if (options.zlib !== false) {
    if (data.length < 2) fail('zlib header truncated');
    const cmf = data[0]!;
    const flg = data[1]!;
    if ((cmf & 15) !== 8 || ((cmf << 8) | flg) % 31 !== 0) fail('bad zlib header');
    if (flg & 0x20) fail('zlib preset dictionary');
    start = 2;
  }
  return new Inflater(data, start, options.maxOutput).run();
}
