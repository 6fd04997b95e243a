/**
 * Pull-style inflation of a zlib stream (RFC 1950: PNG IDAT data, PSD ZIP image data, TIFF
 * Deflate pieces) through the platform's DecompressionStream('deflate'), which exists in
 * browsers, workers and Node ≥ 18. The one zlib stream of the decoders.
 *
 * The consumer asks for exactly the bytes it needs (`readFully`); compressed input is fetched on
 * demand from `next()` and written in small pieces, so memory stays bounded whatever the ratio:
 * browsers inflate a whole written chunk in one step, and a FEED_BYTES piece inflates to at most
 * ~1032 × FEED_BYTES (deflate's maximum ratio). Nothing beyond what was asked for is inflated
 * on purpose, so excess data after the image (zip bombs with a tail) costs nothing.
 */
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';

/** Largest compressed piece written at once, bytes (bounds one inflate step to ~8.5 MB). */
export const FEED_BYTES = 8 * 1024;

/** Supplies the next piece of compressed data, or null at its end. */
export type CompressedInput = () => Promise<Uint8Array | null>;

export class InflateReader {
  private readonly writer: WritableStreamDefaultWriter<BufferSource>;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly pump: Promise<void>;
  private current: Uint8Array = new Uint8Array(0);
  private currentAt = 0;
  private ended = false;
  private closed = false;
  /** Why the input stopped early (a truncated file), once known. */
  private inputFailure: PipelineError | null = null;
  /** Why inflating failed (invalid or incomplete data), once known. */
  private streamFailure: PipelineError | null = null;
  /** Inflated bytes handed out so far. */
  totalOut = 0;

  constructor(input: CompressedInput) {
    const stream = new DecompressionStream('deflate');
    this.writer = stream.writable.getWriter();
    this.reader = stream.readable.getReader();
    this.pump = this.feed(input);
  }

  /**
   * Writes the input piece by piece; each write waits until the inflater has taken it. A failing
   * input (a truncated file) ends the input rather than aborting it: what was written still
   * inflates and is delivered, then the stream reports the incomplete data. Failing writes mean
   * the stream failed (invalid data) or was closed: the reader sees that itself.
   */
  private async feed(input: CompressedInput): Promise<void> {
    for (;;) {
      let piece: Uint8Array | null;
      try {
        piece = await input();
      } catch (error) {
        this.inputFailure = asCorrupt(error, 'compressed input failed');
        piece = null;
      }
      if (this.closed) return;
      if (piece === null) {
        await this.writer.close().catch(() => undefined);
        return;
      }
      for (let at = 0; at < piece.length; at += FEED_BYTES) {
        // Sources hand out ArrayBuffer-backed views (no SharedArrayBuffer without isolation).
        const part = piece.subarray(at, at + FEED_BYTES) as Uint8Array<ArrayBuffer>;
        const written = await this.writer.write(part).then(
          () => true,
          () => false,
        );
        if (!written || this.closed) return;
      }
    }
  }

  /**
   * Fills `dst` from the inflated stream. Returns the bytes written: `dst.length`, or fewer when
   * the stream ended or failed (then `error` says why, if it failed).
   */
  async readFully(dst: Uint8Array): Promise<number> {
    let filled = 0;
    while (filled < dst.length) {
      if (this.currentAt < this.current.length) {
        const n = Math.min(dst.length - filled, this.current.length - this.currentAt);
        dst.set(this.current.subarray(this.currentAt, this.currentAt + n), filled);
        this.currentAt += n;
        filled += n;
        continue;
      }
      if (this.ended) break;
      try {
        const result = await this.reader.read();
        if (result.done) {
          this.ended = true;
          break;
        }
        this.current = result.value;
        this.currentAt = 0;
      } catch (error) {
        this.streamFailure ??= asCorrupt(error, 'invalid compressed data');
        this.ended = true;
        break;
      }
    }
    this.totalOut += filled;
    return filled;
  }

  /** Inflates and drops `bytes` (to reach a later part of the stream); false if it ended first. */
  async discard(bytes: number, scratch: Uint8Array): Promise<boolean> {
    let left = bytes;
    while (left > 0) {
      const want = Math.min(left, scratch.length);
      const got = await this.readFully(scratch.subarray(0, want));
      left -= got;
      if (got < want) return false;
    }
    return true;
  }

  /** Why the stream ended early, if it did: the input's failure first, else the inflater's. */
  get error(): PipelineError | null {
    return this.inputFailure ?? this.streamFailure;
  }

  /** Stops inflating and releases the stream; safe to call more than once. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.reader.cancel().catch(() => undefined);
    await this.writer.abort().catch(() => undefined);
    await this.pump.catch(() => undefined);
  }
}

function asCorrupt(error: unknown, detail: string): PipelineError {
  if (error instanceof PipelineError) return error;
  const why = error instanceof Error ? error.message : String(error);
  return new PipelineError(PipelineErrorKey.corrupt, `${detail}: ${why}`);
}
