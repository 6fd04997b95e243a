/**
 * TIFF header (classic and BigTIFF): IFD0's tags plus the page count, which is the number of
 * IFDs in the main chain (EXIF and SubIFDs hang off tags, not the chain, so they are not pages).
 * DPI from 282/283 with 296 (inch by default, cm × 2.54, "none" → null); orientation from 274.
 * A broken chain after IFD0 (a loop, an offset past the end) ends the page count there
 * (`extra.chainBroken`), as libtiff does; a broken IFD0 is corrupt. `selectTiffPage` reads another
 * page's directory (its `extra.ifdOffset` and `extra.page` tell the decoder which to decode).
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ColourModel, ImageHeader } from '../../src/domain/imaging/imageInfo';
import { orientationFromExif } from '../../src/domain/imaging/imageInfo';
import { corrupt, startsWith } from '../common/binary';
import { baseHeader, checkRasterSize, resolutionDpi, validOrientationTag } from '../common/result';
import type { Ifd } from './ifd';
import {
  parseTiffHeader,
  readIfd,
  readTiffHeader as readTiffFileHeader,
  walkIfdChain,
} from './ifd';
import type { FormatHeader } from '../common/formatHeader';

/** Pages counted at most. */
const MAX_PAGES = 10_000;
const MAX_SIDE = 0xffffffff;
/** ExtraSamples values read at most (real files have one or two). */
const MAX_EXTRA_SAMPLES = 16;

const T = {
  width: 256,
  height: 257,
  bitsPerSample: 258,
  compression: 259,
  photometric: 262,
  orientation: 274,
  samplesPerPixel: 277,
  xResolution: 282,
  yResolution: 283,
  planarConfig: 284,
  resolutionUnit: 296,
  predictor: 317,
  tileWidth: 322,
  tileLength: 323,
  extraSamples: 338,
  sampleFormat: 339,
  inkSet: 332,
  iccProfile: 34675,
} as const;

export async function readTiffHeader(source: ByteSource, head: Uint8Array): Promise<ImageHeader> {
  let file;
  try {
    file = parseTiffHeader(head, source.size);
  } catch {
    throw corrupt('TIFF header');
  }
  const chain = await walkIfdChain(source, file, MAX_PAGES);
  const ifd = await readIfd(source, file, file.firstIfdOffset);
  const h = await headerOfIfd(ifd);
  h.pages = chain.offsets.length;
  h.extra = { ...h.extra, chainBroken: chain.broken };
  return h;
}

/**
 * The header of page `page` (0-based): the `page`-th directory of the main chain, with the file's
 * page count. Throws corruptImage for a page the file does not have.
 */
export async function selectTiffPage(
  source: ByteSource,
  first: ImageHeader,
  page: number,
): Promise<ImageHeader> {
  const file = await readTiffFileHeader(source).catch(() => {
    throw corrupt('TIFF header');
  });
  const chain = await walkIfdChain(source, file, MAX_PAGES);
  const offset = chain.offsets[page];
  if (!Number.isInteger(page) || page < 0 || offset === undefined)
    throw corrupt(`TIFF page ${page + 1} of ${chain.offsets.length}`);
  const h = await headerOfIfd(await readIfd(source, file, offset));
  h.pages = first.pages;
  h.extra = { ...h.extra, chainBroken: chain.broken, page };
  return h;
}

/** The directory a TIFF header's decoder reads: another page's, or null for IFD 0. */
export function selectedIfdOffset(header: ImageHeader | null): number | null {
  const { page, ifdOffset } = header?.extra ?? {};
  return typeof page === 'number' && page > 0 && typeof ifdOffset === 'number' ? ifdOffset : null;
}

/** The header facts of one directory (also used for embedded TIFF previews). */
export async function headerOfIfd(ifd: Ifd): Promise<ImageHeader> {
  const get = (tag: number) => ifd.first(tag);
  const width = await get(T.width);
  const height = await get(T.height);
  if (width === null || height === null) throw corrupt('TIFF IFD without ImageWidth/ImageLength');
  checkRasterSize(width, height, MAX_SIDE, 'TIFF');

  const compression = (await get(T.compression)) ?? 1;
  const photometric = await get(T.photometric);
  const samplesPerPixel = (await get(T.samplesPerPixel)) ?? 1;
  const planarConfig = (await get(T.planarConfig)) ?? 1;
  const predictor = (await get(T.predictor)) ?? 1;
  const sampleFormat = (await get(T.sampleFormat)) ?? 1;
  const tileWidth = await get(T.tileWidth);
  const tileLength = await get(T.tileLength);
  const bits = ifd.has(T.bitsPerSample) ? await get(T.bitsPerSample) : 1;
  const extraSamples = await values(ifd, T.extraSamples, MAX_EXTRA_SAMPLES);

  const h = baseHeader('tiff', width, height);
  h.bitDepth = bits ?? 1;
  h.colourModel = colourOf(photometric, h.bitDepth);
  // ExtraSamples 1 (associated) or 2 (unassociated) is alpha; 0 is unspecified data.
  h.hasAlpha = extraSamples.some((v) => v === 1 || v === 2);
  h.orientationTag = validOrientationTag(await get(T.orientation));
  h.orientation = orientationFromExif(h.orientationTag);
  h.dpi = resolutionDpi(
    await get(T.xResolution),
    await get(T.yResolution),
    await get(T.resolutionUnit),
  );
  h.extra = {
    compression,
    photometric,
    samplesPerPixel,
    planarConfig,
    predictor,
    sampleFormat,
    extraSamples: extraSamples.join(','),
    tiled: tileWidth !== null && tileLength !== null,
    tileWidth,
    tileHeight: tileLength,
    ifdOffset: ifd.offset,
    bigTiff: ifd.header.bigTiff,
    littleEndian: ifd.header.littleEndian,
    hasIcc: ifd.has(T.iccProfile),
  };
  return h;
}

/** Up to `max` values of a tag; [] when absent or unreadable (a header reports what it can). */
async function values(ifd: Ifd, tag: number, max: number): Promise<number[]> {
  const all = await ifd.numbers(tag).catch(() => null);
  return all ? [...all.subarray(0, max)] : [];
}

function colourOf(photometric: number | null, bits: number): ColourModel {
  switch (photometric) {
    case 0:
    case 1:
      return bits === 1 ? 'bitmap' : 'gray';
    case 2:
    case 6: // YCbCr is decoded to RGB
      return 'rgb';
    case 3:
      return 'indexed';
    case 5:
      return 'cmyk';
    case 8:
    case 9:
    case 10:
      return 'lab';
    case 4:
      return 'bitmap'; // transparency mask
    default:
      return 'unknown';
  }
}

/** TIFF and BigTIFF, either byte order: II*\0, MM\0*, II+\0, MM\0+. */
export const tiffHeader: FormatHeader = {
  formats: ['tiff'],
  sniff: (head) =>
    startsWith(head, 'II*\0') ||
    startsWith(head, 'MM\0*') ||
    startsWith(head, 'II+\0') ||
    startsWith(head, 'MM\0+')
      ? 'tiff'
      : null,
  read: (source, head) => readTiffHeader(source, head),
};
