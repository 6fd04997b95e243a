/**
 * Ruler ticks (spec canvas §2, §9: ruler step 96 px per inch at 100 %). Ticks cover the artboard
 * only (0 to its length), clipped to the visible part of the ruler. A step is chosen so that
 * labelled (major) ticks are at least 50 screen px apart and unlabelled (minor) ticks at least 6.
 */
import { MeasurementUnit, PX_PER_INCH } from '../units';

/** How a ruler counts: inches for normal products, feet and inches for large ones. */
export type RulerUnit = 'inch' | 'feet';

/** Labels are at least this far apart, screen px (ours: the spec does not show a value). */
export const RULER_MIN_LABEL_SPACING_PX = 50;

/** Minor ticks are at least this far apart or left out, screen px (ours). */
export const RULER_MIN_MINOR_SPACING_PX = 6;

/** Products whose smaller side is at least this many inches (4 ft) get a feet ruler (ours). */
export const FEET_RULER_MIN_SIDE_INCHES = 48;

/**
 * The ruler unit of a product: feet when its measurement unit is feet (spec shell §3: 5) or its
 * smaller side is 48 in or more (a 4 × 8 ft banner), inches otherwise.
 */
export function rulerUnit(
  widthInches: number,
  heightInches: number,
  measurementUnit: MeasurementUnit,
): RulerUnit {
  if (measurementUnit === MeasurementUnit.Feet) return 'feet';
  return Math.min(widthInches, heightInches) >= FEET_RULER_MIN_SIDE_INCHES ? 'feet' : 'inch';
}

/** A major step in inches and the numbers of minor parts it may be split into, preferred first. */
interface StepChoice {
  inches: number;
  divisors: readonly number[];
}

/** Splits of a 1-2-5 step by its leading digit: tenths, quarters, fifths. */
const DECADE_DIVISORS: Record<1 | 2 | 5, readonly number[]> = { 1: [10, 5, 2], 2: [4, 2], 5: [5] };

/** 1-2-5 steps of `scaleInches` from `from` (a multiple) up to a million units. */
function decades(scaleInches: number, from: number): StepChoice[] {
  const list: StepChoice[] = [];
  for (let power = 1; power <= 1e6; power *= 10) {
    for (const m of [1, 2, 5] as const) {
      if (m * power >= from)
        list.push({ inches: m * power * scaleInches, divisors: DECADE_DIVISORS[m] });
    }
  }
  return list;
}

const STEPS: Record<RulerUnit, readonly StepChoice[]> = {
  // 1/8, 1/4, 1/2, 1, 2 in split in binary parts, then 5, 10, 20, 50 … in
  inch: [
    { inches: 0.125, divisors: [2] },
    { inches: 0.25, divisors: [2] },
    { inches: 0.5, divisors: [4, 2] },
    { inches: 1, divisors: [8, 4, 2] },
    { inches: 2, divisors: [8, 4, 2] },
    ...decades(1, 5),
  ],
  // 1, 3, 6 in, 1, 2 ft, then 5, 10, 20, 50 … ft
  feet: [
    { inches: 1, divisors: [8, 4, 2] },
    { inches: 3, divisors: [3] },
    { inches: 6, divisors: [6, 2] },
    { inches: 12, divisors: [12, 4, 2] },
    { inches: 24, divisors: [4, 2] },
    ...decades(12, 5),
  ],
};

/** The chosen steps, inches; `minorInches` equals `majorInches` when there are no minor ticks. */
export interface RulerStep {
  majorInches: number;
  minorInches: number;
}

/** The smallest step whose labels are at least 50 screen px apart at a zoom (1 = 100 %). */
export function rulerStep(zoom: number, unit: RulerUnit): RulerStep {
  const screenPx = (inches: number) => inches * PX_PER_INCH * zoom;
  const steps = STEPS[unit];
  const major =
    steps.find((s) => screenPx(s.inches) >= RULER_MIN_LABEL_SPACING_PX) ?? steps[steps.length - 1];
  if (!major) return { majorInches: 1, minorInches: 1 };
  const divisor =
    major.divisors.find((d) => screenPx(major.inches / d) >= RULER_MIN_MINOR_SPACING_PX) ?? 1;
  return { majorInches: major.inches, minorInches: major.inches / divisor };
}

/** Trims float noise: at most 4 decimals. */
function trim(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

/**
 * A major tick's label: inches as a number on an inch ruler ('0.25', '12'); feet and inches on
 * a feet ruler (`6"`, `1'`, `1'6"`); '0' at the origin.
 */
export function formatRulerLabel(inches: number, unit: RulerUnit): string {
  const value = trim(inches);
  if (unit === 'inch' || value === 0) return String(value);
  const feet = Math.floor(value / 12 + 1e-9);
  const rest = trim(value - feet * 12);
  if (rest === 0) return `${feet}'`;
  return feet === 0 ? `${rest}"` : `${feet}'${rest}"`;
}

export interface RulerTick {
  /** Position along the ruler from its start, screen px. */
  offsetPx: number;
  /** Distance from the artboard's origin, inches. */
  inches: number;
}

export interface MajorTick extends RulerTick {
  label: string;
}

export interface RulerTicks {
  step: RulerStep;
  major: MajorTick[];
  minor: RulerTick[];
}

/**
 * The visible ticks of a ruler.
 *
 * @param lengthPx the artboard's length along the ruler, artboard px (canvas px at 100 %)
 * @param zoom canvas zoom, 1 = 100 %
 * @param unit inch or feet ruler (see `rulerUnit`)
 * @param scrollOffsetPx where the ruler starts relative to the artboard's origin, screen px:
 *   the artboard point `a` (artboard px) is at `a × zoom − scrollOffsetPx` on the ruler; negative
 *   when the artboard begins inside the viewport (e.g. −80 with the fit margin)
 * @param viewportPx the ruler's visible length, screen px
 */
export function rulerTicks(
  lengthPx: number,
  zoom: number,
  unit: RulerUnit,
  scrollOffsetPx: number,
  viewportPx: number,
): RulerTicks {
  const step = rulerStep(zoom, unit);
  const result: RulerTicks = { step, major: [], minor: [] };
  if (!(zoom > 0) || !(lengthPx > 0) || !(viewportPx > 0) || !Number.isFinite(scrollOffsetPx))
    return result;
  const minorPx = step.minorInches * PX_PER_INCH; // artboard px
  const perMajor = Math.round(step.majorInches / step.minorInches);
  const from = Math.max(0, scrollOffsetPx / zoom); // visible artboard px
  const to = Math.min(lengthPx, (scrollOffsetPx + viewportPx) / zoom);
  const first = Math.ceil(from / minorPx - 1e-9) + 0; // + 0 turns −0 into 0
  const last = Math.floor(to / minorPx + 1e-9);
  for (let k = first; k <= last; k++) {
    const inches = trim(k * step.minorInches);
    const offsetPx = k * minorPx * zoom - scrollOffsetPx;
    if (k % perMajor === 0)
      result.major.push({ offsetPx, inches, label: formatRulerLabel(inches, unit) });
    else result.minor.push({ offsetPx, inches });
  }
  return result;
}
