/**
 * Matching a requested width x height against a product's listed sizes. Sizes that carry
 * `hasOrientation` may be used rotated (width and height swapped).
 */
import { round3 } from './units';

/** The fields of a listed size the match needs (inches). */
export interface ListedSize {
  id: number;
  width: number;
  height: number;
  hasOrientation: boolean;
}

/** A listed size that matches, and whether it was matched rotated. */
export interface ListedSizeMatch<T extends ListedSize> {
  size: T;
  rotated: boolean;
}

/** Same value at the 3-decimal precision sizes travel with. */
function same(a: number, b: number): boolean {
  return round3(a) === round3(b);
}

/**
 * The listed size equal to width x height (inches), as listed first, then rotated when the
 * size allows orientation; null when none matches.
 */
export function findListedSize<T extends ListedSize>(
  sizes: readonly T[],
  width: number,
  height: number,
): ListedSizeMatch<T> | null {
  for (const size of sizes) {
    if (same(size.width, width) && same(size.height, height)) return { size, rotated: false };
  }
  for (const size of sizes) {
    if (size.hasOrientation && same(size.width, height) && same(size.height, width)) {
      return { size, rotated: true };
    }
  }
  return null;
}
