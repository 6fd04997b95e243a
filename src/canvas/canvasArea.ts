/**
 * Sizes the canvas to the region it covers at the density the pixel budget allows
 * (src/domain/canvas/canvasDensity): the screen's devicePixelRatio when region × dpr² fits the
 * engine's budget, else the largest density that does (never below 1, Fabric's floor). Fabric
 * reads the density through `getRetinaScaling()` for the backing stores, the pointer and the
 * caches, so it is replaced on this canvas only.
 */
import type { Canvas } from 'fabric';
import type { Size } from '../domain/artboard';
import { canvasDensity } from '../domain/canvas/canvasDensity';
import { currentPixelBudget } from '../platform/engine';

/** Gives `canvas` the size `area` (CSS px) at the density the budget allows; returns it. */
export function setCanvasArea(canvas: Canvas, area: Size): number {
  const dpr = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1;
  const density = canvasDensity(area, dpr, currentPixelBudget());
  // A density ≤ 1 is Fabric's own "no retina scaling" (its backing store is the CSS size).
  canvas.getRetinaScaling = () => density;
  canvas.setDimensions({ width: area.width, height: area.height });
  return density;
}
