/** Plain shapes of the overlay plan, in inches from the artboard's top-left corner. */

/** The artboard (the product's trim size), inches. */
export interface ArtboardInches {
  widthInches: number;
  heightInches: number;
}

/** A disc: centre and radius, inches. */
export interface CircleInches {
  cx: number;
  cy: number;
  r: number;
}

/** An axis-aligned rectangle, inches. */
export interface RectInches {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A closed outline: an ellipse, or a rectangle with rounded corners (radius 0 is square). */
export type OutlineInches =
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'roundedRect'; x: number; y: number; width: number; height: number; radius: number };

/** Whether the artboard has a positive, finite size. */
export function isDrawable(a: ArtboardInches): boolean {
  return (
    Number.isFinite(a.widthInches) &&
    Number.isFinite(a.heightInches) &&
    a.widthInches > 0 &&
    a.heightInches > 0
  );
}

/**
 * The largest axis-aligned rectangle inside an outline that is centred on it, inches: an
 * ellipse's inscribed rectangle (half-sides r / √2), a rounded rectangle less the corner
 * rounding (a box touching the arc at 45° stays inside it).
 */
export function innerRect(outline: OutlineInches): RectInches {
  if (outline.kind === 'ellipse') {
    const hw = outline.rx / Math.SQRT2;
    const hh = outline.ry / Math.SQRT2;
    return { x: outline.cx - hw, y: outline.cy - hh, width: 2 * hw, height: 2 * hh };
  }
  const cut = outline.radius * (1 - Math.SQRT1_2);
  return {
    x: outline.x + cut,
    y: outline.y + cut,
    width: Math.max(0, outline.width - 2 * cut),
    height: Math.max(0, outline.height - 2 * cut),
  };
}
