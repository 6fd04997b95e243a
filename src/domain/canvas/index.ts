/**
 * Pure rules of the canvas editor (spec canvas §4, §5, §9): zoom points under the pixel budget,
 * snapping, ruler guides, ruler ticks, alignment, distribution and layer order. No Fabric, no
 * DOM: `src/canvas` draws what these return.
 */
export type { Axis, Box, ObjectBox } from './box';
export { boundsOf, spanOf } from './box';

export type { ZoomDensity } from './canvasDensity';
export {
  canvasDensity,
  fitsAtDensity,
  largestCanvasArea,
  MIN_CANVAS_DENSITY,
  zoomDensity,
} from './canvasDensity';

export type { ZoomBudget } from './zoom';
export {
  backingStoreSize,
  breakPointsWithFit,
  clampZoomPercent,
  formatZoomPercent,
  isZoomAllowed,
  maxAllowedPercent,
  roundFitPercent,
  ZOOM_BREAK_POINTS,
  ZOOM_BUDGET_STEP_PERCENT,
  zoomIn,
  zoomOut,
  zoomPoints,
} from './zoom';

export type {
  SnapEdge,
  SnapInput,
  SnapLine,
  SnapResult,
  SnapTarget,
  XEdge,
  YEdge,
} from './snapping';
export { SNAP_THRESHOLD_SCREEN_PX, snapMove } from './snapping';

export type { Guide, GuideOptions, GuideOrientation, GuideRejection, GuideResult } from './guides';
export {
  addGuide,
  GUIDE_ID_PREFIX,
  GUIDE_MERGE_DISTANCE_PX,
  guideMergeDistance,
  isCrossing,
  isInsidePrintArea,
  MAX_GUIDES_PER_ORIENTATION,
  moveGuide,
  nextGuideId,
  removeGuide,
} from './guides';

export type { MajorTick, RulerStep, RulerTick, RulerTicks, RulerUnit } from './rulers';
export {
  FEET_RULER_MIN_SIDE_INCHES,
  formatRulerLabel,
  RULER_MIN_LABEL_SPACING_PX,
  RULER_MIN_MINOR_SPACING_PX,
  rulerStep,
  rulerTicks,
  rulerUnit,
} from './rulers';

export type { Alignment, DistributeDirection, DistributeResult, LayerOrder } from './arrange';
export { alignObjects, distributeObjects, MIN_DISTRIBUTE_OBJECTS, reorderLayers } from './arrange';

export type { Region } from './renderRegion';
export { clampRegion, RENDER_OVERSCAN_PX, renderRegion } from './renderRegion';
