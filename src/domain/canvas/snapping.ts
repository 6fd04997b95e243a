/**
 * Snapping of a moving object (spec canvas §4): its left, centre and right edges snap to
 * vertical targets, its top, middle and bottom to horizontal ones, when within a threshold of
 * screen px divided by the zoom. Targets: the artboard's edges and centre, and every other
 * object's edges and centres (centre-to-centre is our addition; the spec names other objects'
 * edges only). Holding ctrl disables snapping.
 */
import type { Size } from '../artboard';
import type { Axis, Box, ObjectBox } from './box';
import { spanOf } from './box';

/**
 * Snap distance, screen px (ours: the spec does not show the value, only that it is divided by
 * the zoom). 8 px is easy to hit with a mouse and a finger without pulling objects around.
 */
export const SNAP_THRESHOLD_SCREEN_PX = 8;

export type XEdge = 'left' | 'centre' | 'right';
export type YEdge = 'top' | 'middle' | 'bottom';
export type SnapEdge = XEdge | YEdge;

/** What an edge snapped to: the artboard or another object (by id), and which of its edges. */
export type SnapTarget =
  { kind: 'artboard'; edge: SnapEdge } | { kind: 'object'; id: string; edge: SnapEdge };

/** A line to draw while snapped, artboard px. */
export interface SnapLine {
  /** Vertical lines mark an x snap, horizontal lines a y snap. */
  orientation: 'vertical' | 'horizontal';
  /** x of a vertical line, y of a horizontal one, artboard px. */
  position: number;
  /** Extent along the line (y for vertical, x for horizontal), artboard px, `from` ≤ `to`. */
  from: number;
  to: number;
  /** The moving object's edge that snapped. */
  moving: SnapEdge;
  target: SnapTarget;
}

export interface SnapInput {
  /** The moving object's bounding box at the pointer's position, artboard px. */
  moving: Box;
  /** Artboard size, artboard px. */
  artboard: Size;
  /** The other objects' bounding boxes (not the moving one, nor overlays or guides). */
  others: readonly ObjectBox[];
  /** Canvas zoom, 1 = 100 %. */
  zoom: number;
  /** Snap distance, screen px; default `SNAP_THRESHOLD_SCREEN_PX`. */
  thresholdScreenPx?: number;
  /** Ctrl held: no snapping. */
  disabled?: boolean;
}

export interface SnapResult {
  /** Add to the moving object's position, artboard px (0 when that axis did not snap). */
  dx: number;
  dy: number;
  /** Every alignment reached by the snapped position (several when targets coincide). */
  lines: SnapLine[];
}

/** Offsets closer than this are the same snap, artboard px. */
const EPSILON = 1e-6;

const EDGES: Record<Axis, readonly [SnapEdge, SnapEdge, SnapEdge]> = {
  x: ['left', 'centre', 'right'],
  y: ['top', 'middle', 'bottom'],
};

interface Candidate {
  target: SnapTarget;
  position: number;
}

interface Match extends Candidate {
  moving: SnapEdge;
  delta: number;
}

/**
 * Targets on an axis in tie-break order: the artboard's start, centre and end, then each object
 * as given (start, centre, end).
 */
function candidates(axis: Axis, artboard: Size, others: readonly ObjectBox[]): Candidate[] {
  const [start, centre, end] = EDGES[axis];
  const size = axis === 'x' ? artboard.width : artboard.height;
  const list: Candidate[] = [
    { target: { kind: 'artboard', edge: start }, position: 0 },
    { target: { kind: 'artboard', edge: centre }, position: size / 2 },
    { target: { kind: 'artboard', edge: end }, position: size },
  ];
  for (const other of others) {
    const span = spanOf(other, axis);
    list.push(
      { target: { kind: 'object', id: other.id, edge: start }, position: span.start },
      { target: { kind: 'object', id: other.id, edge: centre }, position: span.centre },
      { target: { kind: 'object', id: other.id, edge: end }, position: span.end },
    );
  }
  return list;
}

/**
 * The nearest snap on one axis: every (target, moving edge) pair within `threshold` whose offset
 * equals the smallest one. On equal distances the first pair in order wins (targets as listed by
 * `candidates`, moving edges start, centre, end), so +3 and −3 never flicker.
 */
function snapAxis(
  axis: Axis,
  input: SnapInput,
  threshold: number,
): { delta: number; matches: Match[] } {
  const span = spanOf(input.moving, axis);
  const moving = [span.start, span.centre, span.end];
  const all: Match[] = [];
  let best: number | undefined;
  for (const candidate of candidates(axis, input.artboard, input.others)) {
    moving.forEach((position, i) => {
      const delta = candidate.position - position;
      if (Math.abs(delta) > threshold + EPSILON) return;
      all.push({ ...candidate, moving: EDGES[axis][i] ?? 'centre', delta });
      if (best === undefined || Math.abs(delta) < Math.abs(best) - EPSILON) best = delta;
    });
  }
  if (best === undefined) return { delta: 0, matches: [] };
  const chosen = best;
  return { delta: chosen, matches: all.filter((m) => Math.abs(m.delta - chosen) <= EPSILON) };
}

/** The line of a match, spanning the snapped object and its target, artboard px. */
function lineOf(match: Match, axis: Axis, moved: Box, input: SnapInput): SnapLine {
  const across: Axis = axis === 'x' ? 'y' : 'x';
  const self = spanOf(moved, across);
  let target = { start: 0, end: across === 'x' ? input.artboard.width : input.artboard.height };
  if (match.target.kind === 'object') {
    const id = match.target.id;
    const other = input.others.find((o) => o.id === id);
    if (other) target = spanOf(other, across);
  }
  return {
    orientation: axis === 'x' ? 'vertical' : 'horizontal',
    position: match.position,
    from: Math.min(self.start, target.start),
    to: Math.max(self.end, target.end),
    moving: match.moving,
    target: match.target,
  };
}

/**
 * Snaps a moving object. The threshold in artboard px is `thresholdScreenPx / zoom`; the
 * nearest target wins on each axis independently. Disabled, or with a zoom that is not a
 * positive number, nothing snaps.
 */
export function snapMove(input: SnapInput): SnapResult {
  const { zoom, thresholdScreenPx = SNAP_THRESHOLD_SCREEN_PX } = input;
  if (input.disabled || !(zoom > 0) || !Number.isFinite(zoom)) return { dx: 0, dy: 0, lines: [] };
  const threshold = thresholdScreenPx / zoom;
  const x = snapAxis('x', input, threshold);
  const y = snapAxis('y', input, threshold);
  const moved: Box = {
    ...input.moving,
    left: input.moving.left + x.delta,
    top: input.moving.top + y.delta,
  };
  return {
    dx: x.delta,
    dy: y.delta,
    lines: [
      ...x.matches.map((m) => lineOf(m, 'x', moved, input)),
      ...y.matches.map((m) => lineOf(m, 'y', moved, input)),
    ],
  };
}
