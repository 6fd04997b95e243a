/**
 * Curved text (issue 14): the geometry that bends a laid-out text box along circular arcs. The
 * editor's drawing, the print PNG and the SVG all place each glyph through `placeGlyphs`, so
 * they agree glyph for glyph.
 *
 * Units: px of the text box's own (object-local, unscaled) frame, y downwards; angles in
 * radians, clockwise positive (a canvas's `rotate`).
 *
 * - **Amount** −100 … 100 (whole numbers). 0 is straight. Positive bends the text upwards into
 *   an arch — the letters stand on the outside of a circle whose centre is below them; negative
 *   bends it downwards — the letters hang inside a circle whose centre is above them. −a is the
 *   mirror image of a about the baseline.
 * - **Arc angle.** The widest line spans |amount| % of a full turn: 50 is a half circle, 100 a
 *   whole one (its ends meet). A share of a turn is what a user reads off the result, and the
 *   bend then depends on the text, not on the box's width: "SALE" and a long slogan look
 *   equally curved at the same amount.
 * - **Radius.** R = widest line's width ÷ arc angle, on the baseline of the line nearest the
 *   centre (the last line of an arch, the first of a negative curve). The other lines lie on
 *   concentric arcs farther out (their baselines keep the straight layout's distances), so no
 *   line ever turns through more than the arc angle and none wraps past a full circle.
 * - **Glyphs keep their advances along their own baseline arc**: a glyph whose centre is `d` px
 *   from the text's horizontal middle in the straight layout is turned by d ÷ r about the
 *   circle's centre (r: its line's radius), and drawn upright in its own frame rotated by that
 *   angle. Letter spacing, kerning and justification are therefore kept as arc lengths.
 * - **Multi-line**: each line on its own concentric arc, as above; the text's horizontal middle
 *   (the middle of the widest extent of its lines) is the axis of symmetry for every line.
 */

import { parseDecimal } from '../decimalInput';

export const CURVE_MIN = -100;
export const CURVE_MAX = 100;

/** A stored curve amount: a whole number in −100 … 100 (0 for what is not a number). */
export function clampCurve(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(CURVE_MAX, Math.max(CURVE_MIN, Math.round(value)));
}

/** The value stored for what the curve field shows (`previous` when it is not a number). */
export function commitCurve(raw: string, previous: number): number {
  const n = parseDecimal(raw); // "12,6" or "12.6": 13
  return n === null ? previous : clampCurve(n);
}

/** The arc angle the widest line spans at `amount`, radians (0 … 2π). */
export function curveArcAngle(amount: number): number {
  return (Math.abs(clampCurve(amount)) / 100) * 2 * Math.PI;
}

/** One laid-out glyph of a line in the straight layout. */
export interface LineGlyph {
  /** The grapheme as drawn (after case transforms). */
  char: string;
  /** x of its left edge, px. */
  left: number;
  /** Its advance without letter spacing, px. */
  width: number;
}

export interface CurveLine {
  /** y of the line's baseline in the straight layout, px. */
  baseline: number;
  /** How far its glyph cells reach above and below the baseline, px (both ≥ 0). */
  ascent: number;
  descent: number;
  glyphs: readonly LineGlyph[];
}

/** Where a glyph is drawn: its baseline centre, turned by `angle` about it. */
export interface GlyphPlacement {
  char: string;
  /** Line and grapheme index in the laid-out text. */
  line: number;
  index: number;
  /** Its baseline's centre point, px. */
  x: number;
  y: number;
  /** Its rotation about (x, y), radians, clockwise. */
  angle: number;
  /** Its advance, px: the glyph is drawn from x − width / 2 along its own baseline. */
  width: number;
}

export interface Bounds {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The arcs' common centre and the radius of the reference baseline, or null when straight. */
export interface CurveArc {
  /** +1 arch (centre below), −1 hanging (centre above). */
  sign: 1 | -1;
  radius: number;
  centreX: number;
  centreY: number;
  /** The reference line's baseline y (the line nearest the centre). */
  referenceBaseline: number;
}

/** Horizontal extent of the glyphs of `lines` (null when there are none). */
function extent(lines: readonly CurveLine[]): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const line of lines) {
    for (const g of line.glyphs) {
      min = Math.min(min, g.left);
      max = Math.max(max, g.left + g.width);
    }
  }
  return min <= max ? { min, max } : null;
}

/** The arcs `lines` are bent along at `amount` (null: straight, or nothing to bend). */
export function curveArc(amount: number, lines: readonly CurveLine[]): CurveArc | null {
  const theta = curveArcAngle(amount);
  const span = extent(lines);
  if (theta === 0 || !span || lines.length === 0) return null;
  const widest = Math.max(
    ...lines.map((l) =>
      l.glyphs.length === 0
        ? 0
        : l.glyphs[l.glyphs.length - 1]!.left +
          l.glyphs[l.glyphs.length - 1]!.width -
          l.glyphs[0]!.left,
    ),
  );
  if (!(widest > 0)) return null;
  const sign = amount > 0 ? 1 : -1;
  const baselines = lines.map((l) => l.baseline);
  const referenceBaseline = sign > 0 ? Math.max(...baselines) : Math.min(...baselines);
  const radius = widest / theta;
  return {
    sign,
    radius,
    centreX: (span.min + span.max) / 2,
    centreY: referenceBaseline + sign * radius,
    referenceBaseline,
  };
}

/** Each glyph's place at `amount`; at 0 each sits where the straight layout has it. */
export function placeGlyphs(amount: number, lines: readonly CurveLine[]): GlyphPlacement[] {
  const arc = curveArc(amount, lines);
  const placements: GlyphPlacement[] = [];
  lines.forEach((line, lineIndex) => {
    // This line's baseline radius: farther out by its distance from the reference baseline.
    const r = arc ? arc.radius + arc.sign * (arc.referenceBaseline - line.baseline) : 0;
    line.glyphs.forEach((g, index) => {
      const centre = g.left + g.width / 2;
      const base = { char: g.char, line: lineIndex, index, width: g.width };
      if (!arc || !(r > 0)) {
        placements.push({ ...base, x: centre, y: line.baseline, angle: 0 });
        return;
      }
      const phi = (centre - arc.centreX) / r;
      placements.push({
        ...base,
        x: arc.centreX + r * Math.sin(phi),
        y: arc.centreY - arc.sign * r * Math.cos(phi),
        angle: arc.sign * phi,
      });
    });
  });
  return placements;
}

/**
 * The box holding every glyph's cell (its advance × ascent + descent, turned with it), px;
 * null when there is no glyph.
 */
export function placementBounds(
  placements: readonly GlyphPlacement[],
  lines: readonly CurveLine[],
): Bounds | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of placements) {
    const line = lines[p.line]!;
    const cos = Math.cos(p.angle);
    const sin = Math.sin(p.angle);
    for (const [u, v] of [
      [-p.width / 2, -line.ascent],
      [p.width / 2, -line.ascent],
      [-p.width / 2, line.descent],
      [p.width / 2, line.descent],
    ] as const) {
      const x = p.x + u * cos - v * sin;
      const y = p.y + u * sin + v * cos;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  if (minX > maxX) return null;
  return { left: minX, top: minY, width: maxX - minX, height: maxY - minY };
}
