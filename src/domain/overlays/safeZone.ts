/** The safe-zone contour: the line important content should stay inside (spec canvas §4). */
import type { OutlineInches } from './geometry';

/**
 * `outline` moved `insetInches` inwards, or null when there is no inset (missing, zero,
 * negative) or the outline would vanish.
 *
 * A rectangle's corner radius shrinks by the inset (down to 0), which is the exact inward
 * offset. An ellipse keeps its centre and loses the inset from both radii: exact for circles,
 * an approximation for ovals (the true offset of an ellipse is not an ellipse; this one is
 * exactly the inset away at the ends of both axes and close to it between).
 */
export function insetOutline(
  outline: OutlineInches,
  insetInches: number | undefined,
): OutlineInches | null {
  if (insetInches === undefined || !Number.isFinite(insetInches) || insetInches <= 0) return null;
  if (outline.kind === 'ellipse') {
    const rx = outline.rx - insetInches;
    const ry = outline.ry - insetInches;
    return rx > 0 && ry > 0 ? { ...outline, rx, ry } : null;
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
