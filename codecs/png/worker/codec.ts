/**
 * PNG: the browser decodes it up to PIPELINE_LIMITS.nativePngMaxArea; bigger non-interlaced
 * files stream through our decoder (IDAT inflated and unfiltered row by row), for the display
 * raster and for regions alike, so memory stays one strip.
 */
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { PIPELINE_LIMITS } from '../../../src/domain/imaging/limits';
import { nativeDisplay } from '../../../workers/pipeline/nativeDisplay';
import { nativeRegion } from '../../../workers/pipeline/region/nativeRegion';
import { streamDisplay } from '../../../workers/pipeline/streamDisplay';
import type { Codec } from '../../worker/codec';
import { pngHeader } from '../header';
import { pngRegion } from './region';

function streams(header: ImageHeader): boolean {
  return (
    header.width * header.height > PIPELINE_LIMITS.nativePngMaxArea && !header.extra?.interlaced
  );
}

const native = nativeDisplay();

export const pngCodec: Codec = {
  id: 'png',
  header: pngHeader,
  async display(ctx, header, target, state) {
    if (!streams(header)) return native(ctx, header, target, state);
    return streamDisplay((await import('./png')).decodePng, ctx, header, target, state);
  },
  region: (header, ctx) => (streams(header) ? pngRegion(header, ctx) : nativeRegion(header, ctx)),
};
