/**
 * The first image of a TIFF as the decoder sees it (read and validated by image.ts): its layout,
 * and the size of its pieces (strips or tiles).
 */
import type { Ifd, TiffHeader } from '../ifd';

/** Where the compressed pieces are. Index = plane * piecesPerPlane + piece (TIFF order). */
export interface PieceTable {
  offsets: Float64Array;
  counts: Float64Array;
}

export interface StripGeometry {
  kind: 'strips';
  rowsPerStrip: number;
  stripsPerPlane: number;
}

export interface TileGeometry {
  kind: 'tiles';
  tileWidth: number;
  tileHeight: number;
  across: number;
  down: number;
}

export interface TiffImage {
  header: TiffHeader;
  width: number;
  height: number;
  samplesPerPixel: number;
  /** Bits of every sample (mixed depths are refused). */
  bitsPerSample: number;
  sampleFormat: number;
  compression: number;
  photometric: number;
  /** 1 chunky, 2 separate planes. */
  planar: 1 | 2;
  /** Planes stored: samplesPerPixel when planar, else 1. */
  planes: number;
  predictor: number;
  fillOrder: number;
  /** Index of the alpha sample, or -1. */
  alphaIndex: number;
  /** Alpha is premultiplied (ExtraSamples = 1). */
  associatedAlpha: boolean;
  /** ColorMap (3 × 2^bits, 16-bit per entry) for palette images. */
  colorMap: Float64Array | null;
  /** YCbCr subsampling [horizontal, vertical] for uncompressed YCbCr; [1, 1] otherwise. */
  subsampling: [number, number];
  ycbcrCoefficients: [number, number, number];
  referenceBlackWhite: Float64Array | null;
  t4Options: number;
  t6Options: number;
  jpegTables: Uint8Array | null;
  geometry: StripGeometry | TileGeometry;
  pieces: PieceTable;
  /** The directory itself, for the few tags read only by one path (old-style JPEG). */
  ifd: Ifd;
}

/** Decoded bytes of `rows` rows of one plane of a piece `width` px wide. */
export function pieceBytes(image: TiffImage, width: number, rows: number): number {
  const [sh, sv] = image.subsampling;
  if (sh !== 1 || sv !== 1) {
    return Math.ceil(rows / sv) * Math.ceil(width / sh) * (sh * sv + 2);
  }
  const samples = image.planar === 2 ? 1 : image.samplesPerPixel;
  return rows * Math.ceil((width * samples * image.bitsPerSample) / 8);
}

/** The piece size, px: [width, rows]. */
export function pieceSize(image: TiffImage): [number, number] {
  const g = image.geometry;
  return g.kind === 'tiles' ? [g.tileWidth, g.tileHeight] : [image.width, g.rowsPerStrip];
}
