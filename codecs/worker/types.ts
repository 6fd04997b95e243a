/**
 * What a streaming decoder is given and what it produces. A decoder reads the file through a
 * ByteSource, converts what it decodes to RGBA8 and hands it to a sink piece by piece (strips or
 * tiles, in stored orientation); it never holds the whole image unless the image is small.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import type { Rect } from '../../src/domain/imaging/region';
import type { Kernels } from '../../wasm/kernels';

export type { ByteSource, Rect };

/** Receives decoded pixels in stored orientation. */
export interface RasterSink {
  /** A rectangle of RGBA8 pixels (stride `w * 4`). The buffer may be reused after the call. */
  rect(rgba: Uint8Array, x: number, y: number, w: number, h: number): void;
  /** Every row above `y` has been delivered (call in increasing order; last call with the height). */
  rowsDone(y: number): void;
}

/** A band of full-resolution rows a tile helper decoded (crop-relative first row `y`). */
export interface HelperBand {
  rgba: Uint8Array;
  y: number;
  width: number;
  height: number;
}

/**
 * A second worker that decodes part of a HEIC grid (every other tile row, see heif/helperRows.ts)
 * in parallel. It starts reading the file as soon as it is spawned, before the decoder needs it.
 */
export interface TileHelper {
  /** The band of tile row `ty` once the helper has sent it (rejects on its failure or abort). */
  next(ty: number): Promise<HelperBand>;
  /** Tells the helper a band was consumed (it may decode one more). */
  ack(): void;
  /** Ends the helper (idempotent). */
  stop(): void;
}

export interface DecodeContext {
  kernels: Kernels;
  signal: AbortSignal;
  /** Largest buffer a decoder may allocate for one piece, px (a strip or tile row): the budget. */
  maxPiecePixels: number;
  /** Reports progress 0–1 (optional). */
  progress?(fraction: number): void;
  /**
   * Decodes a complete JPEG stream (an embedded JPEG: TIFF compression 7 with its tables merged,
   * a PSD thumbnail) to RGBA8. In workers this is the browser's own decoder; Node tests pass
   * jpeg-js.
   */
  decodeJpeg(bytes: Uint8Array): Promise<{ rgba: Uint8Array; width: number; height: number }>;
  /** A helper worker for decoders that can split their work (optional; the decoder owns it). */
  tileHelper?: TileHelper;
  /**
   * Region decoding: only this rectangle of the stored image (whole px, stored orientation) is
   * needed. A decoder may skip the pieces outside it and stop after its last row; it must still
   * deliver every pixel inside it and report rows done at least to its bottom. Pixels outside it
   * may be delivered too (the sink crops).
   */
  region?: Rect;
  /**
   * Awaited between pieces by decoders that read from the top only (PNG, PSD, TIFF strips): a
   * region cursor suspends the decode here until the next band is asked for, and rejects to stop
   * it. Absent: no pause.
   */
  between?(): Promise<void>;
}

/**
 * A streaming decoder: decodes page/image 0 of `source` (whose header was already parsed) into the
 * sink at full stored resolution. Throws PipelineError for typed failures.
 */
export type StreamDecoder = (
  source: ByteSource,
  header: ImageHeader,
  sink: RasterSink,
  ctx: DecodeContext,
) => Promise<void>;
