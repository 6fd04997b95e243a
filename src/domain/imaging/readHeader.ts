/**
 * Reads a file's header facts without decoding pixels: detects the format from the first 64 KB,
 * then hands over to one parser per format (headers/*.ts), which follow offsets through the
 * ByteSource and never read the whole file. Typed failures: empty file → empty; unrecognised
 * bytes → unsupportedType; damaged or absurd headers → corrupt; with `maxPixels`, a raster whose
 * stored area is larger → tooManyPixels (decompression bombs fail before any decoder runs).
 */
import type { ByteSource } from './byteSource';
import { detectFormat } from './detectFormat';
import { PipelineError, PipelineErrorKey } from './errors';
import type { ImageFormat } from './formats';
import { isPageFormat, isVectorFormat } from './formats';
import type { ImageHeader } from './imageInfo';
import { HEAD_BYTES } from './headers/binary';
import { readBmpHeader } from './headers/bmp';
import { readEpsHeader } from './headers/eps';
import { readGifHeader } from './headers/gif';
import { readIsobmffHeader } from './headers/isobmff';
import { readJpegHeader } from './headers/jpeg';
import { readPdfHeader } from './headers/pdf';
import { readPngHeader } from './headers/png';
import { readPsdHeader } from './headers/psd';
import { readSvgHeader } from './headers/svg';
import { readTiffHeader } from './headers/tiff';
import { readWebpHeader } from './headers/webp';

export interface ReadHeaderOptions {
  /** Refuse rasters whose stored width × height is above this (tooManyPixels). */
  maxPixels?: number;
  /**
   * Called with the format as soon as the signature is recognised, before the header is parsed
   * (tens of ms for some formats): the caller can start loading that format's decoder.
   */
  onFormat?(format: ImageFormat): void;
}

type Parser = (source: ByteSource, head: Uint8Array, format: ImageFormat) => Promise<ImageHeader>;

const PARSERS: Record<ImageFormat, Parser> = {
  jpeg: (s) => readJpegHeader(s),
  png: (s, h) => readPngHeader(s, h),
  gif: (s, h) => readGifHeader(s, h),
  bmp: async (_s, h) => readBmpHeader(h),
  webp: (s, h) => readWebpHeader(s, h),
  heic: (s, _h, f) => readIsobmffHeader(s, f),
  avif: (s, _h, f) => readIsobmffHeader(s, f),
  tiff: (s, h) => readTiffHeader(s, h),
  psd: (s, h) => readPsdHeader(s, h),
  psb: (s, h) => readPsdHeader(s, h),
  eps: (s, h, f) => readEpsHeader(s, h, f),
  ai: (s, h, f) => (isPostScript(h) ? readEpsHeader(s, h, f) : readPdfHeader(s, h, f)),
  pdf: (s, h, f) => readPdfHeader(s, h, f),
  svg: (s) => readSvgHeader(s),
};

function isPostScript(head: Uint8Array): boolean {
  return head[0] === 0x25 && head[1] === 0x21; // "%!"
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
    header = await PARSERS[format](source, head, format);
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
