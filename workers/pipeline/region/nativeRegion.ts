/**
 * Regions of the formats the browser decodes (JPEG, PNG up to the streaming threshold, WebP,
 * GIF frame 1, BMP, AVIF). WebCodecs' ImageDecoder decodes the file once into a frame in stored
 * orientation (EXIF, irot and imir are frame metadata, not applied); the frame is kept for the
 * next band and the region is copied out of it strip by strip (`VideoFrame.copyTo` with a rect,
 * converted to RGBA), so no canvas, bitmap or ImageData of the image's size ever exists on our
 * side. The strips go through the same region sink and area-average downscaler as the streaming
 * decoders, then the answer is oriented.
 *
 * The frame itself is the browser's full decode (4 bytes per pixel for JPEG in Chromium 156):
 * the same whole-image decode the display raster's `createImageBitmap` does, but once per export
 * instead of once per band. Engines without ImageDecoder, and YUV frames of images that fit the
 * budget whole (see RGB_FORMATS), use nativeFallback.ts.
 *
 * Not `createImageBitmap(blob, sx, sy, sw, sh)`: with EXIF orientation Chromium 156 crops a
 * different rectangle than it shows (measured on the orientation-6 fixture; whatwg/html#7210
 * reports the same bugs in Chrome and Safari).
 */
import type { ImageFormat } from '../../../src/domain/imaging/formats';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { planRasterRegion } from '../../../src/domain/imaging/region';
import type { Rect } from '../../../src/domain/imaging/region';
import { TARGET_STRIP_PIXELS } from '../../../codecs/worker/stripPlan';
import { workerKernels } from '../kernels';
import { orientBitmap } from '../orientation';
import { nativeFallbackRegion } from './nativeFallback';
import type { RegionContext, RegionResult } from './regionContext';
import { createRegionSink } from './regionSink';

const MIME: Partial<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  avif: 'image/avif',
};

/**
 * Copy rectangles start and end on even pixels: a 4:2:0 frame copied from an odd offset
 * resamples its chroma differently from a whole-frame copy (measured: up to 2 levels).
 */
const CHROMA_ALIGN = 2;

/**
 * Frame formats copied out as they are. A YUV frame (AVIF decodes to I420/I444P10; in a worker
 * Chromium 156 also decodes some JPEGs to I420) is converted by WebCodecs with other
 * coefficients than the browser's image decoder uses for the display raster (measured: up to
 * 10–17 levels on the AVIF fixtures). Such images go through createImageBitmap
 * (nativeFallback.ts) when they fit the budget whole — the same pixels as the display raster —
 * and through the frame when they do not, where full detail matters more than those levels.
 */
const RGB_FORMATS: ReadonlySet<string> = new Set(['RGBA', 'RGBX', 'BGRA', 'BGRX']);

interface Frame {
  /** Pixel format of the decoded frame ('BGRX', 'RGBA', 'I420', …). */
  format: string | null;
  codedWidth: number;
  codedHeight: number;
  visibleRect: { x: number; y: number; width: number; height: number } | null;
  copyTo(
    destination: Uint8Array,
    options: { rect: Rect; format: 'RGBA'; colorSpace: 'srgb' },
  ): Promise<unknown>;
  close(): void;
}

interface Decoder {
  decode(options?: { frameIndex?: number }): Promise<{ image: Frame }>;
  close(): void;
}

type DecoderCtor = {
  new (init: { data: ReadableStream<Uint8Array>; type: string }): Decoder;
  isTypeSupported(type: string): Promise<boolean>;
};

function imageDecoder(): DecoderCtor | null {
  const ctor = (globalThis as { ImageDecoder?: DecoderCtor }).ImageDecoder;
  return typeof ctor === 'function' ? ctor : null;
}

/** Frame 1 of `file` in stored orientation, or null where ImageDecoder cannot decode it. */
async function decodeFrame(file: Blob, format: ImageFormat): Promise<Frame | null> {
  const Ctor = imageDecoder();
  const type = MIME[format];
  if (!Ctor || !type || !(await Ctor.isTypeSupported(type))) return null;
  const decoder = new Ctor({ data: file.stream(), type });
  try {
    return (await decoder.decode({ frameIndex: 0 })).image;
  } catch {
    return null; // the fallback decodes it, or reports why it cannot
  } finally {
    decoder.close(); // the frame stays valid (measured)
  }
}

function alignDown(v: number): number {
  return v - (v % CHROMA_ALIGN);
}

function alignUp(v: number, limit: number): number {
  return Math.min(limit, v + ((CHROMA_ALIGN - (v % CHROMA_ALIGN)) % CHROMA_ALIGN));
}

export async function nativeRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const frame = await ctx.lease.part(
    'frame',
    () => decodeFrame(ctx.file, header.format),
    (f) => f?.close(),
  );
  const visible = frame?.visibleRect ?? null;
  const fitsWhole = header.width * header.height <= ctx.budget.maxArea;
  const usable =
    frame !== null &&
    visible !== null &&
    (RGB_FORMATS.has(frame.format ?? '') || !fitsWhole) &&
    visible.width === header.width &&
    visible.height === header.height;
  if (!usable) return nativeFallbackRegion(header, ctx);
  const plan = planRasterRegion(header, header.orientation, ctx.request);
  const kernels = await workerKernels();
  const sink = createRegionSink(kernels, plan.stored, plan.storedOutput, header.hasAlpha);
  try {
    // Copies cover the region's columns (aligned) in strips of about TARGET_STRIP_PIXELS.
    const { x, y, width, height } = plan.stored;
    const x0 = alignDown(x);
    const x1 = alignUp(x + width, header.width);
    const columns = x1 - x0;
    const budgetRows = Math.floor(Math.min(TARGET_STRIP_PIXELS, ctx.budget.maxArea) / columns);
    const rows = Math.max(CHROMA_ALIGN, alignDown(budgetRows));
    const buffer = new Uint8Array(columns * rows * 4);
    for (let top = alignDown(y); top < y + height; top += rows) {
      const n = Math.min(rows, header.height - top);
      const rect = { x: visible.x + x0, y: visible.y + top, width: columns, height: n };
      const piece = buffer.subarray(0, columns * n * 4);
      await frame.copyTo(piece, { rect, format: 'RGBA', colorSpace: 'srgb' });
      sink.rect(piece, x0, top, columns, n);
      sink.rowsDone(top + n);
    }
    const stored = await sink.toBitmap();
    const { width: w, height: h } = plan.storedOutput;
    return {
      bitmap: orientBitmap(stored, header.orientation),
      heldPixels: w * h,
      route: 'native-frame',
    };
  } finally {
    sink.dispose();
  }
}
