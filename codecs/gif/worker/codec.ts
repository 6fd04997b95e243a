/** GIF: the browser decodes the first frame. */
import { nativeDisplay } from '../../../workers/pipeline/nativeDisplay';
import { nativeRegion } from '../../../workers/pipeline/region/nativeRegion';
import type { Codec } from '../../worker/codec';
import { gifHeader } from '../header';

export const gifCodec: Codec = {
  id: 'gif',
  header: gifHeader,
  display: nativeDisplay(),
  region: nativeRegion,
};
