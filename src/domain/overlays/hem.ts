/** The hem guide: where a banner's edges fold over (spec canvas §9). */
import type { ArtboardInches, RectInches } from './geometry';
import { isDrawable } from './geometry';

/**
 * The hem line, `hemInches` inside every edge, in inches. Null when there is no hem (missing,
 * zero, negative or not finite) or when the hems of opposite edges would meet (the artboard is
 * not wider and taller than twice the hem).
 */
export function hemRect(
  hemInches: number | undefined,
  artboard: ArtboardInches,
): RectInches | null {
  if (hemInches === undefined || !Number.isFinite(hemInches) || hemInches <= 0) return null;
  if (!isDrawable(artboard)) return null;
  const width = artboard.widthInches - 2 * hemInches;
  const height = artboard.heightInches - 2 * hemInches;
  if (width <= 0 || height <= 0) return null;
  return { x: hemInches, y: hemInches, width, height };
}
