/**
 * What libheif itself says about a HEIF file's primary image, for cross-checking the header
 * parser (codecs/heic/isobmff.ts) and for choosing how to decode.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { Orientation } from '../../../src/domain/imaging/imageInfo';
import { toHeifPipelineError } from './heifErrors';
import { openHeif } from './heifFile';
import type { HeifTiling } from './libheif';
import type { PixelRect } from './orientation';
import type { HeifThumbnail } from './preview';
import { listThumbnails } from './preview';

/** libheif's view of a file's primary image. */
export interface HeifProbe {
  /** Delivered (coded, clean-aperture) size, px: what decodeHeif sends to the sink. */
  width: number;
  height: number;
  /** Coded size of the whole item (ispe), px. */
  codedWidth: number;
  codedHeight: number;
  /** The clean aperture in coded pixels. */
  crop: PixelRect;
  /** Display transform of the delivered pixels (irot/imir in ipma order). */
  orientation: Orientation;
  /** Size after every transformation as libheif reports it, px. */
  displayWidth: number;
  displayHeight: number;
  /** Luma bit depth as stored. */
  bitDepth: number;
  hasAlpha: boolean;
  tiling: HeifTiling;
  thumbnails: HeifThumbnail[];
}

/** Opens `source` with libheif and reports its primary image (throws PipelineError). */
export async function probeHeif(source: ByteSource, signal?: AbortSignal): Promise<HeifProbe> {
  const file = await openHeif(source, signal);
  try {
    const g = file.geometry;
    return {
      width: g.crop.width,
      height: g.crop.height,
      codedWidth: g.codedWidth,
      codedHeight: g.codedHeight,
      crop: g.crop,
      orientation: g.orientation,
      displayWidth: file.displayWidth,
      displayHeight: file.displayHeight,
      bitDepth: file.bitDepth,
      hasAlpha: file.hasAlpha,
      tiling: file.tiling,
      thumbnails: listThumbnails(file),
    };
  } catch (error) {
    throw toHeifPipelineError(error);
  } finally {
    file.close();
  }
}

/** The display transform of the primary image as libheif reads it (irot/imir of the item). */
export async function heifOrientation(source: ByteSource): Promise<Orientation> {
  return (await probeHeif(source)).orientation;
}
