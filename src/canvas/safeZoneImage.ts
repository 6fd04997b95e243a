/**
 * The safe zone from the product's contour image (type 3, one per size): a picture of the safe
 * line over the trim rectangle. Its margin is measured from its drawn pixels and the safe zone is
 * drawn `margin` inside the cut the shopper chose (a circle, rounded corners), under the spec's id
 * `saveZoneContour`, inert and never exported. A picture with nothing to measure is drawn as it is,
 * over the whole artboard; a failed load is logged only and the canvas goes on without it (spec
 * canvas §8).
 */
import { FabricImage } from 'fabric';
import { SPECIAL_IDS } from '../domain/editor/objectIds';
import type { DrawnBounds, OverlayPlan } from '../domain/overlays';
import { contourInsetInches, withSafeZoneInset } from '../domain/overlays';
import { PX_PER_INCH } from '../domain/units';
import { setId } from './customProperties';

/**
 * Long side of the raster the margin is measured on, px: 1 MP at most, so a 24 in sign is read
 * at 43 px per inch (the margin to ±0.03 in) in a few ms.
 */
const MEASURE_LONG_SIDE = 1024;

/** Median of a non-empty list. */
function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Where the contour's line runs nearest each edge of `data`, px: the centre of its stroke (the
 * opacity-weighted middle of the run of drawn pixels met first from that edge, median over the
 * lines that meet it), so the stroke's own width does not count. Null when nothing is drawn.
 */
function contourLines(data: ImageData): DrawnBounds | null {
  const { width, height } = data;
  const alpha = (x: number, y: number) => data.data[(y * width + x) * 4 + 3]!;
  /** The weighted centre of the run that starts at (x, y) and goes (dx, dy). */
  const runCentre = (x: number, y: number, dx: number, dy: number) => {
    let [sum, moment, i] = [0, 0, 0];
    for (; x + dx * i >= 0 && x + dx * i < width && y + dy * i >= 0 && y + dy * i < height; i++) {
      const a = alpha(x + dx * i, y + dy * i);
      if (a === 0) break;
      sum += a;
      moment += a * (i + 0.5);
    }
    return moment / sum;
  };
  /** From `from`, stepping `step`, the first line of the other axis with a drawn pixel. */
  const edge = (along: 'x' | 'y', from: number, step: 1 | -1): number | null => {
    const lines = along === 'x' ? width : height;
    const across = along === 'x' ? height : width;
    for (let k = from; k >= 0 && k < lines; k += step) {
      const centres: number[] = [];
      for (let j = 0; j < across; j += 1) {
        const [x, y] = along === 'x' ? [k, j] : [j, k];
        if (alpha(x, y) === 0) continue;
        const c = along === 'x' ? runCentre(x, y, step, 0) : runCentre(x, y, 0, step);
        centres.push(step === 1 ? k + c : k + 1 - c);
      }
      if (centres.length > 0) return median(centres);
    }
    return null;
  };
  const left = edge('x', 0, 1);
  if (left === null) return null;
  return {
    left,
    right: edge('x', width - 1, -1)!,
    top: edge('y', 0, 1)!,
    bottom: edge('y', height - 1, -1)!,
  };
}

/** The margin the picture shows on `plan`'s artboard, inches; null when it cannot be read. */
function measuredInset(element: CanvasImageSource, plan: OverlayPlan): number | null {
  const { widthInches, heightInches } = plan.artboard;
  const scale = MEASURE_LONG_SIDE / Math.max(widthInches, heightInches);
  const raster = {
    width: Math.max(1, Math.round(widthInches * scale)),
    height: Math.max(1, Math.round(heightInches * scale)),
  };
  try {
    const canvas = new OffscreenCanvas(raster.width, raster.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    // Stretched over the artboard, as the picture is meant to be shown.
    context.drawImage(element, 0, 0, raster.width, raster.height);
    const bounds = contourLines(context.getImageData(0, 0, raster.width, raster.height));
    return contourInsetInches(bounds, raster, plan.artboard);
  } catch {
    return null; // a picture from another origin without CORS cannot be read: drawn as it is
  }
}

/** What the contour image gives: the plan with its safe zone along the cut, or the picture itself. */
export type SafeZoneFromImage = { plan: OverlayPlan } | { image: FabricImage };

export async function loadSafeZone(
  url: string,
  plan: OverlayPlan,
): Promise<SafeZoneFromImage | null> {
  try {
    const image = await FabricImage.fromURL(url, { crossOrigin: 'anonymous' });
    if (!image.width || !image.height) return null;
    const inset = measuredInset(image.getElement(), plan);
    if (inset !== null) return { plan: withSafeZoneInset(plan, inset) };
    // Placed from the plan's artboard (inches × 96), which is known before the canvas's own size.
    image.set({
      left: 0,
      top: 0,
      originX: 'left',
      originY: 'top',
      scaleX: (plan.artboard.widthInches * PX_PER_INCH) / image.width,
      scaleY: (plan.artboard.heightInches * PX_PER_INCH) / image.height,
      selectable: false,
      evented: false,
      excludeFromExport: true,
      hoverCursor: 'default',
    });
    setId(image, SPECIAL_IDS.saveZoneContour);
    return { image };
  } catch (error) {
    console.warn('safe-zone contour not loaded', error);
    return null;
  }
}
