/** WebP: the browser decodes it; its EXIF orientation is applied by us (Chromium does not). */
import { nativeDisplay } from '../../../workers/pipeline/nativeDisplay';
import { nativeRegion } from '../../../workers/pipeline/region/nativeRegion';
import type { Codec } from '../../worker/codec';
import { webpHeader } from '../header';

export const webpCodec: Codec = {
  id: 'webp',
  header: webpHeader,
  display: nativeDisplay(),
  region: nativeRegion,
};
