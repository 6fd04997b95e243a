/**
 * Where the 3D preview's camera stands: far enough for the panel to fill the view with a margin,
 * and how near and far the orbit may go from there, so the panel is never lost.
 */
import { TUNABLES } from '../tunables';

/** The camera's distance from the panel's centre and the orbit's limits, scene units. */
export interface CameraFit {
  distance: number;
  minDistance: number;
  maxDistance: number;
}

/**
 * The fit of a panel `width` × `height` (scene units) seen face-on through a perspective camera
 * of vertical field of view `fovDeg` on a viewport of `aspect` (width / height): the larger of
 * the distances at which the height fills the view vertically and the width horizontally, times
 * the margin. An empty or degenerate viewport is treated as square.
 */
export function cameraFit(
  panel: { width: number; height: number },
  aspect: number,
  fovDeg: number = TUNABLES.preview3d.fieldOfViewDeg,
): CameraFit {
  const { fitMargin, minDistanceFactor, maxDistanceFactor } = TUNABLES.preview3d;
  const a = Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
  const tanHalf = Math.tan((fovDeg * Math.PI) / 360);
  const byHeight = panel.height / 2 / tanHalf;
  const byWidth = panel.width / 2 / (tanHalf * a);
  const distance = Math.max(byHeight, byWidth) * fitMargin;
  return {
    distance,
    minDistance: distance * minDistanceFactor,
    maxDistance: distance * maxDistanceFactor,
  };
}
