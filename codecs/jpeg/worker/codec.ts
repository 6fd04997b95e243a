/**
 * JPEG (CMYK/YCCK, progressive, EXIF 1–8): the browser decodes it straight to the display size;
 * the thumbnails come first from a decode at a DCT scale (scaledJpeg.ts).
 */
import { nativeDisplay } from '../../../workers/pipeline/nativeDisplay';
import { nativeRegion } from '../../../workers/pipeline/region/nativeRegion';
import type { Codec } from '../../worker/codec';
import { jpegHeader } from '../header';
import { decodeScaledJpeg } from './scaledJpeg';

export const jpegCodec: Codec = {
  id: 'jpeg',
  header: jpegHeader,
  display: nativeDisplay(decodeScaledJpeg),
  region: nativeRegion,
};
