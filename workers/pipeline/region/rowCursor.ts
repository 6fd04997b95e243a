/**
 * A streaming decode kept open across region requests, for formats read from the top only
 * (a big PNG, a PSD composite in one zlib stream, a TIFF strip compressed as one stream): an
 * export asks band after band, top to bottom, and each band would otherwise decode every row
 * above it again — twenty bands, ten full decodes. The cursor runs one decoder from the first
 * band's top to the image's bottom, hands each band's rows to that band's sink, and between
 * bands suspends the decoder where it stands (DecodeContext.between), holding one strip of
 * state. A band that starts above where the cursor stands, or that finds it failed, gets a
 * fresh cursor.
 *
 * Rows the decoder delivered past a band's bottom before suspending (the rest of the strip that
 * crossed it) are copied and replayed to the next band: at most one strip.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import type { Rect } from '../../../src/domain/imaging/region';
import type { DecodeContext, RasterSink, StreamDecoder } from '../../../codecs/worker/types';

/** Rows kept between bands. */
interface Kept {
  rgba: Uint8Array;
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Target {
  sink: RasterSink;
  bottom: number;
  done(): void;
  fail(error: unknown): void;
}

/** Thrown into a suspended decoder when its cursor is closed. */
export class CursorClosed extends Error {
  constructor() {
    super('region cursor closed');
    this.name = 'CursorClosed';
  }
}

export class RowCursor implements RasterSink {
  private target: Target | null = null;
  private kept: Kept[] = [];
  /** Every row above this has been delivered by the decoder. */
  private delivered: number;
  private resume: { go(): void; stop(error: unknown): void } | null = null;
  private ended = false;
  private failure: unknown = null;
  private closed = false;

  /**
   * Starts `decoder` on `source` from row `top` to the bottom, full width. `base` is the
   * decoding context (kernels, budget, signal); the cursor adds the region and the pause.
   */
  constructor(
    decoder: StreamDecoder,
    source: ByteSource,
    header: ImageHeader,
    base: Omit<DecodeContext, 'region' | 'between'>,
    top: number,
  ) {
    this.delivered = top;
    const window: Rect = { x: 0, y: top, width: header.width, height: header.height - top };
    const ctx: DecodeContext = { ...base, region: window, between: () => this.between() };
    decoder(source, header, this, ctx).then(
      () => {
        this.ended = true;
        this.target?.done();
      },
      (error: unknown) => {
        this.ended = true;
        this.failure = error;
        this.target?.fail(error);
      },
    );
  }

  /** Pixels copied and kept for the next band now (diagnostics, tests): at most one strip. */
  get keptPixels(): number {
    return this.kept.reduce((pixels, k) => pixels + k.w * k.h, 0);
  }

  /** Whether `region` (stored px) can be answered from here on. */
  canServe(region: Rect): boolean {
    if (this.closed || this.failure !== null) return false;
    const from = this.kept.reduce((min, k) => Math.min(min, k.y), this.delivered);
    return region.y >= from;
  }

  /** Delivers `region`'s rows to `sink`; resolves once the decoder has passed its bottom. */
  async serve(sink: RasterSink, region: Rect): Promise<void> {
    const bottom = region.y + region.height;
    for (const k of this.kept) if (k.y + k.h > region.y) sink.rect(k.rgba, k.x, k.y, k.w, k.h);
    this.kept = this.kept.filter((k) => k.y + k.h > bottom);
    if (this.delivered > region.y) sink.rowsDone(Math.min(this.delivered, bottom));
    if (this.delivered >= bottom || this.ended) {
      if (this.failure !== null) throw this.failure;
      return;
    }
    await new Promise<void>((done, fail) => {
      this.target = { sink, bottom, done, fail };
      const resume = this.resume;
      this.resume = null;
      resume?.go();
    });
  }

  /** Stops the decoder (suspended or not) and drops what is kept. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.kept = [];
    this.resume?.stop(new CursorClosed());
    this.resume = null;
  }

  // ---- the decoder's side ----------------------------------------------------------------

  rect(rgba: Uint8Array, x: number, y: number, w: number, h: number): void {
    this.target?.sink.rect(rgba, x, y, w, h);
    // Rows past the band's bottom (or with no band waiting) are kept for the next band.
    const from = Math.max(y, this.target ? this.target.bottom : y);
    if (from >= y + h) return;
    const start = (from - y) * w * 4;
    this.kept.push({ rgba: rgba.slice(start, h * w * 4), x, y: from, w, h: y + h - from });
  }

  rowsDone(y: number): void {
    this.delivered = Math.max(this.delivered, y);
    const target = this.target;
    if (!target) return;
    target.sink.rowsDone(Math.min(y, target.bottom));
    if (y >= target.bottom) {
      this.target = null;
      target.done();
    }
  }

  /** Awaited by the decoder between pieces: suspends it while no band waits for rows. */
  private between(): Promise<void> {
    if (this.closed) return Promise.reject(new CursorClosed());
    if (this.target) return Promise.resolve();
    return new Promise((go, stop) => {
      this.resume = { go, stop };
    });
  }
}
