/**
 * Writing the content's SVG: recolourable parts carry `changeable-color` ids and a border's
 * strokes `changeable-border` ids (spec canvas §3, "Object id markers": the editor finds a
 * marker anywhere in an id). A body marks each part with `{C}` (a colour part) or `{B}` (a
 * border stroke, also recolourable); {@link markParts} numbers them:
 * `id="changeable-color-1"`, `id="changeable-border-changeable-color-2"`.
 */
import { svgDocument } from '../db/seed/images/svgKit';

/** Replaces each `{C}` / `{B}` with a numbered id attribute, in document order. */
export function markParts(body: string): string {
  let n = 0;
  return body.replace(/\{([CB])\}/g, (_m, kind: string) => {
    n += 1;
    return kind === 'B'
      ? `id="changeable-border-changeable-color-${n}"`
      : `id="changeable-color-${n}"`;
  });
}

/** A content SVG: a `width` × `height` view box, its parts numbered, its name as title. */
export function contentSvg(name: string, width: number, height: number, body: string): string {
  return svgDocument({ width, height }, markParts(body), { title: name });
}

/** Colours the seeded elements start in (the shopper recolours them). */
export const INK = {
  navy: '#1f3a5f',
  red: '#d62828',
  orange: '#f77f00',
  gold: '#fcbf49',
  green: '#2a9d8f',
  blue: '#277da1',
  purple: '#6a4c93',
  pink: '#e56b9f',
  grey: '#4a4e69',
  black: '#1b1b1b',
  white: '#ffffff',
} as const;

/** A regular polygon's points (or a star's, with `inner` radius) around (cx, cy). */
export function polygonPoints(
  cx: number,
  cy: number,
  sides: number,
  radius: number,
  inner?: number,
  rotation = -90,
): string {
  const points: string[] = [];
  const steps = inner === undefined ? sides : sides * 2;
  for (let i = 0; i < steps; i++) {
    const r = inner !== undefined && i % 2 === 1 ? inner : radius;
    const a = ((rotation + (360 / steps) * i) * Math.PI) / 180;
    points.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return points.join(' ');
}
