/**
 * Per-compression readers of one decoded piece plane, handed out band by band. Two modes:
 *
 * - whole: the compressed piece (from the read-ahead) is decoded at once into a reused buffer —
 *   LZW and PackBits through the kernels — and bands are views into it;
 * - streamed, for pieces whose decoded size exceeds the piece budget (a single-strip 100 MP
 *   file): compressed chunks are read from the ByteSource as bands are asked for and decoded
 *   incrementally, so memory is one band plus one chunk.
 *
 * CCITT always decodes rows on demand (its input is small); Deflate always runs through
 * DecompressionStream, which is incremental by nature.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { Kernels } from '../../../wasm/kernels';
import { CcittDecoder } from './ccitt';
import type { CompressedInput } from '../../worker/zlibStream';
import { InflateReader } from '../../worker/zlibStream';
import { unsupported } from '../fail';
import { LzwDecoder } from './lzw';
import { PackBitsDecoder } from './packbits';
import { Compression } from './tags';

/** Compressed bytes of read from the file in one request when streaming. */
const STREAM_CHUNK = 1 << 20;

export interface PieceReader {
  /** The next `bytes` decoded bytes, a view valid until the next call; shorter only at the end. */
  read(bytes: number): Promise<Uint8Array>;
  close(): void;
}

/** Where a piece's compressed bytes come from. */
export interface PieceInput {
  source: ByteSource;
  offset: number;
  count: number;
  /** The whole compressed piece (the read-ahead's copy when there is one). */
  whole(): Promise<Uint8Array>;
}

export interface ReaderOptions {
  compression: number;
  /** FillOrder 2: bits of every compressed byte are reversed. */
  reverseBits: boolean;
  kernels: Kernels;
  /** Decoded bytes of the whole piece plane. */
  size: number;
  /** Piece width, px (CCITT rows). */
  width: number;
  t4Options: number;
  t6Options: number;
  /** Decode incrementally instead of whole. */
  streamed: boolean;
  /** A reusable buffer of at least `size` bytes (whole mode). */
  wholeBuffer: () => Uint8Array;
  /** A reusable buffer of at least one band (streamed mode and CCITT). */
  bandBuffer: () => Uint8Array;
}

export function openPieceReader(input: PieceInput, o: ReaderOptions): PieceReader {
  if (input.count === 0 && input.offset === 0) return new ZeroReader(o.bandBuffer);
  switch (o.compression) {
    case Compression.CcittRle:
    case Compression.CcittT4:
    case Compression.CcittT6:
      return new CcittReader(input, o);
    case Compression.AdobeDeflate:
    case Compression.Deflate:
      return new DeflateReader(o.streamed ? streamChunks(input, false) : onceChunks(input), o);
    default:
      break;
  }
  if (!o.streamed) return new WholeReader(() => decodeWhole(input, o));
  const chunks = streamChunks(input, o.reverseBits);
  switch (o.compression) {
    case Compression.None:
      return new IncrementalReader(chunks, o, (src, out, pos) => {
        const k = Math.min(src.length, out.length - pos);
        out.set(src.subarray(0, k), pos);
        return [k, pos + k];
      });
    case Compression.Lzw: {
      const d = new LzwDecoder();
      return new IncrementalReader(
        chunks,
        o,
        (src, out, pos) => d.decode(src, out, pos),
        () => d.done,
      );
    }
    case Compression.PackBits: {
      const d = new PackBitsDecoder();
      return new IncrementalReader(chunks, o, (src, out, pos) => d.decode(src, out, pos));
    }
    default:
      throw unsupported(`compression ${o.compression}`);
  }
}

async function decodeWhole(input: PieceInput, o: ReaderOptions): Promise<Uint8Array> {
  let src = await input.whole();
  if (o.reverseBits) src = reversed(src);
  const dst = o.wholeBuffer().subarray(0, o.size);
  switch (o.compression) {
    case Compression.None: {
      const n = Math.min(src.length, dst.length);
      dst.set(src.subarray(0, n));
      return dst.subarray(0, n);
    }
    case Compression.Lzw:
      if (src.length >= 2 && src[0] === 0 && (src[1]! & 1) === 1) {
        throw unsupported('old-style (LSB-first) LZW');
      }
      return dst.subarray(0, o.kernels.lzwDecode(src, dst));
    case Compression.PackBits:
      return dst.subarray(0, o.kernels.packBitsDecode(src, dst));
    default:
      throw unsupported(`compression ${o.compression}`);
  }
}

class WholeReader implements PieceReader {
  private data: Uint8Array | null = null;
  private pos = 0;
  constructor(private readonly decode: () => Promise<Uint8Array>) {}
  async read(bytes: number): Promise<Uint8Array> {
    this.data ??= await this.decode();
    const v = this.data.subarray(this.pos, this.pos + bytes);
    this.pos += v.length;
    return v;
  }
  close(): void {
    this.data = null;
  }
}

/** An absent (sparse) piece: zeros, as GDAL writes and reads them. */
class ZeroReader implements PieceReader {
  constructor(private readonly band: () => Uint8Array) {}
  async read(bytes: number): Promise<Uint8Array> {
    const b = this.band().subarray(0, bytes);
    b.fill(0);
    return b;
  }
  close(): void {}
}

