/**
 * The size-comparison figure (spec shell §9): a 67-inch person drawn beside the product to the
 * same scale, for products without a shape image that are at least 24 inches high, in a panel
 * at most 435 × 233 px. Both stand on one ground line.
 */

/** Height of the person drawn beside the product, inches (spec shell §9). */
export const MANIKIN_HEIGHT_INCHES = 67;
/** Width of the person's figure, inches (shoulders and arms of a 67 in adult). */
export const MANIKIN_WIDTH_INCHES = 20;
/** Products lower than this are not compared, inches (spec shell §9). */
export const SIZE_COMPARISON_MIN_HEIGHT_INCHES = 24;
/** Largest size of the figure's panel, CSS px (spec shell §9). */
export const SIZE_COMPARISON_MAX_PX = { width: 435, height: 233 } as const;
/** Space between the person and the product, inches. */
const GAP_INCHES = 12;
/** Margin around the drawing inside the panel, CSS px. */
const MARGIN_PX = 4;

/** Whether the figure is shown: no shape image, and the product at least 24 in high. */
export function showsSizeComparison(hasShapeImage: boolean, heightInches: number): boolean {
  return !hasShapeImage && heightInches >= SIZE_COMPARISON_MIN_HEIGHT_INCHES;
}

/** A rectangle in CSS px, origin top left. */
export interface PxRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The figure laid out: its size, the scale, and where the person and the product stand. */
export interface SizeComparisonLayout {
  /** CSS px, at most 435 × 233. */
  width: number;
  height: number;
  /** CSS px per inch. */
  scale: number;
  person: PxRect;
  product: PxRect;
}

/**
 * Lays out a product of width × height inches beside the person: one scale for both, the
 * largest that fits the panel, bottoms on one ground line.
 */
export function sizeComparisonLayout(
  widthInches: number,
  heightInches: number,
): SizeComparisonLayout {
  const spanInches = MANIKIN_WIDTH_INCHES + GAP_INCHES + widthInches;
  const tallInches = Math.max(MANIKIN_HEIGHT_INCHES, heightInches);
  const scale = Math.min(
    (SIZE_COMPARISON_MAX_PX.width - 2 * MARGIN_PX) / spanInches,
    (SIZE_COMPARISON_MAX_PX.height - 2 * MARGIN_PX) / tallInches,
  );
  const ground = MARGIN_PX + tallInches * scale;
  const px = (inches: number) => inches * scale;
  return {
    width: Math.min(SIZE_COMPARISON_MAX_PX.width, 2 * MARGIN_PX + px(spanInches)),
    height: Math.min(SIZE_COMPARISON_MAX_PX.height, ground + MARGIN_PX),
    scale,
    person: {
      x: MARGIN_PX,
      y: ground - px(MANIKIN_HEIGHT_INCHES),
      width: px(MANIKIN_WIDTH_INCHES),
      height: px(MANIKIN_HEIGHT_INCHES),
    },
    product: {
      x: MARGIN_PX + px(MANIKIN_WIDTH_INCHES + GAP_INCHES),
      y: ground - px(heightInches),
      width: px(widthInches),
      height: px(heightInches),
    },
  };
}
