/**
 * Reads a file's header facts without decoding pixels: detects the format from the first 64 KB,
 * then hands over to that codec's header reader (codecs/<format>/header.ts), which follow offsets through the
 * ByteSource and never read the whole file. Typed failures: empty file → empty; unrecognised
 * bytes → unsupportedType; damaged or absurd headers → corrupt; with `maxPixels`, a raster whose
 * stored area is larger → tooManyPixels (decompression bombs fail before any decoder runs).
 */
import type { ByteSource } from '../src/domain/imaging/byteSource';
import { detectFormat } from './detectFormat';
import { PipelineError, PipelineErrorKey } from '../src/domain/imaging/errors';
import type { ImageFormat } from '../src/domain/imaging/formats';
import { isPageFormat, isVectorFormat } from '../src/domain/imaging/formats';
import type { ImageHeader } from '../src/domain/imaging/imageInfo';
import { HEAD_BYTES } from './common/binary';
import { HEADER_OF } from './headers';

export interface ReadHeaderOptions {
  /** Refuse rasters whose stored width × height is above this (tooManyPixels). */
  maxPixels?: number;
  /**
   * Called with the format as soon as the signature is recognised, before the header is parsed
   * (tens of ms for some formats): the caller can start loading that format's decoder.
   */
  onFormat?(format: ImageFormat): void;
}

export async function readHeader(
  source: ByteSource,
  options: ReadHeaderOptions = {},
): Promise<ImageHeader> {
  if (source.size <= 0) throw new PipelineError(PipelineErrorKey.empty, 'zero-byte file');
  const head = await source.read(0, Math.min(source.size, HEAD_BYTES));
  if (head.length === 0) throw new PipelineError(PipelineErrorKey.empty, 'nothing could be read');
  const format = detectFormat(head);
  if (!format) throw new PipelineError(PipelineErrorKey.unsupportedType, 'unrecognised signature');
  options.onFormat?.(format);
  let header: ImageHeader;
  try {
    const reader = HEADER_OF.get(format);
    if (!reader)
      throw new PipelineError(PipelineErrorKey.unsupportedType, `no reader for ${format}`);
    header = await reader.read(source, head, format);
  } catch (error) {
    if (error instanceof PipelineError) throw error;
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new PipelineError(PipelineErrorKey.corrupt, `${format} header: ${detail}`);
  }
  const { maxPixels } = options;
  if (maxPixels !== undefined && !isPageFormat(header.format) && !isVectorFormat(header.format)) {
    const pixels = header.width * header.height;
    if (pixels > maxPixels) {
      throw new PipelineError(PipelineErrorKey.tooManyPixels, `${header.width}x${header.height}`, {
        megapixels: Math.round(pixels / 1e5) / 10,
        maxMegapixels: Math.round(maxPixels / 1e5) / 10,
      });
    }
  }
  return header;
}
