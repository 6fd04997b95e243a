/**
 * Tunables of the image pipeline, with units and the reason for each value.
 */
import type { PixelBudget, Size } from './pixelBudget';
import { fitArea, fitLongSide } from './pixelBudget';

export const PIPELINE_LIMITS = {
  /** Largest upload, bytes (spec shell §5: 50 MB). Tools may raise it for synthetic test files. */
  maxFileBytes: 50 * 1024 * 1024,
  /**
   * Largest decoded area accepted, px. 400 MP admits every real camera file (the largest phone
   * sensors are 200 MP; medium-format pixel-shift modes write 400 MP) while refusing
   * decompression bombs (a 30000² PNG is 900 MP, a 65536² one 4.3 GP). Memory does not grow with
   * it: huge images are decoded strip by strip.
   */
  maxDecodedPixels: 400_000_000,
  /**
   * Largest display raster, px, whatever the budget allows: 16 MP (4096²) keeps a placed image at
   * 64 MB of RGBA while holding more pixels than any screen shows; export reads the original where
   * it needs more. Capped by the engine's budget (5 MP on Safari).
   */
  displayMaxArea: 16_000_000,
  /** Thumbnail long sides, px (spec canvas §9: 240 and 960). */
  thumbnailSides: [240, 960] as const,
  /**
   * Above this area, PNGs are decoded by the streaming decoder (bounded memory) instead of the
   * browser's decoder, which holds the whole image while it resizes. px.
   */
  nativePngMaxArea: 24_000_000,
  /** Watchdog: a decode may take this long per megapixel, plus the base, ms. */
  watchdogBaseMs: 20_000,
  watchdogPerMegapixelMs: 400,
  /** Idle workers shut down after, ms. */
  workerIdleMs: 30_000,
  /** Workers are replaced after a job above this area, px: wasm heaps never shrink. */
  recycleAfterPixels: 48_000_000,
  /**
   * Resolution pages (PDF, AI, EPS rendered by a PostScript interpreter) are rasterised at before
   * the display cap applies, dots per inch: print quality for a page the size of a logo.
   */
  pageRenderDpi: 300,
  /**
   * Region decoding: files whose parsed structure (TIFF directory and piece table, open HEIF
   * context, PDF document, decoded native frame) a worker keeps between requests. An export asks
   * for an image band by band; two files cover an export alternating between two images.
   */
  regionCacheFiles: 2,
  /**
   * Region decoding: a kept structure is dropped after this long unused, ms. Export bands follow
   * each other within milliseconds; an idle structure only holds memory (a decoded native frame
   * is 4 bytes per pixel). Shorter than workerIdleMs, so a busy worker frees it too.
   */
  regionCacheIdleMs: 15_000,
  /**
   * Region decoding of HEIC grids: most pixels of decoded tiles kept for the next band (the tiles
   * a band shares with the one after it), px. One tile column of the 200 MP Samsung file is
   * 24 × 512² = 6.3 MP (25 MB); a phone grid's row or column is under 2 MP.
   */
  regionKeptTilePixels: 8_000_000,
} as const;

/** Pixel size of a page of `widthPt` × `heightPt` points at the page render resolution. */
export function pagePixels(widthPt: number, heightPt: number): Size {
  const scale = PIPELINE_LIMITS.pageRenderDpi / 72;
  return {
    width: Math.max(1, Math.round(widthPt * scale)),
    height: Math.max(1, Math.round(heightPt * scale)),
  };
}

/** The display raster's size: the oriented image fitted under the budget and the display cap. */
export function displayRasterSize(oriented: Size, budget: PixelBudget): Size {
  return fitArea(
    oriented,
    Math.min(budget.maxArea, PIPELINE_LIMITS.displayMaxArea),
    budget.maxSide,
  );
}

/** Thumbnail sizes for an oriented image (longest side 240 and 960, never upscaled). */
export function thumbnailSizes(
  oriented: Size,
): { side: 240 | 960; width: number; height: number }[] {
  return PIPELINE_LIMITS.thumbnailSides.map((side) => ({ side, ...fitLongSide(oriented, side) }));
}

/** Watchdog limit for a job, ms. */
export function watchdogMs(megapixels: number): number {
  return (
    PIPELINE_LIMITS.watchdogBaseMs +
    Math.ceil(Math.max(0, megapixels)) * PIPELINE_LIMITS.watchdogPerMegapixelMs
  );
}
