/**
 * Forward reading of a ByteSource through one bounded window, so a decoder that walks a file
 * (PNG chunks, PSD resources and row-count tables, compressed data) makes few source reads (each
 * is a Blob slice in the browser) without ever holding more than the window.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';

/** Default window, bytes: large enough to amortise Blob reads, small next to any strip. */
export const DEFAULT_WINDOW_BYTES = 1 << 20;

export class SequentialReader {
  private readonly source: ByteSource;
  private readonly windowBytes: number;
  /** File offset of `window[0]`. */
  private windowStart = 0;
  private window: Uint8Array = new Uint8Array(0);
  private pos: number;

  constructor(source: ByteSource, position = 0, windowBytes = DEFAULT_WINDOW_BYTES) {
    this.source = source;
    this.pos = position;
    this.windowBytes = windowBytes;
  }

  /** Current file offset, bytes. */
  get position(): number {
    return this.pos;
  }

  /** Bytes left before the end of the file. */
  get remaining(): number {
    return Math.max(0, this.source.size - this.pos);
  }

  /** Moves to a file offset (forward or back); nothing is read until the next call. */
  seek(position: number): void {
    this.pos = position;
  }

  skip(bytes: number): void {
    this.pos += bytes;
  }

  /**
   * Up to `max` bytes from the current position (fewer at a window edge or the end of the file;
   * empty only at the end). The view is valid until the next call.
   */
  async upTo(max: number): Promise<Uint8Array> {
    if (max <= 0 || this.pos >= this.source.size) return new Uint8Array(0);
    let at = this.pos - this.windowStart;
    if (at < 0 || at >= this.window.length) {
      this.window = await this.source.read(this.pos, this.windowBytes);
      this.windowStart = this.pos;
      at = 0;
      if (this.window.length === 0) return this.window;
    }
    const n = Math.min(max, this.window.length - at);
    this.pos += n;
    return this.window.subarray(at, at + n);
  }

  /**
   * Exactly `length` bytes (copied when they straddle the window); throws PipelineError(corrupt)
   * when the file ends first. `what` names the structure for the developer detail.
   */
  async bytes(length: number, what: string): Promise<Uint8Array> {
    const first = await this.upTo(length);
    if (first.length === length) return first;
    const out = new Uint8Array(length);
    out.set(first);
    let filled = first.length;
    while (filled < length) {
      const more = await this.upTo(length - filled);
      if (more.length === 0) {
        throw new PipelineError(PipelineErrorKey.corrupt, `file ends inside ${what}`);
      }
      out.set(more, filled);
      filled += more.length;
    }
    return out;
  }
}
