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
import { heifDecoder, openJobHeif } from './heifDecoder';
import { NATIVE_FORMATS, decodeNative } from './nativeDecode';
import type { JobState } from './processJob';
import { decodeEps } from './routes/eps';
import { decodePdfDisplay } from './routes/pdf';
import { decodeSvg } from './routes/svg';
import { decodeScaledJpeg } from './scaledJpeg';
import { streamDecode } from './streamDecode';

export type DisplayResult =
  /** `thumbnailsSent`: the route already reported the thumbnails (pages render them first). */
  | { kind: 'bitmap'; bitmap: ImageBitmap; thumbnailsSent?: boolean }
  /** SVG: thumbnails the main thread rendered, by long side (the canvas uses the SVG itself). */
  | { kind: 'svg'; rendered: Map<number, ImageBitmap> };

async function streamingDecoder(
  header: ImageHeader,
  ctx: JobContext,
  state: JobState,
): Promise<StreamDecoder | null> {
  switch (header.format) {
    case 'tiff':
      return (await import('../decoders/tiff')).decodeTiff;
    case 'psd':
    case 'psb':
      return (await import('../decoders/psd')).decodePsd;
    case 'heic': {
      const { decodeHeifFile } = await heifDecoder();
      // The file the preview opened (or opened now); closed when the job ends.
      return async (_source, h, sink, decodeCtx) =>
        decodeHeifFile(await openJobHeif(ctx, state), h, sink, decodeCtx);
    }
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
 * The thumbnails come from their own small decode first (the uploads panel shows them at once),
 * then the display raster. A JPEG's small decode runs at a DCT scale (scaledJpeg.ts); other
 * formats go through createImageBitmap's resize. Images no larger than the biggest thumbnail
 * decode once.
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
  const thumbnail = fitLongSide(target, largest);
  const scaled =
    header.format === 'jpeg'
      ? await decodeScaledJpeg(ctx.file, header.orientation, thumbnail).catch(() => null)
      : null;
  const small = scaled ?? (await decode(thumbnail));
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
  const decoder = await streamingDecoder(header, ctx, state);
  if (decoder) {
    const largest = Math.max(...ctx.options.thumbnailSides);
    let thumbnailsSent = false;
    const bitmap = await streamDecode(decoder, ctx.source, header, target, {
      maxPiecePixels: ctx.options.budget.maxArea,
      signal: ctx.signal,
      tileHelper: state.tileHelper,
      thumbnails: {
        side: largest,
        async emit(source) {
          await encodeThumbnails(ctx, await scaleThumbnails(ctx, source));
          source.close();
          thumbnailsSent = true;
        },
      },
    });
    return { kind: 'bitmap', bitmap, thumbnailsSent };
  }
  if (NATIVE_FORMATS.has(header.format)) return decodeNativeWithThumbnails(ctx, header, target);
  throw new Error(`no decoder for ${header.format}`);
}
