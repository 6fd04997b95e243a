/**
 * Routes a file to the decoder that makes its display raster: the browser's own decoder where it
 * is fast and bounded, a streaming decoder where the file may be huge (TIFF, PSD/PSB, HEIC grids,
 * big PNGs), pdf.js for pages, the embedded preview for EPS, and the main thread for SVG.
 */
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import { PIPELINE_LIMITS } from '../../src/domain/imaging/limits';
import { fitLongSide } from '../../src/domain/imaging/pixelBudget';
import type { Size } from '../../src/domain/imaging/pixelBudget';
import type { StreamDecoder } from '../decoders/types';
import type { JobContext } from './context';
import { encodeThumbnails, scaleThumbnails } from './emitThumbnails';
import { NATIVE_FORMATS, decodeNative } from './nativeDecode';
import type { JobState } from './processJob';
import { decodeEps } from './routes/eps';
import { decodePdfDisplay } from './routes/pdf';
import { decodeSvg } from './routes/svg';
import { streamDecode } from './streamDecode';
import { spawnHeifHelper } from './heifHelper';

/**
 * HEIC grids above this area decode half their tile rows on a second worker. Measured on 2 cores:
 * the 200 MP Samsung file goes from 4.9 to 3.5 s; a 12 MP iPhone file gains nothing, because
 * the helper's own libheif start costs what it saves (and slows the preview). px.
 */
const HEIF_HELPER_MIN_PIXELS = 48_000_000;

export type DisplayResult =
  /** `thumbnailsSent`: the route already reported the thumbnails (pages render them first). */
  | { kind: 'bitmap'; bitmap: ImageBitmap; thumbnailsSent?: boolean }
  /** SVG: thumbnails the main thread rendered, by long side (the canvas uses the SVG itself). */
  | { kind: 'svg'; rendered: Map<number, ImageBitmap> };

async function streamingDecoder(header: ImageHeader): Promise<StreamDecoder | null> {
  switch (header.format) {
    case 'tiff':
      return (await import('../decoders/tiff')).decodeTiff;
    case 'psd':
    case 'psb':
      return (await import('../decoders/psd')).decodePsd;
    case 'heic':
      return (await import('../decoders/heif')).decodeHeif;
    case 'png':
      return header.width * header.height > PIPELINE_LIMITS.nativePngMaxArea &&
        !header.extra?.interlaced
        ? (await import('../decoders/png')).decodePng
        : null;
    default:
      return null;
  }
}

/**
 * The browser's decoder resizes while it decodes, and a 960 px decode costs a fraction of a
 * full-size one: the thumbnails come from their own small decode first (the uploads panel shows
 * them at once), then the display raster. Images no larger than the biggest thumbnail decode once.
 */
async function decodeNativeWithThumbnails(
  ctx: JobContext,
  header: ImageHeader,
  target: Size,
): Promise<DisplayResult> {
  const largest = Math.max(...ctx.options.thumbnailSides);
  const decode = (size: Size) => decodeNative(ctx.file, header.format, header.orientation, size);
  if (Math.max(target.width, target.height) <= largest)
    return { kind: 'bitmap', bitmap: await decode(target) };
  const small = await decode(fitLongSide(target, largest));
  await encodeThumbnails(ctx, await scaleThumbnails(ctx, small));
  small.close();
  return { kind: 'bitmap', bitmap: await decode(target), thumbnailsSent: true };
}

export async function decodeDisplay(
  ctx: JobContext,
  header: ImageHeader,
  target: Size,
  state: JobState,
): Promise<DisplayResult> {
  if (header.format === 'svg') return { kind: 'svg', rendered: await decodeSvg(ctx, header) };
  if (header.format === 'pdf' || header.format === 'ai') {
    return {
      kind: 'bitmap',
      bitmap: await decodePdfDisplay(ctx, header, state),
      thumbnailsSent: true,
    };
  }
  if (header.format === 'eps')
    return { kind: 'bitmap', bitmap: await decodeEps(ctx, header, target, state) };
  const decoder = await streamingDecoder(header);
  const maxPiece = ctx.options.budget.maxArea;
  if (decoder) {
    if (header.format === 'heic' && header.width * header.height > HEIF_HELPER_MIN_PIXELS) {
      state.tileHelper = spawnHeifHelper(ctx.file) ?? undefined;
    }
    return {
      kind: 'bitmap',
      bitmap: await streamDecode(
        decoder,
        ctx.source,
        header,
        target,
        maxPiece,
        ctx.signal,
        state.tileHelper,
      ),
    };
  }
  if (NATIVE_FORMATS.has(header.format)) return decodeNativeWithThumbnails(ctx, header, target);
  throw new Error(`no decoder for ${header.format}`);
}
