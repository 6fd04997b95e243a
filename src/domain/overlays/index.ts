/**
 * Product overlays as pure data: everything drawn over the artboard from an option
 * configuration (shape cut, safe zone, grommets, drilled holes, standoffs, hem), in inches.
 * `src/canvas/overlays` draws the plan.
 */
export type { Anchor, AnchorPoint } from './anchoredLayout';
export { layoutScale } from './anchoredLayout';
export type { ArtboardInches, CircleInches, OutlineInches, RectInches } from './geometry';
export { innerRect } from './geometry';
export type { GrommetRing } from './grommets';
export { grommetPlacement, grommetSegments } from './grommets';
export { hemRect } from './hem';
export { drilledHolePlacement, holeDiameterInches } from './holes';
export { OVERLAY_TUNABLES } from './overlayTunables';
export type { DrawnBounds } from './safeZone';
export { contourInsetInches, insetOutline } from './safeZone';
export type { ShapeCut } from './shapeCut';
export { ROUNDED_CORNER_RADIUS_INCHES, shapeCut } from './shapeCut';
export { standoffPlacement } from './standoffs';

export type { GrommetOverlay, OverlayPlan, OverlayPlanOptions } from './overlayPlan';
export { overlayPlan, withSafeZoneInset } from './overlayPlan';
export type { PxRect } from './textKeepOut';
export { HARDWARE_CLEARANCE_INCHES, textAreaPx, textKeepOutInches } from './textKeepOut';
