/** TIFF / BigTIFF: our streaming decoder (tiff.ts), one strip or tile row at a time. */
import { streamDisplay } from '../../../workers/pipeline/streamDisplay';
import type { Codec } from '../../worker/codec';
import { tiffHeader } from '../header';
import { tiffRegion } from './region';

export const tiffCodec: Codec = {
  id: 'tiff',
  header: tiffHeader,
  display: async (ctx, header, target, state) =>
    streamDisplay((await import('./tiff')).decodeTiff, ctx, header, target, state),
  region: tiffRegion,
};
