/** AVIF (grid, irot/imir, 10-bit): the browser decodes and orients it. */
import { nativeDisplay } from '../../../workers/pipeline/nativeDisplay';
import { nativeRegion } from '../../../workers/pipeline/region/nativeRegion';
import type { Codec } from '../../worker/codec';
import { avifHeader } from '../header';

export const avifCodec: Codec = {
  id: 'avif',
  header: avifHeader,
  display: nativeDisplay(),
  region: nativeRegion,
};
