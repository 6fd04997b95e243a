/** Product overlays on the Fabric canvas: drawing an overlay plan and following the zoom. */
export type { OverlayDrawOptions, OverlayObject } from './createOverlayObjects';
export { createOverlayObjects } from './createOverlayObjects';
export type { OverlayId } from './overlayIds';
export { isOverlayId, OVERLAY_IDS } from './overlayIds';
export type { ScreenStroke } from './screenStroke';
export { updateOverlayZoom } from './screenStroke';
