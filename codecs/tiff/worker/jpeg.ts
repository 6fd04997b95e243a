/**
 * JPEG inside TIFF. Compression 7: each strip or tile is a JPEG stream (SOI … EOI) that may
 * rely on the shared JPEGTables (347: SOI, DQT/DHT segments, EOI); the decodable stream is the
 * tables without their EOI followed by the piece without its SOI. Compression 6 (old-style,
 * TIFF 6.0 §22, deprecated): best effort through JPEGInterchangeFormat (513), which points at an
 * SOI — either a complete stream (514 bytes long) or the start of one that runs on through the
 * strips. Decoding is the context's (the browser's decoder in workers, jpeg-js in tests), which
 * also converts YCbCr to RGB.
 *
 * CMYK pieces (photometric 5) are the exception: libtiff writes them as plain CMYK without an
 * Adobe marker, while browser decoders (Skia) treat every CMYK JPEG as Adobe-inverted — the
 * picture would come out as a negative, and RGBA output cannot be corrected afterwards. They go
 * through utif's JPEG decoder (a dependency already, loaded only for such files), which returns
 * the raw components; the CMYK kernel converts them (inverted when the stream has an Adobe mark).
 */
import type { JpegDecoder as UtifJpegDecoder } from 'utif';
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { DecodeContext } from '../../worker/types';
import { corrupt, tooLarge } from '../fail';
import type { TiffImage } from './tiffImage';
import { Tag } from './tags';

const MARKER = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;

/** The stream to decode for one piece: tables (without EOI) + piece (without SOI). */
export function mergeJpegTables(tables: Uint8Array | null, piece: Uint8Array): Uint8Array {
  if (!tables || tables.length < 4) return piece;
  let t = tables.length;
  if (tables[t - 2] === MARKER && tables[t - 1] === EOI) t -= 2;
  const skip = piece[0] === MARKER && piece[1] === SOI ? 2 : 0;
  const out = new Uint8Array(t + piece.length - skip);
  out.set(tables.subarray(0, t));
  out.set(piece.subarray(skip), t);
  return out;
}

export interface DecodedJpeg {
  rgba: Uint8Array;
  width: number;
  height: number;
}

/**
 * Checks shared by both JPEG paths, before any decoding: the piece's coded area fits the piece
 * budget (the browser decodes a JPEG into one bitmap of that size) and the stream starts with SOI.
 */
function checkPiece(
  ctx: DecodeContext,
  stream: Uint8Array,
  codedPixels: number,
  what: string,
): void {
  if (codedPixels > ctx.maxPiecePixels) {
    throw tooLarge(`${what}: a JPEG piece of ${codedPixels} px exceeds the piece budget`, {
      megapixels: Math.round(codedPixels / 1e5) / 10,
      maxMegapixels: Math.round(ctx.maxPiecePixels / 1e5) / 10,
    });
  }
  if (stream.length < 4 || stream[0] !== MARKER || stream[1] !== SOI)
    throw corrupt(`${what}: not a JPEG stream`);
}

/**
 * Decodes a piece stream and checks it covers `needWidth` × `needRows` px. `codedPixels` (the
 * piece's coded area) above the piece budget is refused first: the browser decodes a JPEG into
 * one bitmap of that size.
 */
