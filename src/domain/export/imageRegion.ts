/**
 * Which part of an image's original to decode for one band of a print export (issue 6: "each
 * image in the design draws, for each tile, from the best source it has: the display raster when
 * it holds enough pixels for the tile, otherwise the original decoded for just that region").
 *
 * Coordinates: an image object draws its element (the display raster, `element` px) centred on
 * its origin; `matrix` takes those centred element px to artboard px (Fabric's
 * calcTransformMatrix: position, rotation, scale, skew and flips); the export draws artboard px
 * times `scale` into output px. The original is `original` px, oriented, the same picture as the
 * element at a higher resolution.
 */
import type { Rect } from '../imaging/region';
import type { PixelSize } from './printSize';

export type { Rect };

/** A 2D affine matrix [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export interface RegionRequest {
  /** Centred element px → artboard px. */
  matrix: Matrix;
  /** The element's (display raster's) size, px. */
  element: PixelSize;
  /** Crop offset inside the element, element px (Fabric's cropX/cropY). */
  crop: { x: number; y: number };
  /** The drawn part of the element, element px (Fabric's width/height). */
  drawn: PixelSize;
  /** The original's size, oriented px. */
  original: PixelSize;
  /** True for vector originals (PDF, AI, EPS): they render sharp at any scale. */
  vector: boolean;
  /** The area being rendered, output px. */
  area: Rect;
  /** Output px per artboard px. */
  scale: { x: number; y: number };
  /** Original px added around the region so resampling at its edges sees real neighbours. */
  marginPx: number;
  /** Largest output area, px (the engine's budget, or less). */
  maxArea: number;
}

export interface RegionPlan {
  /** The original's region to decode, whole oriented px, inside the original. */
  region: Rect;
  /** The decoded bitmap's size, px. */
  output: PixelSize;
  /** Where the region lies on the element, element px (draw the bitmap there). */
  onElement: Rect;
}

/** Output px one element px covers along the element's x and y axes. */
export function elementDensity(matrix: Matrix, scale: { x: number; y: number }): PixelSize {
  const [a, b, c, d] = matrix;
  return {
    width: Math.hypot(a * scale.x, b * scale.y),
    height: Math.hypot(c * scale.x, d * scale.y),
  };
}

/** Above this many output px per element px, the display raster is visibly upscaled. */
const UPSCALE_TOLERANCE = 1.01;

/**
 * Whether the display raster lacks pixels for this export: it would be drawn enlarged (more
 * than one output px per element px) and the original has more pixels to give.
 */
export function needsOriginal(req: RegionRequest): boolean {
  const density = elementDensity(req.matrix, req.scale);
  const moreInOriginal =
    req.vector ||
    req.original.width > req.element.width ||
    req.original.height > req.element.height;
  return (
    moreInOriginal && (density.width > UPSCALE_TOLERANCE || density.height > UPSCALE_TOLERANCE)
  );
}

function invert(m: Matrix): Matrix | null {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/**
 * The region of the original under `area` and the size to decode it at, or null when the image
 * does not reach the area. Rasters are decoded at most at their own resolution; vectors at the
 * output's density. The output is shrunk, keeping proportions, to fit `maxArea`.
 */
export function planRegion(req: RegionRequest): RegionPlan | null {
  const inverse = invert(req.matrix);
  if (!inverse) return null;
  const { area, scale, element, crop, drawn, original } = req;
  // The area's corners in element px (uncropped element coordinates).
  const corners = [
    [area.x, area.y],
    [area.x + area.width, area.y],
    [area.x, area.y + area.height],
    [area.x + area.width, area.y + area.height],
  ].map(([x = 0, y = 0]) => {
    const [lx, ly] = apply(inverse, x / scale.x, y / scale.y);
    return [lx + drawn.width / 2 + crop.x, ly + drawn.height / 2 + crop.y] as const;
  });
  const toOriginal = { x: original.width / element.width, y: original.height / element.height };
  // The drawn part of the element bounds the region too.
  const left = Math.max(crop.x, Math.min(...corners.map((p) => p[0])));
  const top = Math.max(crop.y, Math.min(...corners.map((p) => p[1])));
  const right = Math.min(
    crop.x + drawn.width,
    element.width,
    Math.max(...corners.map((p) => p[0])),
  );
  const bottom = Math.min(
    crop.y + drawn.height,
    element.height,
    Math.max(...corners.map((p) => p[1])),
  );
  if (right <= left || bottom <= top) return null;
  const x0 = Math.max(0, Math.floor(left * toOriginal.x) - req.marginPx);
  const y0 = Math.max(0, Math.floor(top * toOriginal.y) - req.marginPx);
  const x1 = Math.min(original.width, Math.ceil(right * toOriginal.x) + req.marginPx);
  const y1 = Math.min(original.height, Math.ceil(bottom * toOriginal.y) + req.marginPx);
  const region = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  if (region.width < 1 || region.height < 1) return null;
  // Output px per original px.
  const density = elementDensity(req.matrix, scale);
  let perOriginal = {
    x: density.width / toOriginal.x,
    y: density.height / toOriginal.y,
  };
  if (!req.vector) perOriginal = { x: Math.min(1, perOriginal.x), y: Math.min(1, perOriginal.y) };
  let width = Math.max(1, Math.ceil(region.width * perOriginal.x));
  let height = Math.max(1, Math.ceil(region.height * perOriginal.y));
  if (width * height > req.maxArea) {
    const shrink = Math.sqrt(req.maxArea / (width * height));
    width = Math.max(1, Math.floor(width * shrink));
    height = Math.max(1, Math.floor(height * shrink));
  }
  return {
    region,
    output: { width, height },
    onElement: {
      x: region.x / toOriginal.x,
      y: region.y / toOriginal.y,
      width: region.width / toOriginal.x,
      height: region.height / toOriginal.y,
    },
  };
}
