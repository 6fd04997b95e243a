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
