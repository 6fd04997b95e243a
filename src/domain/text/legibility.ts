/**
 * Legibility check (issue 14): text whose printed capital height falls below the product's
 * minimum gets a warning, like an image below its DPI threshold. A banner is read from metres
 * away and needs capitals about an inch tall; a sticker is read in the hand (catalogue field
 * `min_cap_height_inches`, 0 = no check).
 */
import { PX_PER_INCH } from '../units';

export interface TextLegibility {
  /** Printed height of the capitals, inches. */
  capHeightInches: number;
  /** The product's minimum, inches. */
  minCapHeightInches: number;
  belowMinimum: boolean;
}

/**
 * The printed capital height of text drawn at `fontSizePx` artboard px (96 per printed inch)
 * in a face whose capitals are `capHeightEm` of its size, scaled by `scale` (a box stretched
 * by hand before its size settles, or a group's scale). Null for text with nothing to measure.
 */
export function printedCapHeightInches(
  fontSizePx: number,
  capHeightEm: number,
  scale: number,
): number | null {
  const inches = (fontSizePx * capHeightEm * Math.abs(scale)) / PX_PER_INCH;
  return Number.isFinite(inches) && inches > 0 ? inches : null;
}

/**
 * Compared with the product's minimum. A minimum of 0 (or one that is not a positive number)
 * turns the check off. Sizes within 0.005 in of the minimum pass: the readout shows hundredths,
 * and a warning saying "0.50 in, at least 0.50 in" would only confuse.
 */
export function textLegibility(
  capHeightInches: number,
  minCapHeightInches: number,
): TextLegibility {
  const min =
    Number.isFinite(minCapHeightInches) && minCapHeightInches > 0 ? minCapHeightInches : 0;
  return {
    capHeightInches,
    minCapHeightInches: min,
    belowMinimum: min > 0 && capHeightInches < min - 0.005,
  };
}
