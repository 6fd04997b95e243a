/**
 * TIFF regions read and decode only the strips or tiles the region touches (a window), from a
 * directory and piece table parsed once per file; strips go through a region cursor, so bands
 * asked top to bottom continue where the last stopped (a single-strip LZW image is decoded once
 * for all its bands, not once per band).
 */
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { selectedIfdOffset } from '../header';
import { planRasterRegion } from '../../../src/domain/imaging/region';
import { cursorRegion } from '../../../workers/pipeline/region/cursorRegion';
import { decodeRasterRegion } from '../../../workers/pipeline/region/rasterRegion';
import type { RegionContext, RegionResult } from '../../../workers/pipeline/region/regionContext';

export async function tiffRegion(header: ImageHeader, ctx: RegionContext): Promise<RegionResult> {
  const stored = planRasterRegion(header, header.orientation, ctx.request);
  const { createTiffDecoder, readTiffImage, readsInRows } = await import('./tiff');
  // Each page's directory is kept apart (a page is another image of the file).
  const ifdOffset = selectedIfdOffset(header);
  const image = await ctx.lease.part(`tiff-${ifdOffset ?? 0}`, () =>
    readTiffImage(ctx.source, ifdOffset),
  );
  const decoder = createTiffDecoder({ image });
  // Strips are full rows read top-down: a cursor carries one band's last strip into the next.
  if (readsInRows(image))
    return cursorRegion(decoder, ctx.source, header, stored, ctx, 'tiff-strips');
  return decodeRasterRegion(decoder, ctx.source, header, stored, ctx, 'tiff-window');
}
