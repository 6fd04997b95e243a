/**
 * Regions of big PNGs inflate from the start (the format needs it) and stop after the region's
 * last row; the cursor keeps the inflater between bands, so bands top to bottom inflate the file
 * once.
 */
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { planRasterRegion } from '../../../src/domain/imaging/region';
import { cursorRegion } from '../../../workers/pipeline/region/cursorRegion';
import type { RegionContext, RegionResult } from '../../../workers/pipeline/region/regionContext';

export async function pngRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const { decodePng } = await import('./png');
  const stored = planRasterRegion(header, header.orientation, ctx.request);
  return cursorRegion(decodePng, ctx.source, header, stored, ctx, 'png-rows');
}
