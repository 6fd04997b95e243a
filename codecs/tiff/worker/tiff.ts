/**
 * The TIFF stream decoder: page 1 (IFD 0) of a classic or BigTIFF file, strips or tiles,
 * delivered to the sink as RGBA8 at full stored resolution (orientation is not applied), band
 * by band. Memory: the directory, one piece's decoded plane(s) (or one band of it when the piece
 * exceeds the piece budget) and two read-ahead groups of compressed bytes.
 *
 * Region decoding (ctx.region): only the strips or tiles the region touches are read and
 * decoded — a TIFF window — and a strip decoded in bands stops after the region's last row.
 * Old-style JPEG (one stream for the whole image) is decoded whole.
 *
 * Failures are PipelineErrors: corrupt (bad or truncated data — thrown as soon as it is found; a
 * piece that starts past the end of the file fails before any pixel is delivered, a short one
 * when it is reached: the caller discards what was delivered, the user gets an error, not half
 * an image), unsupportedType (valid TIFF features not read here), tooManyPixels (sides over
 * 300,000 px, pieces over 2 GB, JPEG pieces over the piece budget), aborted.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import type { Rect } from '../../../src/domain/imaging/region';
import type { DecodeContext, RasterSink, StreamDecoder } from '../../worker/types';
import type { PieceInput } from './decompress';
import { openPieceReader } from './decompress';
import { corrupt, throwIfAborted, unsupported } from '../fail';
import type { TiffImage } from './tiffImage';
import { readTiffImage } from './image';
import { selectedIfdOffset } from '../header';
import { pieceBytes, pieceSize } from './tiffImage';
import { createBandConverter } from './photometric';
import type { Piece } from './piece';
import { checkPredictor, undoPredictor } from './predictor';
import { ReadAhead } from './readAhead';
import { stripPieces } from './strips';
import { Compression, Photometric } from './tags';
import { tilePieces } from './tiles';
import { decodeCmykJpegPiece, decodeJpegPiece, mergeJpegTables, oldJpegStream } from './jpeg';

export interface TiffDecoderOptions {
  /**
   * Pieces whose decoded plane is larger than this are decoded incrementally, band by band,
   * bytes. Default: the piece budget in RGBA bytes (maxPiecePixels × 4), at least 1 MiB.
   */
  streamAboveBytes?: number;
  /** Largest read of neighbouring compressed pieces, bytes. Default 4 MiB. */
  readAheadBytes?: number;
  /**
   * IFD 0 already read (readTiffImage) from the same file: region decoding keeps it between
   * the bands of one export instead of reading the directory and piece table again.
   */
  image?: TiffImage;
}

const DEFAULT_READ_AHEAD = 4 * 1024 * 1024;

/** A TIFF decoder with non-default tunables (tests force the streamed path with them). */
export function createTiffDecoder(options: TiffDecoderOptions = {}): StreamDecoder {
  return (source, header, sink, ctx) => decode(source, header, sink, ctx, options);
}

/** Decodes page 1 of a TIFF (or the page its header was selected for) into the sink. */
export const decodeTiff: StreamDecoder = createTiffDecoder();

export { readTiffImage };
export type { TiffImage };

/**
 * Whether the image is decoded in full-width rows from the top, pausing between strips or bands
 * (DecodeContext.between): strips, except old-style JPEG (one stream decoded whole).
 */
export function readsInRows(image: TiffImage): boolean {
  return image.geometry.kind === 'strips' && image.compression !== Compression.OldJpeg;
}

