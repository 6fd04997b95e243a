/**
 * Sizes both ways round (spec shell §3 `hasOrientation`): a listed size with orientation may be
 * ordered as listed or rotated (the calculator matches either, `listedSize.ts`). The Size panel
 * shows every such size in the orientation chosen; a size without it keeps its listed shape.
 */
import { findListedSize } from './listedSize';
import type { ListedSize } from './listedSize';

/** Wider than tall, or taller than wide. */
export type Orientation = 'landscape' | 'portrait';

/** Width and height, inches. */
export interface SizeInches {
  width: number;
  height: number;
}

/** The orientation of width × height; null for a square, which has none. */
export function orientationOf(width: number, height: number): Orientation | null {
  if (width === height) return null;
  return width > height ? 'landscape' : 'portrait';
}

/** A listed size as offered in `orientation`: rotated when it allows it and is the other way. */
export function orientedSize(size: ListedSize, orientation: Orientation): SizeInches {
  const own = orientationOf(size.width, size.height);
  if (!size.hasOrientation || own === null || own === orientation) {
    return { width: size.width, height: size.height };
  }
  return { width: size.height, height: size.width };
}

/** Whether any listed size may be rotated: the panel then offers the orientation switch. */
export function offersOrientation(sizes: readonly ListedSize[]): boolean {
  return sizes.some((s) => s.hasOrientation && s.width !== s.height);
}

/**
 * The current size turned to `orientation`, or null when it cannot turn: a square, a size
 * already that way round, or a rotation the product does not sell (neither a listed size with
 * orientation nor a custom-sized product, whose limits ignore orientation).
 */
export function rotatedSize(
  current: SizeInches,
  orientation: Orientation,
  sizes: readonly ListedSize[],
  isCustomSized: boolean,
): SizeInches | null {
  const own = orientationOf(current.width, current.height);
  if (own === null || own === orientation) return null;
  const turned = { width: current.height, height: current.width };
  return isCustomSized || findListedSize(sizes, turned.width, turned.height) ? turned : null;
}
