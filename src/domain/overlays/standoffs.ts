/** Standoffs: brushed-steel caps that hold a sign off the wall at its corners. */
import type { Standoff } from '../productOptions';
import type { AnchorPoint } from './anchoredLayout';
import { FOUR_CORNERS, placeAnchored, TOP_CORNERS } from './anchoredLayout';
import type { ArtboardInches, CircleInches } from './geometry';
import { OVERLAY_TUNABLES } from './overlayTunables';

const STANDOFF_ANCHORS: Record<Standoff, readonly AnchorPoint[]> = {
  none: [],
  'four-corners': FOUR_CORNERS,
  'top-corners': TOP_CORNERS,
};

/**
 * The standoff caps of a placement, as discs in inches: 5/8 in caps centred 1/2 in + radius
 * (0.8125 in) inside both edges of their corner, shrunk uniformly on artboards too small for
 * that (see `layoutScale`). `none` and empty artboards give none.
 */
export function standoffPlacement(kind: Standoff, artboard: ArtboardInches): CircleInches[] {
  return placeAnchored(
    STANDOFF_ANCHORS[kind],
    OVERLAY_TUNABLES.standoffs.capDiameterInches / 2,
    OVERLAY_TUNABLES.edgeGapInches,
    artboard,
  );
}
