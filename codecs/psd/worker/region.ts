/**
 * PSD/PSB regions skip the rows above the region (raw: seek; RLE: row counts; ZIP: inflate and
 * drop) and stop after its last row, through a cursor.
 */
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { planRasterRegion } from '../../../src/domain/imaging/region';
import { cursorRegion } from '../../../workers/pipeline/region/cursorRegion';
import type { RegionContext, RegionResult } from '../../../workers/pipeline/region/regionContext';

export async function psdRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const { decodePsd } = await import('./psd');
  const stored = planRasterRegion(header, header.orientation, ctx.request);
  return cursorRegion(decodePsd, ctx.source, header, stored, ctx, 'psd-rows');
}