type Step = (src: Uint8Array, out: Uint8Array, outPos: number) => [number, number];

/** Drives an incremental decoder: pulls chunks until a band is full or the data ends. */
class IncrementalReader implements PieceReader {
  private chunk: Uint8Array = new Uint8Array(0);
  private ended = false;
  constructor(
    private readonly next: CompressedInput,
    private readonly o: ReaderOptions,
    private readonly step: Step,
    private readonly finished: () => boolean = () => false,
  ) {}
  async read(bytes: number): Promise<Uint8Array> {
    const out = this.o.bandBuffer().subarray(0, bytes);
    let pos = 0;
    while (pos < bytes && !this.finished()) {
      if (this.chunk.length === 0) {
        if (this.ended) break;
        const c = await this.next();
        if (!c || c.length === 0) {
          this.ended = true;
          // let the decoder flush what it holds
          const [, p] = this.step(new Uint8Array(0), out, pos);
          pos = p;
          break;
        }
        this.chunk = c;
      }
      const [used, p] = this.step(this.chunk, out, pos);
      this.chunk = this.chunk.subarray(used);
      if (used === 0 && p === pos && this.chunk.length > 0) {
        // the decoder needs more than this chunk holds (a code split across chunks)
        const c = await this.next();
        if (!c || c.length === 0) {
          this.ended = true;
          break;
        }
        const merged = new Uint8Array(this.chunk.length + c.length);
        merged.set(this.chunk);
        merged.set(c, this.chunk.length);
        this.chunk = merged;
      }
      pos = p;
    }
    return out.subarray(0, pos);
  }
  close(): void {}
}

class DeflateReader implements PieceReader {
  private readonly inflate: InflateReader;
  private data: Uint8Array | null = null;
  private pos = 0;
  constructor(
    next: CompressedInput,
    private readonly o: ReaderOptions,
  ) {
    this.inflate = new InflateReader(next);
  }
  /**
   * Fills `out` from the inflated stream; returns the bytes written (fewer only when the stream
   * ended). Errors after `out` is full (trailing junk some writers append) are never seen.
   */
  private async fill(out: Uint8Array): Promise<number> {
    const n = await this.inflate.readFully(out);
    if (n < out.length && this.inflate.error) throw this.inflate.error;
    return n;
  }
  async read(bytes: number): Promise<Uint8Array> {
    if (this.o.streamed) {
      const out = this.o.bandBuffer().subarray(0, bytes);
      return out.subarray(0, await this.fill(out));
    }
    if (!this.data) {
      const dst = this.o.wholeBuffer().subarray(0, this.o.size);
      this.data = dst.subarray(0, await this.fill(dst));
      void this.inflate.close();
    }
    const v = this.data.subarray(this.pos, this.pos + bytes);
    this.pos += v.length;
    return v;
  }
  close(): void {
    void this.inflate.close();
    this.data = null;
  }
}

class CcittReader implements PieceReader {
  private decoder: CcittDecoder | null = null;
  private readonly rowBytes: number;
  constructor(
    private readonly input: PieceInput,
    private readonly o: ReaderOptions,
  ) {
    this.rowBytes = Math.ceil(o.width / 8);
  }
  async read(bytes: number): Promise<Uint8Array> {
    if (!this.decoder) {
      let src = await this.input.whole();
      if (this.o.reverseBits) src = reversed(src);
      const options =
        this.o.compression === Compression.CcittT6 ? this.o.t6Options : this.o.t4Options;
      this.decoder = new CcittDecoder(src, this.o.width, this.o.compression, options);
    }
    const rows = Math.floor(bytes / this.rowBytes);
    const out = this.o.bandBuffer().subarray(0, rows * this.rowBytes);
    this.decoder.decodeRows(out, rows);
    return out;
  }
  close(): void {
    this.decoder = null;
  }
}

/** The whole piece as one chunk. */
function onceChunks(input: PieceInput): CompressedInput {
  let given = false;
  return async () => {
    if (given) return null;
    given = true;
    return input.whole();
  };
}

/** The piece read from the file in chunks of STREAM_CHUNK bytes. */
function streamChunks(input: PieceInput, reverseBits: boolean): CompressedInput {
  let pos = 0;
  return async () => {
    if (pos >= input.count) return null;
    const n = Math.min(STREAM_CHUNK, input.count - pos);
    const c = await input.source.read(input.offset + pos, n);
    pos += n;
    if (c.length === 0) return null;
    return reverseBits ? reversed(c) : c;
  };
}

const REVERSE = (() => {
  const t = new Uint8Array(256);
  for (let i = 0; i < 256; i++) {
    let r = 0;
    for (let b = 0; b < 8; b++) if (i & (1 << b)) r |= 0x80 >> b;
    t[i] = r;
  }
  return t;
})();

/** A copy with the bits of every byte reversed (FillOrder 2). */
export function reversed(src: Uint8Array): Uint8Array {
  const out = new Uint8Array(src.length);
  for (let i = 0; i < src.length; i++) out[i] = REVERSE[src[i]!]!;
  return out;
}
