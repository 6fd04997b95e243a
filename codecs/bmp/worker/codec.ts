/** BMP (RLE, bitfields, top-down): the browser decodes it. */
import { nativeDisplay } from '../../../workers/pipeline/nativeDisplay';
import { nativeRegion } from '../../../workers/pipeline/region/nativeRegion';
import type { Codec } from '../../worker/codec';
import { bmpHeader } from '../header';

export const bmpCodec: Codec = {
  id: 'bmp',
  header: bmpHeader,
  display: nativeDisplay(),
  region: nativeRegion,
};
