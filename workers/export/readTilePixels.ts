/**
 * Reads a tile's pixels in the export worker: the bitmap drawn into an OffscreenCanvas of the
 * tile's own size (never larger, so never above the budget the tile was planned under), then
 * getImageData, which gives non-premultiplied RGBA as PNG stores it.
 *
 * Premultiplied alpha: a canvas keeps premultiplied 8-bit colour, so a semi-transparent pixel's
 * colour is already rounded on the main thread (its own getImageData shows that rounding); what
 * matters is that nothing on the way rounds again. Measured in Chromium 2025 (software canvas,
 * tests/browser/pngExport.spec.ts and a one-off matrix): every alpha 0…255 over every colour
 * value comes out of this canvas identical to getImageData on the source canvas (difference 0),
 * for createImageBitmap's premultiplyAlpha 'default', 'premultiply' and 'none', an
 * HTMLCanvasElement or OffscreenCanvas source, and this context with or without
 * willReadFrequently. The main thread passes 'premultiply' (PNG_EXPORT_BITMAP_OPTIONS in
 * src/imaging/pngExport.ts): the canvas's own pixels, no conversion, so no engine has a rounding
 * to add; 'none' made Chromium un-premultiply on the main thread (52 vs 8 ms for a 5 MP tile).
 */

/** The 2D context options of the reading canvas. */
const CONTEXT_OPTIONS: CanvasRenderingContext2DSettings = {
  // A CPU-backed canvas: getImageData is a copy instead of a GPU read-back per tile.
  willReadFrequently: true,
};

/** A canvas kept for the next tile of the same size (most tiles of a band share it). */
let kept: { canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D } | null = null;

function canvasOf(width: number, height: number): OffscreenCanvasRenderingContext2D {
  if (kept && kept.canvas.width === width && kept.canvas.height === height) return kept.ctx;
  if (kept) {
    // Give the old backing store back before allocating the new one.
    kept.canvas.width = 0;
    kept.canvas.height = 0;
    kept = null;
  }
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', CONTEXT_OPTIONS);
  if (!ctx) throw new Error('no 2D context for an export tile');
  // Replace every pixel, semi-transparent ones included: no clear, no blending with the last tile.
  ctx.globalCompositeOperation = 'copy';
  kept = { canvas, ctx };
  return ctx;
}

/**
 * The non-premultiplied RGBA of `bitmap` (`width × height × 4` bytes). Closes the bitmap. The
 * bitmap must be `width × height`.
 */
export function readTilePixels(
  bitmap: ImageBitmap,
  width: number,
  height: number,
): Uint8ClampedArray {
  try {
    if (bitmap.width !== width || bitmap.height !== height) {
      throw new Error(`tile bitmap is ${bitmap.width}×${bitmap.height}, not ${width}×${height}`);
    }
    const ctx = canvasOf(width, height);
    ctx.drawImage(bitmap, 0, 0);
    return ctx.getImageData(0, 0, width, height).data;
  } finally {
    bitmap.close();
  }
}

/** Frees the kept canvas (at the end of an export). */
export function releaseTileCanvas(): void {
  if (!kept) return;
  kept.canvas.width = 0;
  kept.canvas.height = 0;
  kept = null;
}
