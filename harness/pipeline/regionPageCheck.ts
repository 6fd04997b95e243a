/**
 * Page checks of the pipeline tool (PDF, AI): regions at the page's pixel size equal the display
 * raster; a region at twice that size renders sharp (edge energy above the display raster
 * enlarged) and, averaged 2×2, equals the display raster; an uneven scale is answered exactly.
 */
import type { ImagePipeline } from '../../src/imaging';
import type { Case, RegionCaseResult, Sharpness } from './regionCases';
import { ENLARGE, part, runCase, scaled } from './regionCases';
import type { Box, Pixels } from './regionPixels';
import {
  areaAverage,
  difference,
  edgeEnergy,
  enlarged,
  pixelsOf,
  premultiplied,
} from './regionPixels';

/** Side of the page region a sharpness case renders at 2×, page px (small: quick to compare). */
const SHARP_SIDE = 256;
/** Candidate positions per axis when looking for the page region with the most edges. */
const SHARP_GRID = 12;

/** A page region with something on it: the candidate whose display crop has the most edges. */
function busiestRegion(display: Pixels, W: number, H: number, side: number): Box {
  const w = Math.min(W, side);
  const h = Math.min(H, side);
  let best: Box = { x: 0, y: 0, width: w, height: h };
  let bestEnergy = -1;
  for (let j = 0; j < SHARP_GRID; j++) {
    for (let i = 0; i < SHARP_GRID; i++) {
      const box = {
        x: Math.round(((W - w) * i) / (SHARP_GRID - 1)),
        y: Math.round(((H - h) * j) / (SHARP_GRID - 1)),
        width: w,
        height: h,
      };
      const energy = edgeEnergy(areaAverage(display, box, w, h), w, h);
      if (energy > bestEnergy) [best, bestEnergy] = [box, energy];
    }
  }
  return best;
}

/** Page checks: same-scale regions match the display raster; a 2× region renders sharp. */
export async function pageChecks(
  pipeline: ImagePipeline,
  file: File,
  display: Pixels,
  displayBitmap: ImageBitmap,
  W: number,
  H: number,
  maxFileBytes: number,
): Promise<{ cases: RegionCaseResult[]; sharpness?: Sharpness }> {
  const same = (name: string, region: Box): Case => ({
    name,
    region,
    output: { width: region.width, height: region.height },
    vector: true,
    compare: true,
  });
  const cases: Case[] = [
    same('top-left corner', part(W, H, 0, 0, 0.5, 0.4)),
    same('bottom-right corner', part(W, H, 0.55, 0.6, 1, 1)),
    same('whole page', { x: 0, y: 0, width: W, height: H }),
  ];
  const busy = busiestRegion(display, W, H, SHARP_SIDE);
  const results: RegionCaseResult[] = [];
  const unit = { x: 1, y: 1 };
  for (const c of cases) {
    const r = await runCase(pipeline, file, c, display, unit, maxFileBytes);
    r.bitmap?.close();
    delete r.bitmap;
    results.push(r);
  }
  // Twice the page's pixel size: compared after an exact 2×2 average, and measured for sharpness.
  const twice: Case = {
    name: '2× the page pixel size',
    region: busy,
    output: scaled(busy, ENLARGE, ENLARGE),
    vector: true,
    compare: false,
  };
  const r = await runCase(pipeline, file, twice, display, unit, maxFileBytes);
  let sharpness: Sharpness | undefined;
  if (r.bitmap) {
    const render = pixelsOf(r.bitmap);
    r.bitmap.close();
    const whole = { x: 0, y: 0, width: render.width, height: render.height };
    r.diff = difference(
      areaAverage(render, whole, busy.width, busy.height),
      areaAverage(display, busy, busy.width, busy.height),
    );
    const big = enlarged(displayBitmap, busy, render.width, render.height);
    sharpness = {
      render: edgeEnergy(premultiplied(render), render.width, render.height),
      enlarged: edgeEnergy(premultiplied(big), big.width, big.height),
      display: edgeEnergy(
        areaAverage(display, busy, busy.width, busy.height),
        busy.width,
        busy.height,
      ),
    };
  }
  delete r.bitmap;
  results.push(r);
  // Stretched: a vector answers at exactly the (uneven) output asked for.
  const stretched: Case = {
    name: 'uneven scale',
    region: busy,
    output: { width: busy.width * ENLARGE, height: busy.height },
    vector: true,
    compare: false,
  };
  const s = await runCase(pipeline, file, stretched, display, unit, maxFileBytes);
  s.bitmap?.close();
  delete s.bitmap;
  results.push(s);
  return { cases: results, sharpness };
}
