/** Grommets (spec canvas §3, §5): brass eyelets along a banner's edges. */
import type { Grommet } from '../productOptions';
import type { AnchorPoint } from './anchoredLayout';
import { FOUR_CORNERS, placeAnchored, TOP_CORNERS } from './anchoredLayout';
import type { ArtboardInches } from './geometry';
import { isDrawable } from './geometry';
import { OVERLAY_TUNABLES } from './overlayTunables';

/** One grommet: a washer of radius `outerR` around a hole of radius `holeR`, inches. */
export interface GrommetRing {
  cx: number;
  cy: number;
  outerR: number;
  holeR: number;
}

/**
 * The "every 2-3 feet" segment count of an edge `edgeInches` long, or null when none works.
 *
 * Rule: the edge is split into k equal segments with a grommet at each end (the corners) and
 * between segments, so k + 1 grommets. The nominal spacing edge / k must lie in
 * [24, 36] inches inclusive. k is the LARGEST count whose spacing is still at least 24 in
 * (k = floor(edge / 24)): grommets as close to every 2 ft as the edge allows, which holds a
 * banner best in wind. It succeeds when that spacing is at most 36 in. Since k segments cover
 * edges of [24k, 36k] and these ranges meet from k = 2 on, a count exists exactly for edges in
 * [24, 36] or at least 48 in: it fails below 24 in (a 20 in edge) and strictly between 36 and
 * 48 in (a 40 in edge: one segment is over 3 ft, two are under 2 ft).
 *
 * The spacing is measured on the edge length (banners are sold in whole feet: a 4 ft edge
 * gives two 24 in segments); the drawn grommets sit `inset` inside the corners, so their
 * centres are (edge − 2·inset) / k apart, a little less.
 */
export function grommetSegments(edgeInches: number): number | null {
  const { spacingMinInches, spacingMaxInches } = OVERLAY_TUNABLES.grommets;
  const eps = OVERLAY_TUNABLES.epsilonInches;
  if (!Number.isFinite(edgeInches) || edgeInches <= 0) return null;
  const k = Math.floor(edgeInches / spacingMinInches + eps);
  if (k < 1) return null;
  return edgeInches / k <= spacingMaxInches + eps ? k : null;
}

const CORNER_ANCHORS: Partial<Record<Grommet, readonly AnchorPoint[]>> = {
  'four-corners': FOUR_CORNERS,
  'top-corners': TOP_CORNERS,
  'big-top-corners': TOP_CORNERS,
};

/** Washer and hole diameters of a placement, inches. */
function grommetSize(kind: Grommet): { outer: number; hole: number } {
  const g = OVERLAY_TUNABLES.grommets;
  return kind === 'big-top-corners'
    ? { outer: g.bigOuterDiameterInches, hole: g.bigHoleDiameterInches }
    : { outer: g.outerDiameterInches, hole: g.holeDiameterInches };
}

/** Evenly spaced points from `inset` to `length - inset`, k segments (k + 1 points). */
function stations(length: number, inset: number, k: number): number[] {
  const step = (length - 2 * inset) / k;
  return Array.from({ length: k + 1 }, (_, i) => inset + i * step);
}

/**
 * The grommets of a placement, in inches, clockwise from the top-left corner.
 *
 * - Corner placements (four corners, top corners, big top corners) keep 1/2 in of material
 *   between the washer and the edges (centres 1/2 in + washer radius inside: 0.97 in for #2
 *   grommets, 1.375 in for the big 1 in ones), shrunk uniformly on small artboards (see
 *   `layoutScale`).
 * - "Every 2-3 feet" puts a grommet in each corner at the same inset and spaces the others
 *   evenly along every edge, with {@link grommetSegments} segments per axis. It returns null
 *   unless the count succeeds on BOTH axes (spec canvas §5): then no grommet is drawn.
 *
 * `none` and empty artboards give an empty list.
 */
export function grommetPlacement(kind: Grommet, artboard: ArtboardInches): GrommetRing[] | null {
  if (kind === 'none' || !isDrawable(artboard)) return [];
  const { outer, hole } = grommetSize(kind);
  const gap = OVERLAY_TUNABLES.edgeGapInches;
  const anchors = CORNER_ANCHORS[kind];
  if (anchors) {
    return placeAnchored(anchors, outer / 2, gap, artboard).map((c) => ({
      cx: c.cx,
      cy: c.cy,
      outerR: c.r,
      holeR: (c.r * hole) / outer,
    }));
  }
  const kx = grommetSegments(artboard.widthInches);
  const ky = grommetSegments(artboard.heightInches);
  if (kx === null || ky === null) return null;
  const inset = gap + outer / 2;
  const xs = stations(artboard.widthInches, inset, kx);
  const ys = stations(artboard.heightInches, inset, ky);
  const top = xs.map((x) => [x, inset] as const);
  const right = ys.slice(1, -1).map((y) => [artboard.widthInches - inset, y] as const);
  const bottom = [...xs].reverse().map((x) => [x, artboard.heightInches - inset] as const);
  const left = [...ys.slice(1, -1)].reverse().map((y) => [inset, y] as const);
  return [...top, ...right, ...bottom, ...left].map(([cx, cy]) => ({
    cx,
    cy,
    outerR: outer / 2,
    holeR: hole / 2,
  }));
}