async function decode(
  source: ByteSource,
  header: ImageHeader,
  sink: RasterSink,
  ctx: DecodeContext,
  options: TiffDecoderOptions,
): Promise<void> {
  throwIfAborted(ctx.signal);
  const image = options.image ?? (await readTiffImage(source, selectedIfdOffset(header)));
  checkPredictor(image);
  const region = ctx.region;
  throwIfAborted(ctx.signal);
  const out = new Output(image, sink, ctx);
  if (image.compression === Compression.OldJpeg) {
    await decodeOldJpeg(image, source, ctx, out);
    return;
  }
  const isJpeg = image.compression === Compression.Jpeg;
  if (isJpeg && (image.planar === 2 || image.bitsPerSample !== 8)) {
    throw unsupported(`JPEG with ${image.bitsPerSample}-bit samples, planar ${image.planar}`);
  }
  const [pw, ph] = pieceSize(image);
  const planeBytes = pieceBytes(image, pw, ph);
  const streamAbove = options.streamAboveBytes ?? Math.max(ctx.maxPiecePixels * 4, 1 << 20);
  const isCcitt =
    image.compression <= Compression.CcittT6 && image.compression >= Compression.CcittRle;
  const streamed = !isJpeg && !isCcitt && planeBytes > streamAbove;

  const order = readOrder(image, region);
  const readAhead = streamed
    ? null
    : new ReadAhead(source, image.pieces, order, options.readAheadBytes ?? DEFAULT_READ_AHEAD);

  // Bands: as many rows of a piece as fit the piece budget (a multiple of the YCbCr unit).
  const unit = image.subsampling[1];
  let bandRows = Math.max(1, Math.floor(ctx.maxPiecePixels / pw));
  bandRows = Math.min(ph, Math.max(unit, bandRows - (bandRows % unit)));
  const bandPixels = bandRows * pw;
  const convert = createBandConverter(image, ctx.kernels, bandPixels);
  const planes = image.planes;
  const wholeBuffers: Uint8Array[] = [];
  const bandBuffers: Uint8Array[] = [];
  const bandBytes = pieceBytes(image, pw, bandRows);
  const raws: Uint8Array[] = new Array<Uint8Array>(planes);

  let pos = 0;
  for (const piece of pieces(image, region)) {
    throwIfAborted(ctx.signal);
    if (isJpeg) await ctx.between?.(); // other pieces pause between their bands, below
    const what = `${image.geometry.kind === 'tiles' ? 'tile' : 'strip'} ${piece.indices[0]}`;
    if (isJpeg) {
      const bytes = await readAhead!.take(pos++);
      if (bytes.length === 0) throw corrupt(`${what}: no data`);
      const decodePiece =
        image.photometric === Photometric.Separated ? decodeCmykJpegPiece : decodeJpegPiece;
      const jpeg = await decodePiece(
        ctx,
        mergeJpegTables(image.jpegTables, bytes),
        piece.width * piece.rows,
        piece.visibleWidth,
        piece.visibleRows,
        what,
      );
      out.rgbaPiece(jpeg.rgba, jpeg.width, piece, bandRows);
      continue;
    }
    // An uncompressed strip decoded in bands starts at the region's first row: its rows are at
    // known offsets, so the bytes above are not read (a single-strip image, band after band).
    const skipRows =
      region && streamed && image.compression === Compression.None
        ? Math.max(0, region.y - piece.y - ((region.y - piece.y) % unit))
        : 0;
    const skipBytes = pieceBytes(image, piece.width, skipRows);
    const readers = piece.indices.map((index, p) => {
      const at = pos + p;
      const stored = image.pieces.counts[index]!;
      // A sparse piece (offset and count 0) stays sparse.
      const skip = stored > 0 ? Math.min(stored, skipBytes) : 0;
      const offset = image.pieces.offsets[index]! + skip;
      const count = stored - skip;
      const input: PieceInput = {
        source,
        offset,
        count,
        whole: () => (readAhead ? readAhead.take(at) : readClipped(source, offset, count)),
      };
      return openPieceReader(input, {
        compression: image.compression,
        reverseBits: image.fillOrder === 2,
        kernels: ctx.kernels,
        size: pieceBytes(image, piece.width, piece.rows),
        width: piece.width,
        t4Options: image.t4Options,
        t6Options: image.t6Options,
        streamed,
        wholeBuffer: () => (wholeBuffers[p] ??= new Uint8Array(planeBytes)),
        bandBuffer: () => (bandBuffers[p] ??= new Uint8Array(bandBytes)),
      });
    });
    pos += planes;
    // A region's last strip stops after the region's last row (rows of a piece come in order).
    const neededRows = region
      ? Math.min(piece.visibleRows, region.y + region.height - piece.y)
      : piece.visibleRows;
    try {
      for (let r = skipRows; r < neededRows; r += bandRows) {
        if (r > skipRows) throwIfAborted(ctx.signal);
        await ctx.between?.();
        const n = Math.min(bandRows, piece.visibleRows - r);
        const need = pieceBytes(image, piece.width, n);
        for (let p = 0; p < planes; p++) {
          const raw = await readers[p]!.read(need);
          if (raw.length < need) {
            throw corrupt(
              `${what}${planes > 1 ? ` plane ${p}` : ''}: data ends after ${r} rows (truncated or corrupt)`,
            );
          }
          undoPredictor(image, ctx.kernels, raw, piece.width, n);
          raws[p] = raw;
        }
        const rgba = out.band(piece.visibleWidth * n);
        convert(raws, piece.width, n, piece.visibleWidth, rgba);
        out.rect(
          rgba,
          piece.x,
          piece.y + r,
          piece.visibleWidth,
          n,
          image.geometry.kind === 'strips',
        );
      }
    } finally {
      for (const reader of readers) reader.close();
    }
    if (piece.rowsDone > 0) out.rowsDone(piece.rowsDone);
  }
}