export async function decodeJpegPiece(
  ctx: DecodeContext,
  stream: Uint8Array,
  codedPixels: number,
  needWidth: number,
  needRows: number,
  what: string,
): Promise<DecodedJpeg> {
  checkPiece(ctx, stream, codedPixels, what);
  let decoded: DecodedJpeg;
  try {
    decoded = await ctx.decodeJpeg(stream);
  } catch (error) {
    throw corrupt(
      `${what}: JPEG decode failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (decoded.width < needWidth || decoded.height < needRows) {
    throw corrupt(
      `${what}: JPEG is ${decoded.width}×${decoded.height}, ${needWidth}×${needRows} expected`,
    );
  }
  if (decoded.rgba.length < decoded.width * decoded.height * 4)
    throw corrupt(`${what}: short JPEG output`);
  return decoded;
}

/**
 * A CMYK piece decoded to raw components by utif's decoder, converted to RGBA by the kernel.
 * Same checks as {@link decodeJpegPiece}.
 */
export async function decodeCmykJpegPiece(
  ctx: DecodeContext,
  stream: Uint8Array,
  codedPixels: number,
  needWidth: number,
  needRows: number,
  what: string,
): Promise<DecodedJpeg> {
  checkPiece(ctx, stream, codedPixels, what);
  const JpegDecoder = await utifJpeg();
  let width: number;
  let height: number;
  let raw: Uint8ClampedArray;
  try {
    const d = new JpegDecoder();
    d.parse(stream);
    width = d.width;
    height = d.height;
    if (width * height > codedPixels) throw new Error(`${width}×${height} larger than the piece`);
    raw = d.getData(width, height);
  } catch (error) {
    throw corrupt(
      `${what}: JPEG decode failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (width < needWidth || height < needRows) {
    throw corrupt(`${what}: JPEG is ${width}×${height}, ${needWidth}×${needRows} expected`);
  }
  const pixels = width * height;
  if (raw.length !== pixels * 4)
    throw corrupt(`${what}: CMYK JPEG with ${raw.length / pixels} components`);
  const rgba = new Uint8Array(pixels * 4);
  ctx.kernels.cmykToRgba(
    new Uint8Array(raw.buffer, raw.byteOffset, raw.length),
    rgba,
    pixels,
    hasAdobeMarker(stream),
  );
  return { rgba, width, height };
}

type JpegDecoderClass = typeof UtifJpegDecoder;
let utifModule: Promise<JpegDecoderClass> | null = null;

/** utif's JPEG decoder, imported on first use (only CMYK JPEG files need it). */
function utifJpeg(): Promise<JpegDecoderClass> {
  utifModule ??= import('utif').then((m) => {
    const mod = (m as { default?: typeof m.default }).default ?? (m as unknown as typeof m.default);
    return mod.JpegDecoder;
  });
  return utifModule;
}

/** An Adobe APP14 segment before the scan: CMYK samples are stored inverted (Photoshop). */
export function hasAdobeMarker(bytes: Uint8Array): boolean {
  let i = 2;
  while (i + 4 <= bytes.length && bytes[i] === MARKER) {
    const marker = bytes[i + 1]!;
    if (marker === SOS || marker === EOI) return false;
    if (marker === MARKER) {
      i++;
      continue;
    }
    const len = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (
      marker === 0xee &&
      len >= 7 &&
      String.fromCharCode(...bytes.subarray(i + 4, i + 9)) === 'Adobe'
    ) {
      return true;
    }
    i += 2 + len;
  }
  return false;
}

/** True when `bytes` contains a start-of-scan marker after its SOI. */
function hasScan(bytes: Uint8Array): boolean {
  for (let i = 2; i + 1 < bytes.length; i++) {
    if (bytes[i] === MARKER && bytes[i + 1] === SOS) return true;
  }
  return false;
}

/**
 * The JPEG stream of an old-style (compression 6) image, or a corrupt error when the file gives
 * no way to find one. Reads at most the interchange stream, or that plus the strips after it.
 */
export async function oldJpegStream(image: TiffImage, source: ByteSource): Promise<Uint8Array> {
  const start = await image.ifd.number(Tag.JPEGInterchangeFormat, 0);
  const length = await image.ifd.number(Tag.JPEGInterchangeFormatLength, 0);
  const size = image.header.fileSize;
  if (start <= 0 || start >= size) {
    throw corrupt('old-style JPEG (compression 6) without a usable JPEGInterchangeFormat');
  }
  if (length > 0 && start + length <= size) {
    const whole = await source.read(start, length);
    if (whole[0] === MARKER && whole[1] === SOI && hasScan(whole)) return whole;
  }
  // The interchange stream holds only tables and frame header: the scan data is in the strips,
  // which follow it in the file. Read from the SOI to the end of the last strip.
  const { offsets, counts } = image.pieces;
  let end = start + length;
  for (let i = 0; i < offsets.length; i++) end = Math.max(end, offsets[i]! + counts[i]!);
  end = Math.min(end, size);
  if (end <= start + 2) throw corrupt('old-style JPEG: no data after JPEGInterchangeFormat');
  const bytes = await source.read(start, end - start);
  if (bytes[0] !== MARKER || bytes[1] !== SOI || !hasScan(bytes)) {
    throw corrupt('old-style JPEG: JPEGInterchangeFormat does not start a decodable stream');
  }
  return bytes;
}
