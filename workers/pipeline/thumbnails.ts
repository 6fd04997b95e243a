/**
 * Thumbnails (240 and 960 px long side, never upscaled) from the display raster, encoded as WebP
 * with @jsquash/webp (libwebp in wasm: the same bytes in every browser; Safari's canvas cannot
 * encode WebP). The encoder loads on first use.
 */
import { fitLongSide } from '../../src/domain/imaging/pixelBudget';

/**
 * libwebp settings for thumbnails: quality 80 keeps a 960 px photo near 35 KB; method 1 (of 0–6)
 * trades a few per cent of size for an encode about twice as fast as the default 4.
 */
const WEBP_OPTIONS = { quality: 80, method: 1 };

type Encode = (
  data: ImageData,
  options?: { quality?: number; method?: number },
) => Promise<ArrayBuffer>;
let encoder: Promise<Encode> | null = null;

/** Loads and instantiates libwebp (compiling its wasm is most of a first encode's cost). */
function loadEncoder(): Promise<Encode> {
  encoder ??= import('@jsquash/webp/encode').then(async (m) => {
    await m.init();
    return m.default as Encode;
  });
  return encoder;
}

/** Starts loading the encoder early, beside the first decode (it is needed in every job). */
export function warmThumbnailEncoder(): void {
  void loadEncoder().catch(() => undefined);
}

/** `source` scaled to fit `side` (a new bitmap; the source stays open). */
export async function scaleToSide(source: ImageBitmap, side: number): Promise<ImageBitmap> {
  const { width, height } = fitLongSide({ width: source.width, height: source.height }, side);
  return createImageBitmap(source, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  });
}

/** Encodes a (thumbnail-sized) bitmap as WebP and closes it. */
export async function encodeWebp(
  bitmap: ImageBitmap,
): Promise<{ blob: Blob; width: number; height: number }> {
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2d context unavailable');
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { blob: await encodeWebpPixels(ctx.getImageData(0, 0, width, height)), width, height };
}

/** Encodes pixels as a thumbnail WebP (the same settings as every thumbnail). */
export async function encodeWebpPixels(pixels: ImageData): Promise<Blob> {
  const encode = await loadEncoder();
  const bytes = await encode(pixels, WEBP_OPTIONS);
  return new Blob([bytes], { type: 'image/webp' });
}
