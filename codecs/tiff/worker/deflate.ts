/**
 * Deflate (TIFF 8 and 32946: zlib streams) through the platform's DecompressionStream, pulled
 * band by band: the compressed input is fed in chunks as the output is asked for, so a single
 * huge strip never sits decompressed in memory.
 */
import { corrupt } from './fail';

/** Supplies compressed chunks in order; null at the end. */
export type ChunkSupplier = () => Promise<Uint8Array | null>;

export class InflateReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private leftover: Uint8Array | null = null;
  private ended = false;

  constructor(next: ChunkSupplier) {
    const input = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = await next();
        if (chunk && chunk.length > 0) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const inflated = input.pipeThrough(
      new DecompressionStream('deflate') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
    );
    this.reader = inflated.getReader();
  }

  /**
   * Fills `out` from the inflated stream; returns the bytes written (fewer only when the stream
   * ended). Errors after `out` is full (trailing junk some writers append) are never seen.
   */
  async fill(out: Uint8Array): Promise<number> {
    let o = 0;
    while (o < out.length) {
      if (this.leftover) {
        const k = Math.min(this.leftover.length, out.length - o);
        out.set(this.leftover.subarray(0, k), o);
        o += k;
        this.leftover = k < this.leftover.length ? this.leftover.subarray(k) : null;
        continue;
      }
      if (this.ended) break;
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await this.reader.read();
      } catch (error) {
        this.ended = true;
        throw corrupt(`Deflate data: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (result.done) {
        this.ended = true;
        break;
      }
      this.leftover = result.value;
    }
    return o;
  }

  /** Stops the stream (the rest of the piece is not needed). */
  close(): void {
    this.reader.cancel().catch(() => undefined);
  }
}
