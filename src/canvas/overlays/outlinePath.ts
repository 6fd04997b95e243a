/** SVG path data of overlay outlines, in artboard px (inches × 96). */
import type { ArtboardInches, OutlineInches } from '../../domain/overlays';
import { PX_PER_INCH } from '../../domain/units';

/** px with at most 3 decimals, to keep path data short and stable. */
function n(inches: number): number {
  return Math.round(inches * PX_PER_INCH * 1000) / 1000;
}

/** Closed path data of an outline (clockwise), in px. */
export function outlinePathData(o: OutlineInches): string {
  if (o.kind === 'ellipse') {
    const [l, r, cy, rx, ry] = [n(o.cx - o.rx), n(o.cx + o.rx), n(o.cy), n(o.rx), n(o.ry)];
    return `M ${l} ${cy} A ${rx} ${ry} 0 1 1 ${r} ${cy} A ${rx} ${ry} 0 1 1 ${l} ${cy} Z`;
  }
  const [x0, y0, x1, y1] = [n(o.x), n(o.y), n(o.x + o.width), n(o.y + o.height)];
  const k = n(o.radius);
  if (k <= 0) return `M ${x0} ${y0} H ${x1} V ${y1} H ${x0} Z`;
  const arc = (x: number, y: number) => `A ${k} ${k} 0 0 1 ${x} ${y}`;
  return [
    `M ${x0 + k} ${y0} H ${x1 - k}`,
    arc(x1, y0 + k),
    `V ${y1 - k}`,
    arc(x1 - k, y1),
    `H ${x0 + k}`,
    arc(x0, y1 - k),
    `V ${y0 + k}`,
    arc(x0 + k, y0),
    'Z',
  ].join(' ');
}

/**
 * The area of the artboard outside `outline`, as path data for an even-odd fill: the artboard
 * rectangle followed by the outline, so the inside of the outline is a hole.
 */
export function outsideMaskPathData(outline: OutlineInches, artboard: ArtboardInches): string {
  const w = n(artboard.widthInches);
  const h = n(artboard.heightInches);
  return `M 0 0 H ${w} V ${h} H 0 Z ${outlinePathData(outline)}`;
}
