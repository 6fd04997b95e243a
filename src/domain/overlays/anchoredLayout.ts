/**
 * Corner and mid-edge features (drilled holes, corner grommets, standoffs): each is anchored to
 * the start, centre or end of both axes and kept `edgeGap + r` inside the edges it touches.
 */
import type { ArtboardInches, CircleInches } from './geometry';
import { isDrawable } from './geometry';

/** Where a feature sits along one axis: 0 start (left/top), 0.5 centre, 1 end. */
export type Anchor = 0 | 0.5 | 1;

/** A feature's anchor on the x and y axes. */
export interface AnchorPoint {
  x: Anchor;
  y: Anchor;
}

/** Four corners, clockwise from top-left. */
export const FOUR_CORNERS: readonly AnchorPoint[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

/** The two top corners. */
export const TOP_CORNERS: readonly AnchorPoint[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
];

/**
 * Scale-safety factor in (0, 1]: how much the nominal layout (centre inset and radius together)
 * must shrink to fit. Along an axis of length L with n distinct anchors, the layout fits when
 * L >= 2 * inset * n: every feature then owns a cell at least 2 * inset long, so centres are at
 * least 2 * inset apart, features keep at least 2 * edgeGap between each other, and each stays
 * `edgeGap` inside the trim line. Products that big (the usual case) get 1: true sizes.
 * Smaller ones get the whole layout shrunk in proportion, so nothing overlaps or leaves the
 * artboard (the drawn size is then smaller than the real part; such a product cannot carry it).
 */
export function layoutScale(
  anchors: readonly AnchorPoint[],
  insetInches: number,
  artboard: ArtboardInches,
): number {
  if (insetInches <= 0) return 1;
  const nx = new Set(anchors.map((a) => a.x)).size;
  const ny = new Set(anchors.map((a) => a.y)).size;
  return Math.min(
    1,
    artboard.widthInches / (2 * insetInches * nx),
    artboard.heightInches / (2 * insetInches * ny),
  );
}

function along(anchor: Anchor, length: number, inset: number): number {
  if (anchor === 0) return inset;
  if (anchor === 1) return length - inset;
  return length / 2;
}

/**
 * Discs of radius `radiusInches` at the anchors, centred `edgeGapInches + radius` inside the
 * edges, scaled down by {@link layoutScale} on small artboards. Empty for an empty artboard.
 */
export function placeAnchored(
  anchors: readonly AnchorPoint[],
  radiusInches: number,
  edgeGapInches: number,
  artboard: ArtboardInches,
): CircleInches[] {
  if (!isDrawable(artboard) || !(radiusInches > 0)) return [];
  const nominalInset = edgeGapInches + radiusInches;
  const s = layoutScale(anchors, nominalInset, artboard);
  const inset = nominalInset * s;
  return anchors.map((a) => ({
    cx: along(a.x, artboard.widthInches, inset),
    cy: along(a.y, artboard.heightInches, inset),
    r: radiusInches * s,
  }));
}
