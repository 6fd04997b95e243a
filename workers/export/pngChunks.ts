/**
 * The chunks of a PNG file the export writes (PNG spec §5.3: length, type, data, CRC-32 over type
 * and data): the signature, IHDR, pHYs, IDAT framing and IEND. Pure; no DOM.
 */
import { updateCrc32 } from '../../codecs/png/crc32';
import { PNG_SIGNATURE } from '../../codecs/png/ihdr';
import { pixelsPerMetre } from '../../src/domain/export/printSize';

/** The 8-byte PNG signature (PNG spec §5.2). */
export const PNG_SIGNATURE_BYTES: Uint8Array<ArrayBuffer> = Uint8Array.from(PNG_SIGNATURE);

/** Colour types the export writes (PNG spec Table 11.1). */
export const ExportColourType = { rgb: 2, rgba: 6 } as const;
export type ExportColourType = (typeof ExportColourType)[keyof typeof ExportColourType];

/** Bits per sample written: 8 (canvas pixels have 8 bits per channel). */
const BIT_DEPTH = 8;
/** IHDR data length, bytes (PNG spec §11.2.2). */
const IHDR_BYTES = 13;
/** pHYs data length, bytes (PNG spec §11.3.5.3). */
const PHYS_BYTES = 9;
/** pHYs unit specifier: 1 = the metre. */
const PHYS_UNIT_METRE = 1;
/** Metres per inch, exactly (1 in = 25.4 mm). */
const METRES_PER_INCH = 0.0254;
/** Length + type before a chunk's data, and the CRC after it, bytes. */
const CHUNK_HEAD_BYTES = 8;
const CHUNK_CRC_BYTES = 4;
/** Largest width, height and chunk length the spec allows (2^31 − 1). */
export const PNG_MAX_UINT = 0x7fffffff;

function typeBytes(type: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(4);
  for (let i = 0; i < 4; i++) bytes[i] = type.charCodeAt(i);
  return bytes;
}

/**
 * A chunk as its three pieces (head: length and type; the data as given; the CRC), ready to be
 * Blob parts: the data is not copied, so a 1 MiB IDAT costs no second megabyte.
 */
export function chunkParts(
  type: string,
  data: Uint8Array<ArrayBuffer>,
): [Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>] {
  const head = new Uint8Array(CHUNK_HEAD_BYTES);
  new DataView(head.buffer).setUint32(0, data.length);
  head.set(typeBytes(type), 4);
  const crc = new Uint8Array(CHUNK_CRC_BYTES);
  new DataView(crc.buffer).setUint32(0, updateCrc32(updateCrc32(0, head.subarray(4)), data));
  return [head, data, crc];
}

/** IHDR data: 8-bit samples, deflate, adaptive filtering, not interlaced. */
export function ihdrData(
  width: number,
  height: number,
  colourType: ExportColourType,
): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(IHDR_BYTES);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data[8] = BIT_DEPTH;
  data[9] = colourType;
  // [10] compression 0 (deflate), [11] filter method 0 (adaptive), [12] interlace 0 (none).
  return data;
}

/** pHYs data: the same resolution on both axes, in pixels per metre. */
export function physData(dpi: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(PHYS_BYTES);
  const view = new DataView(data.buffer);
  const ppm = pixelsPerMetre(dpi);
  view.setUint32(0, ppm);
  view.setUint32(4, ppm);
  data[8] = PHYS_UNIT_METRE;
  return data;
}

/** Largest DPI whose pixels per metre fit pHYs's 31-bit field. */
export const MAX_PNG_DPI = Math.floor(PNG_MAX_UINT * METRES_PER_INCH);
