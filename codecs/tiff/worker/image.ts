/**
 * The first image of a TIFF as the decoder needs it: dimensions, sample layout, compression,
 * colour model and where its pieces (strips or tiles) are — read from IFD 0 and validated before
 * a single pixel buffer is allocated.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { corrupt, tooLarge, unsupported } from '../fail';
import type { Ifd, TiffHeader } from '../ifd';
import { readIfd, readTiffHeader } from '../ifd';
import { readPieceTable } from './pieceTable';
import type { StripGeometry, TileGeometry, TiffImage } from './tiffImage';
import { pieceBytes, pieceSize } from './tiffImage';
import { Compression, ExtraSample, Photometric, SampleFormat, Tag } from './tags';

/** Largest width or height accepted, px (a decompression bomb is refused before allocating). */
export const MAX_SIDE = 300_000;
/** Largest decoded piece (strip or tile, one plane), bytes. */
export const MAX_PIECE_BYTES = 2 ** 31;

const SUPPORTED_COMPRESSIONS = new Set<number>(Object.values(Compression));
const CCITT = new Set<number>([Compression.CcittRle, Compression.CcittT4, Compression.CcittT6]);

/**
 * Reads the header and IFD 0 (or the directory at `ifdOffset`: another page, see
 * selectTiffPage) and validates what the decoder needs.
 */
export async function readTiffImage(
  source: ByteSource,
  ifdOffset: number | null = null,
): Promise<TiffImage> {
  const header = await readTiffHeader(source);
  const ifd = await readIfd(source, header, ifdOffset ?? header.firstIfdOffset);
  return describeImage(ifd, header);
}

export async function describeImage(ifd: Ifd, header: TiffHeader): Promise<TiffImage> {
  const width = await ifd.number(Tag.ImageWidth, 0);
  const height = await ifd.number(Tag.ImageLength, 0);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw corrupt(`image size ${width}×${height}`);
  }
  if (width > MAX_SIDE || height > MAX_SIDE) {
    throw tooLarge(`image size ${width}×${height} exceeds ${MAX_SIDE} px per side`, {
      megapixels: Math.round((width * height) / 1e6),
      maxMegapixels: Math.round((MAX_SIDE * MAX_SIDE) / 1e6),
    });
  }

  const compression = await ifd.number(Tag.Compression, Compression.None);
  if (!SUPPORTED_COMPRESSIONS.has(compression)) {
    throw unsupported(`compression ${compression}`);
  }
  const isCcitt = CCITT.has(compression);
  const spp = await ifd.number(Tag.SamplesPerPixel, 1);
  if (!Number.isInteger(spp) || spp < 1 || spp > 16) throw corrupt(`${spp} samples per pixel`);

  const bitsList = (await ifd.numbers(Tag.BitsPerSample)) ?? new Float64Array([1]);
  const bits = bitsList[0] ?? 1;
  for (let i = 1; i < Math.min(bitsList.length, spp); i++) {
    if (bitsList[i] !== bits) throw unsupported(`mixed bits per sample ${[...bitsList].join(',')}`);
  }
  const sampleFormat = await ifd.number(Tag.SampleFormat, SampleFormat.Uint);
  if (sampleFormat === SampleFormat.Float) {
    throw unsupported(`${bits}-bit floating-point samples`);
  }
  if (![1, 2, 4, 8, 16].includes(bits)) throw unsupported(`${bits} bits per sample`);
  if (isCcitt && (bits !== 1 || spp !== 1)) {
    throw corrupt(`CCITT compression with ${spp} samples of ${bits} bits`);
  }

  const photometric = await ifd.number(
    Tag.PhotometricInterpretation,
    isCcitt ? Photometric.WhiteIsZero : spp >= 3 ? Photometric.Rgb : Photometric.BlackIsZero,
  );
  const planarTag = await ifd.number(Tag.PlanarConfiguration, 1);
  const planar: 1 | 2 = planarTag === 2 && spp > 1 ? 2 : 1;
  const predictor = await ifd.number(Tag.Predictor, 1);
  const fillOrder = await ifd.number(Tag.FillOrder, 1);

  // Colour channels the photometric interpretation needs before any extra samples.
  const colourChannels = await coloursOf(ifd, photometric, compression);
  if (spp < colourChannels) {
    throw corrupt(`photometric ${photometric} needs ${colourChannels} samples, has ${spp}`);
  }
  const extra = (await ifd.numbers(Tag.ExtraSamples)) ?? new Float64Array(0);
  let alphaIndex = -1;
  let associatedAlpha = false;
  const firstExtra = extra[0];
  if (spp > colourChannels && firstExtra !== undefined) {
    if (
      firstExtra === ExtraSample.AssociatedAlpha ||
      firstExtra === ExtraSample.UnassociatedAlpha
    ) {
      alphaIndex = colourChannels;
      associatedAlpha = firstExtra === ExtraSample.AssociatedAlpha;
    }
  }

  let colorMap: Float64Array | null = null;
  if (photometric === Photometric.Palette) {
    if (bits > 16) throw unsupported(`palette with ${bits}-bit indices`);
    colorMap = await ifd.numbers(Tag.ColorMap);
    if (!colorMap || colorMap.length < 3 * 2 ** bits)
      throw corrupt('palette image without a full ColorMap');
  }

  let subsampling: [number, number] = [1, 1];
  const isJpeg = compression === Compression.Jpeg || compression === Compression.OldJpeg;
  if (photometric === Photometric.YCbCr && !isJpeg) {
    const s = await ifd.numbers(Tag.YCbCrSubSampling);
    const h = s?.[0] ?? 2;
    const v = s?.[1] ?? 2;
    if (![1, 2, 4].includes(h) || ![1, 2, 4].includes(v))
      throw corrupt(`YCbCr subsampling ${h}×${v}`);
    if ((h !== 1 || v !== 1) && (planar === 2 || bits !== 8)) {
      throw unsupported(`subsampled YCbCr with ${bits}-bit samples, planar ${planar}`);
    }
    subsampling = [h, v];
  }
  const coefficients = await ifd.numbers(Tag.YCbCrCoefficients);
  const ycbcrCoefficients: [number, number, number] =
    coefficients && coefficients.length >= 3 && coefficients[1]! > 0
      ? [coefficients[0]!, coefficients[1]!, coefficients[2]!]
      : [0.299, 0.587, 0.114];
  const rbw = await ifd.numbers(Tag.ReferenceBlackWhite);

  const geometry = await geometryOf(ifd, width, height);
  const planes = planar === 2 ? spp : 1;
  const image: TiffImage = {
    header,
    width,
    height,
    samplesPerPixel: spp,
    bitsPerSample: bits,
    sampleFormat,
    compression,
    photometric,
    planar,
    planes,
    predictor,
    fillOrder,
    alphaIndex,
    associatedAlpha,
    colorMap,
    subsampling,
    ycbcrCoefficients,
    referenceBlackWhite: rbw && rbw.length >= 6 ? rbw : null,
    t4Options: await ifd.number(Tag.T4Options, 0),
    t6Options: await ifd.number(Tag.T6Options, 0),
    jpegTables: compression === Compression.Jpeg ? await ifd.bytes(Tag.JPEGTables) : null,
    geometry,
    pieces: { offsets: new Float64Array(0), counts: new Float64Array(0) },
    ifd,
  };
  checkPieceSize(image);
  if (
    compression !== Compression.OldJpeg ||
    ifd.has(Tag.StripOffsets) ||
    ifd.has(Tag.TileOffsets)
  ) {
    image.pieces = await readPieceTable(ifd, image);
  }
  return image;
}

