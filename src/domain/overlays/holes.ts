/** Drilled holes (spec canvas §3): where each placement drills, and how big. */
import type { DrilledHole } from '../productOptions';
import type { AnchorPoint } from './anchoredLayout';
import { FOUR_CORNERS, placeAnchored, TOP_CORNERS } from './anchoredLayout';
import type { ArtboardInches, CircleInches } from './geometry';
import { OVERLAY_TUNABLES } from './overlayTunables';

/** The anchors of each placement (see `anchoredLayout`). */
export const HOLE_ANCHORS: Record<DrilledHole, readonly AnchorPoint[]> = {
  none: [],
  'four-corners': FOUR_CORNERS,
  'center-top-bottom': [
    { x: 0.5, y: 0 },
    { x: 0.5, y: 1 },
  ],
  'center-left-right': [
    { x: 0, y: 0.5 },
    { x: 1, y: 0.5 },
  ],
  'four-corners-top-bottom': [...FOUR_CORNERS, { x: 0.5, y: 0 }, { x: 0.5, y: 1 }],
  'four-corners-left-right': [...FOUR_CORNERS, { x: 0, y: 0.5 }, { x: 1, y: 0.5 }],
  'top-corners': TOP_CORNERS,
  'big-top-corners': TOP_CORNERS,
};

/**
 * The drilled diameter of a placement, inches: the chosen one (0.5 when missing or not
 * positive), and at least `holes.bigMinDiameterInches` (1 in) for "big top corners".
 */
export function holeDiameterInches(kind: DrilledHole, chosen: number | undefined): number {
  const { defaultDiameterInches, bigMinDiameterInches } = OVERLAY_TUNABLES.holes;
  const d = chosen !== undefined && chosen > 0 ? chosen : defaultDiameterInches;
  return kind === 'big-top-corners' ? Math.max(d, bigMinDiameterInches) : d;
}

/**
 * The holes of a drilled-hole placement, as discs in inches. Each hole keeps
 * `edgeGapInches` (1/2 in) of material to the edges it is anchored to, so its centre sits
 * 1/2 in + radius inside them (0.75 in for 1/2 in holes, 1 in for 1 in holes); mid-edge holes
 * are centred on their edge. On artboards too small for that, the layout shrinks uniformly
 * (see `layoutScale`). `none` and empty artboards give no holes.
 */
export function drilledHolePlacement(
  kind: DrilledHole,
  diameterInches: number | undefined,
  artboard: ArtboardInches,
): CircleInches[] {
  return placeAnchored(
    HOLE_ANCHORS[kind],
    holeDiameterInches(kind, diameterInches) / 2,
    OVERLAY_TUNABLES.edgeGapInches,
    artboard,
  );
}
