/**
 * Region decoding rules (issue 6, export): which part of an image to decode and at what size.
 *
 * A request names a rectangle of the image in the pipeline's pixel space — the oriented,
 * full-resolution image of `info.pixelWidth × info.pixelHeight` (for rasters that is
 * `info.width × info.height`; for PDF, AI and EPS the page raster size the pipeline reports) —
 * and the size of the answer. Rasters are never upscaled: an answer larger than the region comes
 * back at the region's own size on that axis. Pages render at the requested size.
 *
 * Every rule here is pure: the worker checks requests with them, and so does the main thread
 * before it posts one.
 */
import { PipelineError, PipelineErrorKey } from './errors';
import type { Orientation } from './imageInfo';
import { orientedSize } from './imageInfo';
import type { PixelBudget, Size } from './pixelBudget';

/** A rectangle, in px of the space it belongs to (fractions allowed for pages). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a caller asks for. */
export interface RegionRequest {
  /** The part of the image, in the pipeline's oriented pixel space. */
  region: Rect;
  /** The answer's size, whole px. */
  output: Size;
  /** Page of a PDF/AI, or a HEIF's top-level image (0-based; default 0). */
  page?: number;
}

/**
 * How far past an edge a region may reach and still count as inside, as a fraction of the
 * image's side: band edges computed as `k × height / n` carry floating-point error.
 */
const EDGE_TOLERANCE = 1e-9;

function finite(...values: unknown[]): boolean {
  return values.every((v) => typeof v === 'number' && Number.isFinite(v));
}

/** Whether `value` has the shape of a RegionRequest (numbers finite); sizes are checked later. */
export function isRegionRequest(value: unknown): value is RegionRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { region?: Partial<Rect>; output?: Partial<Size>; page?: unknown };
  const r = v.region;
  const o = v.output;
  if (typeof r !== 'object' || r === null || typeof o !== 'object' || o === null) return false;
  if (!finite(r.x, r.y, r.width, r.height, o.width, o.height)) return false;
  return v.page === undefined || (Number.isInteger(v.page) && (v.page as number) >= 0);
}

/**
 * Checks the answer's size: whole px, at least 1, within the budget's area and side. Throws
 * PipelineError `imageRegionInvalid` (not whole px) or `imageRegionTooLarge`.
 */
export function checkRegionOutput(output: Size, budget: PixelBudget): void {
  const { width, height } = output;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new PipelineError(PipelineErrorKey.regionInvalid, `output ${width}×${height}`);
  }
  if (width * height > budget.maxArea || width > budget.maxSide || height > budget.maxSide) {
    throw new PipelineError(
      PipelineErrorKey.regionTooLarge,
      `output ${width}×${height} above the ${budget.name} budget`,
      { megapixels: Math.round((width * height) / 1e5) / 10, maxMegapixels: budget.maxArea / 1e6 },
    );
  }
}

/**
 * Checks that `region` is a non-empty rectangle inside an image of `image` px and returns it
 * clamped to the image (absorbing floating-point excess). Throws `imageRegionOutside`.
 */
export function checkRegionInside(region: Rect, image: Size): Rect {
  const { x, y, width, height } = region;
  const slackX = image.width * EDGE_TOLERANCE;
  const slackY = image.height * EDGE_TOLERANCE;
  const inside =
    finite(x, y, width, height) &&
    width > 0 &&
    height > 0 &&
    x >= -slackX &&
    y >= -slackY &&
    x + width <= image.width + slackX &&
    y + height <= image.height + slackY;
  if (!inside) {
    throw new PipelineError(
      PipelineErrorKey.regionOutside,
      `region ${x},${y} ${width}×${height} of a ${image.width}×${image.height} image`,
    );
  }
  const x0 = Math.max(0, x);
  const y0 = Math.max(0, y);
  return {
    x: x0,
    y: y0,
    width: Math.min(image.width, x + width) - x0,
    height: Math.min(image.height, y + height) - y0,
  };
}