/** Colour samples per pixel of a photometric interpretation (before extra samples). */
async function coloursOf(ifd: Ifd, photometric: number, compression: number): Promise<number> {
  switch (photometric) {
    case Photometric.WhiteIsZero:
    case Photometric.BlackIsZero:
    case Photometric.Palette:
      return 1;
    case Photometric.Rgb:
    case Photometric.YCbCr:
    case Photometric.CieLab:
    case Photometric.IccLab:
      return 3;
    case Photometric.Separated: {
      const inkSet = await ifd.number(Tag.InkSet, 1);
      const inks = await ifd.number(Tag.NumberOfInks, 4);
      if (inkSet !== 1 || inks !== 4) {
        // A JPEG stream carries its own colour model; anything else must be CMYK.
        if (compression === Compression.Jpeg) return 4;
        throw unsupported(`separated image with InkSet ${inkSet} and ${inks} inks (only CMYK)`);
      }
      return 4;
    }
    case Photometric.ItuLab:
      throw unsupported('ITU L*a*b* (photometric 10)');
    default:
      throw unsupported(`photometric interpretation ${photometric}`);
  }
}

async function geometryOf(
  ifd: Ifd,
  width: number,
  height: number,
): Promise<StripGeometry | TileGeometry> {
  if (ifd.has(Tag.TileWidth) || ifd.has(Tag.TileOffsets)) {
    const tileWidth = await ifd.number(Tag.TileWidth, 0);
    const tileHeight = await ifd.number(Tag.TileLength, 0);
    if (
      !Number.isInteger(tileWidth) ||
      !Number.isInteger(tileHeight) ||
      tileWidth < 1 ||
      tileHeight < 1
    ) {
      throw corrupt(`tile size ${tileWidth}×${tileHeight}`);
    }
    if (tileWidth > MAX_SIDE || tileHeight > MAX_SIDE)
      throw tooLarge(`tile size ${tileWidth}×${tileHeight}`);
    return {
      kind: 'tiles',
      tileWidth,
      tileHeight,
      across: Math.ceil(width / tileWidth),
      down: Math.ceil(height / tileHeight),
    };
  }
  let rowsPerStrip = await ifd.number(Tag.RowsPerStrip, height);
  const offsets = ifd.count(Tag.StripOffsets);
  // 0 or past the height means one strip (libtiff reads 2^32-1 the same way).
  if (!Number.isFinite(rowsPerStrip) || rowsPerStrip < 1 || rowsPerStrip > height)
    rowsPerStrip = height;
  rowsPerStrip = Math.floor(rowsPerStrip);
  // A single strip whose RowsPerStrip understates the height: the strip holds the whole image.
  if (offsets === 1 && rowsPerStrip < height) rowsPerStrip = height;
  return { kind: 'strips', rowsPerStrip, stripsPerPlane: Math.ceil(height / rowsPerStrip) };
}

function checkPieceSize(image: TiffImage): void {
  const [w, h] = pieceSize(image);
  const bytes = pieceBytes(image, w, h);
  if (bytes > MAX_PIECE_BYTES) {
    throw tooLarge(
      `one ${image.geometry.kind === 'tiles' ? 'tile' : 'strip'} decodes to ${bytes} bytes`,
      {
        megapixels: Math.round((w * h) / 1e6),
        maxMegapixels: Math.round(MAX_PIECE_BYTES / 4 / 1e6),
      },
    );
  }
}
