/**
 * Border rules (spec canvas §5): a border's margin and its stroke width, as the border tools
 * offer them for objects marked `changeable-border`.
 *
 * - Margin, inches: the distance from each edge of the artboard to the border's outer edge.
 *   Steps of 0.1 in; at or below 0 it becomes 0; 5 or more is ignored (nothing changes); it
 *   resets to 0 when the shopper moves or scales the border (it no longer sits at a margin).
 * - Width, points (1/72 in): the thickest stroke of the border; minimum 0.1, step 0.1, up to a
 *   maximum computed from the border's size. The spec's "width factor" is the point-to-pixel
 *   ratio: artboard px = pt × 96 / 72 (1.333).
 */
import type { Size } from '../artboard';
import { PX_PER_INCH } from '../units';

/** Margin step, inches. */
export const BORDER_MARGIN_STEP = 0.1;
/** A margin of this many inches or more is ignored (spec canvas §5). */
export const BORDER_MARGIN_LIMIT = 5;
/** Width step and minimum, points. */
export const BORDER_WIDTH_STEP = 0.1;
export const BORDER_WIDTH_MIN = 0.1;
/** The spec's border width factor: artboard px per point (96 px per inch ÷ 72 pt per inch). */
export const BORDER_WIDTH_FACTOR = PX_PER_INCH / 72;
/** The thickest stroke may take this fraction of the border's smaller side. */
const MAX_WIDTH_FRACTION = 0.25;

/** A value on a grid of `step` (no float dust: 0.30000000000000004 → 0.3). */
function toStep(value: number, step: number): number {
  return Number((Math.round(value / step) * step).toFixed(6));
}

/**
 * The margin a typed or stepped value becomes, inches; null when it is ignored (5 or more, or
 * not a number). At or below 0 it is 0; otherwise rounded to the 0.1 in step.
 */
export function clampBorderMargin(value: number): number | null {
  if (!Number.isFinite(value) || value >= BORDER_MARGIN_LIMIT) return null;
  if (value <= 0) return 0;
  return toStep(value, BORDER_MARGIN_STEP);
}

/**
 * The box a border with `marginInches` fills on `artboard` (artboard px, origin top-left); null
 * when the margins leave nothing (the margin is then ignored too).
 */
export function borderMarginBox(
  artboard: Size,
  marginInches: number,
): { left: number; top: number; width: number; height: number } | null {
  const inset = marginInches * PX_PER_INCH;
  const width = artboard.width - 2 * inset;
  const height = artboard.height - 2 * inset;
  if (width <= 0 || height <= 0) return null;
  return { left: inset, top: inset, width, height };
}

/** The thickest stroke a border drawn `box` artboard px large may have, points (0.1 steps). */
export function maxBorderWidth(box: Size): number {
  const px = Math.min(box.width, box.height) * MAX_WIDTH_FRACTION;
  const steps = Math.floor(px / BORDER_WIDTH_FACTOR / BORDER_WIDTH_STEP);
  return Math.max(BORDER_WIDTH_MIN, toStep(steps * BORDER_WIDTH_STEP, BORDER_WIDTH_STEP));
}

/**
 * The width a typed or stepped value becomes, points: at least 0.1, at most `max`, on the 0.1
 * step; null when it is not a number (nothing changes).
 */
export function clampBorderWidth(value: number, max: number): number | null {
  if (!Number.isFinite(value)) return null;
  return toStep(Math.min(Math.max(value, BORDER_WIDTH_MIN), max), BORDER_WIDTH_STEP);
}

/** Fabric's transform actions that move or scale an object (they reset a border's margin). */
const RESETTING_ACTIONS = /^(drag|scale|scaleX|scaleY)$/;

/** Whether the shopper's transform `action` resets the border's margin (moving or scaling). */
export function resetsBorderMargin(action: string | undefined): boolean {
  return action !== undefined && RESETTING_ACTIONS.test(action);
}
