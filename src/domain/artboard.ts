/**
 * The artboard: the product's printable area in canvas pixels (96 px per inch at 100 %), and the
 * zoom that fits it into the visible area with the minimum margin (spec canvas §9: 80 px).
 */
import { PX_PER_INCH } from './units';

export interface Size {
  width: number;
  height: number;
}

/** Artboard size in canvas px at 100 % zoom for a product size in inches. */
export function artboardSizePx(widthInches: number, heightInches: number): Size {
  return { width: widthInches * PX_PER_INCH, height: heightInches * PX_PER_INCH };
}

/** Whether the artboard shown (null: none yet) has `size`, within half a canvas px. */
export function hasArtboardSize(shown: Size | null, size: Size): boolean {
  return (
    shown !== null &&
    Math.abs(shown.width - size.width) < 0.5 &&
    Math.abs(shown.height - size.height) < 0.5
  );
}

/**
 * The zoom (1 = 100 %) at which the artboard fits the viewport leaving `marginPx` on each side.
 * On viewports too small for the margin, the margin shrinks to a tenth of the smaller side.
 * Returns 0 for empty inputs (nothing to show yet).
 */
export function fitZoom(viewport: Size, artboard: Size, marginPx: number): number {
  if (viewport.width <= 0 || viewport.height <= 0 || artboard.width <= 0 || artboard.height <= 0)
    return 0;
  const margin = Math.min(marginPx, Math.min(viewport.width, viewport.height) / 10);
  const zoom = Math.min(
    (viewport.width - 2 * margin) / artboard.width,
    (viewport.height - 2 * margin) / artboard.height,
  );
  return Math.max(zoom, 0);
}

/** The artboard's on-screen size at a zoom, in whole CSS px (at least 1). */
export function displayedSize(artboard: Size, zoom: number): Size {
  return {
    width: Math.max(1, Math.round(artboard.width * zoom)),
    height: Math.max(1, Math.round(artboard.height * zoom)),
  };
}
