/**
 * Region checks of the pipeline tool page (`window.pipelineTool.regionCheck`, driven by
 * tests/browser/region.spec.ts): a file is processed once for its display raster, then regions
 * touching its edges and middle are decoded and compared with the same part of the display
 * raster (regionCases.ts). Rasters are also checked for never being upscaled; pages for
 * rendering sharp above their display resolution (regionPageCheck.ts).
 */
import type { ImagePipeline } from '../../src/imaging';
import type { Case, RegionCaseResult, Sharpness, Size } from './regionCases';
import { ENLARGE, errorOf, part, runCase, scaled } from './regionCases';
import { pageChecks } from './regionPageCheck';
import { pixelsOf } from './regionPixels';
import type { Box } from './regionPixels';

export type { RegionCaseResult };

export interface RegionCheckResult {
  file: string;
  error: string | null;
  detail?: string;
  format: string | null;
  /** The pipeline's pixel space (what regions are given in). */
  pixelWidth: number;
  pixelHeight: number;
  display: Size | null;
  cases: RegionCaseResult[];
  /** Pages: edge energy of a 2× render, of the display raster enlarged 2×, and of the display. */
  sharpness?: Sharpness;
}

/** A downscaled case's output, as a fraction of the display-scale size. */
const SHRINK = 0.4;

/** Regions touching every edge and the middle, at the display raster's scale and below. */
function rasterCases(W: number, H: number, sx: number, sy: number, maxArea: number): Case[] {
  const regions: [string, Box][] = [
    ['top-left corner', part(W, H, 0, 0, 0.45, 0.4)],
    ['bottom-right corner', part(W, H, 0.6, 0.55, 1, 1)],
    ['middle', part(W, H, 0.3, 0.35, 0.35, 0.3)],
    ['whole image', { x: 0, y: 0, width: W, height: H }],
    ['band across', part(W, H, 0, 0.5, 1, 0.1)],
    [
      'right edge column',
      {
        x: W - Math.max(1, Math.round(W * 0.01)),
        y: 0,
        width: Math.max(1, Math.round(W * 0.01)),
        height: H,
      },
    ],
  ];
  const cases: Case[] = regions.map(([name, region]) => ({
    name,
    region,
    output: scaled(region, sx, sy),
    vector: false,
    compare: true,
  }));
  const middle = regions[2]![1];
  cases.push({
    name: 'middle, downscaled',
    region: middle,
    output: scaled(middle, sx, sy, SHRINK),
    vector: false,
    compare: true,
  });
  const big = scaled(middle, 1, 1, ENLARGE);
  if (big.width * big.height <= maxArea) {
    // Asked for more pixels than the region has: answered at the region's own size.
    cases.push({
      name: 'middle, enlarged request',
      region: middle,
      output: big,
      vector: false,
      compare: sx === 1 && sy === 1,
    });
  }
  return cases;
}

/** Processes `file`, then checks regions of it against its display raster. */
export async function regionCheck(
  pipeline: ImagePipeline,
  file: File,
  maxFileBytes: number,
): Promise<RegionCheckResult> {
  let processed;
  try {
    processed = await pipeline.process(file, file.name, { maxFileBytes });
  } catch (error) {
    const e = errorOf(error);
    return {
      file: file.name,
      error: e.key,
      detail: e.detail,
      format: null,
      pixelWidth: 0,
      pixelHeight: 0,
      display: null,
      cases: [],
    };
  }
  const { info, display: bitmap } = processed;
  const base = {
    file: file.name,
    error: null,
    format: info.format,
    pixelWidth: info.pixelWidth,
    pixelHeight: info.pixelHeight,
    display: bitmap ? { width: bitmap.width, height: bitmap.height } : null,
  };
  if (!bitmap) return { ...base, cases: [] }; // SVG: no raster, no regions
  try {
    const display = pixelsOf(bitmap);
    const W = info.pixelWidth;
    const H = info.pixelHeight;
    // Pages and EPS (drawn by the PostScript renderer) render regions at the size asked.
    if (info.format === 'pdf' || info.format === 'ai' || info.format === 'eps')
      return {
        ...base,
        ...(await pageChecks(pipeline, file, display, bitmap, W, H, maxFileBytes)),
      };
    const scale = { x: bitmap.width / W, y: bitmap.height / H };
    const cases: RegionCaseResult[] = [];
    for (const c of rasterCases(W, H, scale.x, scale.y, pipeline.budget.maxArea)) {
      const r = await runCase(pipeline, file, c, display, scale, maxFileBytes);
      r.bitmap?.close();
      delete r.bitmap;
      cases.push(r);
    }
    return { ...base, cases };
  } finally {
    bitmap.close();
  }
}
