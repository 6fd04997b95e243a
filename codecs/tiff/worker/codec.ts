/**
 * TIFF / BigTIFF: our streaming decoder (tiff.ts), one strip or tile row at a time; any page of
 * a multi-page file (selectTiffPage).
 */
import { streamDisplay } from '../../../workers/pipeline/streamDisplay';
import type { Codec } from '../../worker/codec';
import { selectTiffPage, tiffHeader } from '../header';
import { tiffRegion } from './region';

export const tiffCodec: Codec = {
  id: 'tiff',
  header: tiffHeader,
  display: async (ctx, header, target, state) =>
    streamDisplay((await import('./tiff')).decodeTiff, ctx, header, target, state),
  region: tiffRegion,
  // Pages are the directories of the main chain.
  selectPage: selectTiffPage,
};
