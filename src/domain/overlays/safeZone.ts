/** The safe-zone contour: the line important content should stay inside (spec canvas §4). */
import type { ArtboardInches, OutlineInches } from './geometry';

/** Samples of the oval's inner parallel curve; the scale found is within 1e-5 of exact. */
const OVAL_SAMPLES = 1440;
/** What an oval's inset ellipse gives up for the samples' spacing: a hair inwards, never out. */
const OVAL_SAFETY = 1 - 1e-4;

/**
 * The largest ellipse, of radii proportional to (rx − inset, ry − inset), whose every point is
 * at least `inset` inside the ellipse (rx, ry). The points exactly `inset` inside an ellipse form
 * its inner parallel curve, which is not an ellipse: the ellipse found touches it (where the
 * curvature is highest, the ends of the long axis) and stays inside it elsewhere.
 */
function ovalInset(rx: number, ry: number, inset: number): { rx: number; ry: number } | null {
  const ax = rx - inset;
  const ay = ry - inset;
  if (!(ax > 0 && ay > 0)) return null;
  let scale = 1;
  for (let i = 0; i < OVAL_SAMPLES; i += 1) {
    const t = (2 * Math.PI * i) / OVAL_SAMPLES;
    const [x, y] = [rx * Math.cos(t), ry * Math.sin(t)];
    // Outward normal of the ellipse at t, and the point `inset` inside along it.
    const [nx, ny] = [x / (rx * rx), y / (ry * ry)];
    const length = Math.hypot(nx, ny);
    const [qx, qy] = [x - (inset * nx) / length, y - (inset * ny) / length];
    // The scaled ellipse must not reach beyond that point: scale ≤ its "ellipse radius".
    scale = Math.min(scale, Math.hypot(qx / ax, qy / ay));
  }
  const s = scale * OVAL_SAFETY;
  return { rx: ax * s, ry: ay * s };
}

/**
 * `outline` moved `insetInches` inwards, or null when there is no inset (missing, zero,
 * negative) or the outline would vanish. Every point of the result is inside `outline` and at
 * least `insetInches` from it.
 *
 * A rectangle's corner radius shrinks by the inset (down to 0): the exact inward offset. A
 * circle keeps its centre and loses the inset from its radius: exact too. An oval's exact
 * offset is not an ellipse; the ellipse used is exactly the inset away at the ends of its long
 * axis and a little more elsewhere (at most a few percent of the inset).
 */
export function insetOutline(
  outline: OutlineInches,
  insetInches: number | undefined,
): OutlineInches | null {
  if (insetInches === undefined || !Number.isFinite(insetInches) || insetInches <= 0) return null;
  if (outline.kind === 'ellipse') {
    if (outline.rx === outline.ry) {
      const r = outline.rx - insetInches;
      return r > 0 ? { ...outline, rx: r, ry: r } : null;
    }
    const radii = ovalInset(outline.rx, outline.ry, insetInches);
    return radii ? { ...outline, ...radii } : null;
  }
  const width = outline.width - 2 * insetInches;
  const height = outline.height - 2 * insetInches;
  if (width <= 0 || height <= 0) return null;
  return {
    kind: 'roundedRect',
    x: outline.x + insetInches,
    y: outline.y + insetInches,
    width,
    height,
    radius: Math.min(Math.max(0, outline.radius - insetInches), width / 2, height / 2),
  };
}

/**
 * Where a contour drawn on a raster of the artboard runs nearest each edge: the centre of its
 * line, px from the raster's left and top edges.
 */
export interface DrawnBounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The safe margin a product's safe-zone contour image (type 3, drawn over the whole artboard)
 * shows: the smallest distance from its line (the centre of its stroke) to the artboard's edges, inches, measured
 * on a `raster` px rendering of it. Null when nothing is drawn or the raster is empty. The
 * catalogue gives the contour as a picture for the trim rectangle; this margin lets the editor
 * draw it along the chosen cut instead (a circle, rounded corners).
 */
export function contourInsetInches(
  drawn: DrawnBounds | null,
  raster: { width: number; height: number },
  artboard: ArtboardInches,
): number | null {
  if (!drawn || !(raster.width > 0 && raster.height > 0)) return null;
  if (!(drawn.right > drawn.left && drawn.bottom > drawn.top)) return null;
  const xInches = artboard.widthInches / raster.width;
  const yInches = artboard.heightInches / raster.height;
  const inset = Math.min(
    drawn.left * xInches,
    (raster.width - drawn.right) * xInches,
    drawn.top * yInches,
    (raster.height - drawn.bottom) * yInches,
  );
  return inset > 0 ? inset : null;
}
