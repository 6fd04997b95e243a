/**
 * One region case of the pipeline tool's checks: a region and answer size asked of the real
 * pipeline, the answer compared with the same part of the display raster, resampled by an
 * independent area average (regionPixels.ts).
 */
import type { ImagePipeline } from '../../src/imaging';
import { ImageProcessingError } from '../../src/imaging';
import type { Box, Difference, Pixels } from './regionPixels';
import { areaAverage, difference, pixelsOf, premultiplied } from './regionPixels';

export interface Size {
  width: number;
  height: number;
}

export interface RegionCaseResult {
  name: string;
  region: Box;
  output: Size;
  page?: number;
  /** The size the answer must have. */
  expected: Size;
  /** The answer's size, or null when it failed. */
  got: Size | null;
  error: string | null;
  detail?: string;
  /** Against the display raster (null when not comparable: an enlarged raster request). */
  diff: Difference | null;
  /** Which decoder route answered. */
  route: string | null;
  ms: number;
}

/** Pages: edge energy of a 2× render, of the display raster enlarged 2×, and of the display. */
export interface Sharpness {
  render: number;
  enlarged: number;
  display: number;
}

export interface Case {
  name: string;
  region: Box;
  output: Size;
  page?: number;
  /** Vector formats answer at the output; rasters at most at the region's size. */
  vector: boolean;
  /** Compare with the display raster (its pixels cover the request). */
  compare: boolean;
}

/** Scale of an enlarged-request case (a raster answer must stay at the region's size). */
export const ENLARGE = 2;

export function errorOf(error: unknown): { key: string; detail: string } {
  if (error instanceof ImageProcessingError)
    return { key: error.failure.key, detail: error.failure.detail ?? '' };
  return { key: 'unexpected', detail: String(error) };
}

/** A rectangle of fractions of `W`×`H`, in whole px, at least 1 px, inside. */
export function part(W: number, H: number, fx: number, fy: number, fw: number, fh: number): Box {
  const x = Math.min(W - 1, Math.round(W * fx));
  const y = Math.min(H - 1, Math.round(H * fy));
  return {
    x,
    y,
    width: Math.max(1, Math.min(W - x, Math.round(W * fw))),
    height: Math.max(1, Math.min(H - y, Math.round(H * fh))),
  };
}

export function scaled(r: Box, sx: number, sy: number, k = 1): Size {
  return {
    width: Math.max(1, Math.round(r.width * sx * k)),
    height: Math.max(1, Math.round(r.height * sy * k)),
  };
}

/** The answer's size a case must get. */
function expectedSize(c: Case): Size {
  if (c.vector) return c.output;
  return {
    width: Math.min(c.output.width, Math.round(c.region.width)),
    height: Math.min(c.output.height, Math.round(c.region.height)),
  };
}

export async function runCase(
  pipeline: ImagePipeline,
  file: File,
  c: Case,
  display: Pixels,
  scale: { x: number; y: number },
  maxFileBytes: number,
): Promise<RegionCaseResult & { bitmap?: ImageBitmap }> {
  const started = performance.now();
  const base = {
    name: c.name,
    region: c.region,
    output: c.output,
    page: c.page,
    expected: expectedSize(c),
  };
  try {
    const request = {
      region: c.region,
      output: c.output,
      ...(c.page === undefined ? {} : { page: c.page }),
    };
    let route: string | null = null;
    const bitmap = await pipeline.decodeRegion(file, file.name, request, {
      maxFileBytes,
      onRoute: (r) => (route = r),
    });
    const ms = Math.round(performance.now() - started);
    const got = { width: bitmap.width, height: bitmap.height };
    let diff: Difference | null = null;
    if (c.compare) {
      const box = {
        x: c.region.x * scale.x,
        y: c.region.y * scale.y,
        width: c.region.width * scale.x,
        height: c.region.height * scale.y,
      };
      diff = difference(
        premultiplied(pixelsOf(bitmap)),
        areaAverage(display, box, got.width, got.height),
      );
    }
    return { ...base, got, error: null, diff, route, ms, bitmap };
  } catch (error) {
    const e = errorOf(error);
    return {
      ...base,
      got: null,
      error: e.key,
      detail: e.detail,
      diff: null,
      route: null,
      ms: Math.round(performance.now() - started),
    };
  }
}
