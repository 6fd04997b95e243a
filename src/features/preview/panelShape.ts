/**
 * The panel's contour as a three.js Shape in scene units (centred, y up): the trim rectangle or
 * the shape cut, with the through-holes as holes. The back face is built from the mirror image
 * (x negated) and turned round, so both faces wind outwards.
 */
import { Path, Shape } from 'three';
import type { OutlineInches } from '../../domain/overlays';
import type { PanelModel } from '../../domain/preview';
import { panelScale, toScene } from '../../domain/preview';
import { TUNABLES } from '../../domain/tunables';

/** The contour of `outline` (inches) on `path`, in scene units, x negated when `mirrored`. */
function traceOutline(
  path: Path,
  model: PanelModel,
  outline: OutlineInches,
  mirrored: boolean,
): void {
  const s = panelScale(model);
  const at = (x: number, y: number) => {
    const p = toScene(model, x, y);
    return { x: mirrored ? -p.x : p.x, y: p.y };
  };
  if (outline.kind === 'ellipse') {
    const c = at(outline.cx, outline.cy);
    path.absellipse(c.x, c.y, outline.rx * s, outline.ry * s, 0, Math.PI * 2, false, 0);
    return;
  }
  const { x, y, width, height } = outline;
  const r = Math.min(outline.radius, width / 2, height / 2);
  const right = x + width;
  const bottom = y + height;
  // Clockwise in inches (y down) from the top edge: each corner is a straight run to where its
  // curve starts, then a quarter curve round the corner (nothing but the run when r = 0).
  const corners = [
    [right - r, y, right, y, right, y + r],
    [right, bottom - r, right, bottom, right - r, bottom],
    [x + r, bottom, x, bottom, x, bottom - r],
    [x, y + r, x, y, x + r, y],
  ] as const;
  const start = at(x + r, y);
  path.moveTo(start.x, start.y);
  for (const [entryX, entryY, cornerX, cornerY, endX, endY] of corners) {
    const entry = at(entryX, entryY);
    path.lineTo(entry.x, entry.y);
    if (r > 0) {
      const corner = at(cornerX, cornerY);
      const end = at(endX, endY);
      path.quadraticCurveTo(corner.x, corner.y, end.x, end.y);
    }
  }
  path.closePath();
}

/** The panel's face shape with its through-holes, scene units; mirrored for the back face. */
export function panelShape(model: PanelModel, options: { mirrored: boolean; holes: boolean }) {
  const shape = new Shape();
  traceOutline(shape, model, model.outline, options.mirrored);
  if (options.holes) {
    const s = panelScale(model);
    for (const hole of model.throughHoles) {
      const c = toScene(model, hole.cx, hole.cy);
      const path = new Path();
      path.absarc(options.mirrored ? -c.x : c.x, c.y, hole.r * s, 0, Math.PI * 2, true);
      shape.holes.push(path);
    }
  }
  return shape;
}

/** Segments of round contours (holes, grommets, ellipses, corners). */
export const CURVE_SEGMENTS = TUNABLES.preview3d.circleSegments;