/** The pieces to decode, in order: every one, or those a region touches. */
function pieces(image: TiffImage, region?: Rect): Generator<Piece> {
  const g = image.geometry;
  return g.kind === 'tiles' ? tilePieces(image, g, region) : stripPieces(image, g, region);
}

/** Piece-table indices in decoding order. */
function readOrder(image: TiffImage, region?: Rect): Int32Array {
  const order = new Int32Array(image.pieces.offsets.length);
  let k = 0;
  for (const piece of pieces(image, region)) for (const i of piece.indices) order[k++] = i;
  return order.subarray(0, k);
}

async function readClipped(source: ByteSource, offset: number, count: number): Promise<Uint8Array> {
  return source.read(offset, Math.min(count, source.size - offset));
}

/** Delivery to the sink: band buffers, row completion (in order, once) and progress. */
class Output {
  private buffer: Uint8Array | null = null;
  private done = 0;

  constructor(
    private readonly image: TiffImage,
    private readonly sink: RasterSink,
    private readonly ctx: DecodeContext,
  ) {}

  /** A reused RGBA buffer of `pixels` px. */
  band(pixels: number): Uint8Array {
    if (!this.buffer || this.buffer.length < pixels * 4) this.buffer = new Uint8Array(pixels * 4);
    return this.buffer.subarray(0, pixels * 4);
  }

  rect(rgba: Uint8Array, x: number, y: number, w: number, h: number, finishesRows: boolean): void {
    this.sink.rect(rgba, x, y, w, h);
    if (finishesRows) this.rowsDone(y + h);
  }

  rowsDone(y: number): void {
    if (y <= this.done) return;
    this.done = y;
    this.sink.rowsDone(y);
    this.ctx.progress?.(y / this.image.height);
  }

  /** A decoded RGBA piece (`stride` px per row) cropped to the piece's visible part, in bands. */
  rgbaPiece(rgba: Uint8Array, stride: number, piece: Piece, bandRows: number): void {
    const w = piece.visibleWidth;
    const strips = this.image.geometry.kind === 'strips';
    for (let r = 0; r < piece.visibleRows; r += bandRows) {
      const n = Math.min(bandRows, piece.visibleRows - r);
      let band: Uint8Array;
      if (stride === w) band = rgba.subarray(r * w * 4, (r + n) * w * 4);
      else {
        band = this.band(w * n);
        for (let j = 0; j < n; j++) {
          const from = (r + j) * stride * 4;
          band.set(rgba.subarray(from, from + w * 4), j * w * 4);
        }
      }
      this.rect(band, piece.x, piece.y + r, w, n, strips);
    }
    if (piece.rowsDone > 0) this.rowsDone(piece.rowsDone);
  }
}

async function decodeOldJpeg(
  image: TiffImage,
  source: ByteSource,
  ctx: DecodeContext,
  out: Output,
): Promise<void> {
  const { width, height } = image;
  const stream = await oldJpegStream(image, source);
  throwIfAborted(ctx.signal);
  const jpeg = await decodeJpegPiece(ctx, stream, width * height, width, height, 'old-style JPEG');
  const bandRows = Math.max(1, Math.floor(ctx.maxPiecePixels / width));
  const whole: Piece = {
    indices: [0],
    x: 0,
    y: 0,
    width,
    rows: height,
    visibleWidth: width,
    visibleRows: height,
    rowsDone: height,
  };
  out.rgbaPiece(jpeg.rgba, jpeg.width, whole, bandRows);
}
