/**
 * The codec registry: one record per format folder. The pipeline worker's display job and region
 * job look a detected format up here; nothing else switches on the format.
 */
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';
import type { ImageFormat } from '../../src/domain/imaging/formats';
import { avifCodec } from '../avif/worker/codec';
import { bmpCodec } from '../bmp/worker/codec';
import { epsCodec } from '../eps/worker/codec';
import { gifCodec } from '../gif/worker/codec';
import { heicCodec } from '../heic/worker/codec';
import { jpegCodec } from '../jpeg/worker/codec';
import { pdfCodec } from '../pdf/worker/codec';
import { pngCodec } from '../png/worker/codec';
import { psdCodec } from '../psd/worker/codec';
import { svgCodec } from '../svg/worker/codec';
import { tiffCodec } from '../tiff/worker/codec';
import { webpCodec } from '../webp/worker/codec';
import type { Codec } from './codec';

export const CODECS: readonly Codec[] = [
  jpegCodec,
  pngCodec,
  gifCodec,
  bmpCodec,
  webpCodec,
  avifCodec,
  heicCodec,
  tiffCodec,
  psdCodec,
  pdfCodec,
  epsCodec,
  svgCodec,
];

const BY_FORMAT = new Map<ImageFormat, Codec>(
  CODECS.flatMap((c) => c.header.formats.map((f) => [f, c] as const)),
);

/** The codec of a detected format (unsupportedType when none reads it). */
export function codecFor(format: ImageFormat): Codec {
  const codec = BY_FORMAT.get(format);
  if (!codec) throw new PipelineError(PipelineErrorKey.unsupportedType, `no codec for ${format}`);
  return codec;
}
