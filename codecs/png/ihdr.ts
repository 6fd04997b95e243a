/**
 * The PNG signature and image header (IHDR, PNG spec §11.2.2) and the row geometry derived from
 * it: the one PNG header check, used by the sniffer and header reader (header.ts), the streaming
 * decoder (worker/pngChunks.ts) and the export's writer (workers/export/pngChunks.ts). Pure.
 */
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** Colour types (PNG spec Table 11.1). */
export const PngColourType = {
  gray: 0,
  rgb: 2,
  palette: 3,
  grayAlpha: 4,
  rgba: 6,
} as const;
export type PngColourType = (typeof PngColourType)[keyof typeof PngColourType];

/** Samples per pixel of each colour type. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Bit depths allowed per colour type (PNG spec Table 11.1). */
const DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** Largest width or height the spec allows (2^31 − 1), px. */
const MAX_SIDE = 0x7fffffff;

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: 1 | 2 | 4 | 8 | 16;
  colourType: PngColourType;
  interlaced: boolean;
  /** Samples per pixel. */
  channels: number;
  /** Bytes of one unfiltered row (without the filter byte). */
  rowBytes: number;
  /** Bytes per complete pixel for filtering, at least 1 (PNG spec §9.2 "bpp"). */
  filterBpp: number;
}

function corrupt(detail: string): PipelineError {
  return new PipelineError(PipelineErrorKey.corrupt, detail);
}

/** Parses and validates the 13 data bytes of IHDR. */
export function parseIhdr(data: Uint8Array): PngHeader {
  if (data.length !== 13) throw corrupt(`IHDR is ${data.length} bytes, not 13`);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const width = view.getUint32(0);
  const height = view.getUint32(4);
  const bitDepth = data[8]!;
  const colourType = data[9]!;
  const [compression, filter, interlace] = [data[10]!, data[11]!, data[12]!];
  if (width === 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE) {
    throw corrupt(`IHDR size ${width}×${height}`);
  }
  const depths = DEPTHS[colourType];
  if (!depths) throw corrupt(`colour type ${colourType}`);
  if (!depths.includes(bitDepth))
    throw corrupt(`bit depth ${bitDepth} with colour type ${colourType}`);
  if (compression !== 0 || filter !== 0 || interlace > 1) {
    throw corrupt(`IHDR methods ${compression}/${filter}/${interlace}`);
  }
  const channels = CHANNELS[colourType]!;
  const bitsPerPixel = channels * bitDepth;
  return {
    width,
    height,
    bitDepth: bitDepth as PngHeader['bitDepth'],
    colourType: colourType as PngColourType,
    interlaced: interlace === 1,
    channels,
    rowBytes: Math.ceil((width * bitsPerPixel) / 8),
    filterBpp: Math.max(1, bitsPerPixel >> 3),
  };
}