/**
 * A region in whole px: each edge rounded to the nearest pixel edge, at least one pixel, inside
 * `image`. Rasters are decoded in whole pixels; a fractional request moves by under half a px.
 */
export function wholePixels(region: Rect, image: Size): Rect {
  const snap = (from: number, to: number, limit: number): [number, number] => {
    let a = Math.min(limit - 1, Math.max(0, Math.round(from)));
    let b = Math.min(limit, Math.max(0, Math.round(to)));
    if (b <= a) [a, b] = b >= limit ? [limit - 1, limit] : [a, a + 1];
    return [a, b];
  };
  const [x0, x1] = snap(region.x, region.x + region.width, image.width);
  const [y0, y1] = snap(region.y, region.y + region.height, image.height);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * The rectangle of the stored image (`stored` px, before orientation) that `o` shows as `rect`
 * of the oriented image. Works on pixel edges (continuous coordinates), so whole-px rectangles
 * map to whole-px rectangles exactly.
 */
export function orientedRectToStored(rect: Rect, o: Orientation, stored: Size): Rect {
  const { width: w, height: h } = stored;
  const shown = orientedSize(w, h, o);
  // Undo the mirror (applied last), then the clockwise rotation.
  const toStored = (px: number, py: number): [number, number] => {
    const X = o.flipHorizontal ? shown.width - px : px;
    switch (o.rotate) {
      case 90: // stored (x, y) is shown at (h − y, x)
        return [py, h - X];
      case 180:
        return [w - X, h - py];
      case 270: // stored (x, y) is shown at (y, w − x)
        return [w - py, X];
      default:
        return [X, py];
    }
  };
  const [ax, ay] = toStored(rect.x, rect.y);
  const [bx, by] = toStored(rect.x + rect.width, rect.y + rect.height);
  return {
    x: Math.min(ax, bx),
    y: Math.min(ay, by),
    width: Math.abs(bx - ax),
    height: Math.abs(by - ay),
  };
}

/** A size seen under orientation `o` (swapped for quarter turns). */
export function storedSizeOf(oriented: Size, o: Orientation): Size {
  return o.rotate % 180 === 0 ? oriented : { width: oriented.height, height: oriented.width };
}

/**
 * The size a raster region is answered at: the requested output, but never more pixels than the
 * region holds on either axis (no upscaling; the caller scales when drawing).
 */
export function rasterOutputSize(region: Size, output: Size): Size {
  return {
    width: Math.max(1, Math.min(output.width, region.width)),
    height: Math.max(1, Math.min(output.height, region.height)),
  };
}

/** `rect` scaled by `sx`, `sy` (from one pixel space to another: page px → points). */
export function scaleRect(rect: Rect, sx: number, sy: number): Rect {
  return { x: rect.x * sx, y: rect.y * sy, width: rect.width * sx, height: rect.height * sy };
}

/** How a raster answers a request: which stored pixels to decode, and to what size. */
export interface RasterRegionPlan {
  /** The region in whole px of the oriented image. */
  oriented: Rect;
  /** The same pixels in the stored image (what the decoder reads). */
  stored: Rect;
  /** The answer's size before orientation (what the downscaler makes), px. */
  storedOutput: Size;
}

/**
 * Plans a raster request on an image stored at `stored` px and shown under `o`. Throws
 * `imageRegionOutside` when the region is not inside the oriented image.
 */
export function planRasterRegion(
  stored: Size,
  o: Orientation,
  request: RegionRequest,
): RasterRegionPlan {
  const shown = orientedSize(stored.width, stored.height, o);
  const oriented = wholePixels(checkRegionInside(request.region, shown), shown);
  return {
    oriented,
    stored: orientedRectToStored(oriented, o, stored),
    storedOutput: storedSizeOf(rasterOutputSize(oriented, request.output), o),
  };
}
