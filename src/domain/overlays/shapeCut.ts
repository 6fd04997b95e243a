/** Shape cuts (spec canvas §3): the outline a product is cut along, as data. */
import type { ShapeType } from '../productOptions';
import type { ArtboardInches, OutlineInches } from './geometry';
import { isDrawable } from './geometry';

/** Corner radius of each rounded cut, inches (the name says it: `rounded-3/4` is 3/4 in). */
export const ROUNDED_CORNER_RADIUS_INCHES: Partial<Record<ShapeType, number>> = {
  'rounded-1': 1,
  'rounded-3/4': 0.75,
  'rounded-1/2': 0.5,
  'rounded-1/4': 0.25,
};

/** A shape cut: its outline and whether the area outside it is cut away. */
export interface ShapeCut {
  shapeType: ShapeType;
  /** The cut line, inches. */
  outline: OutlineInches;
  /**
   * True when everything outside `outline` is removed (circle, oval, rounded corners), so the
   * editor veils it. False for outline and overline cuts: they follow the design's own contour,
   * unknown here, so only the trim rectangle is shown.
   */
  masked: boolean;
}

/**
 * The cut of a shape type on an artboard, in inches, or null when nothing is cut beyond the
 * trim rectangle (`rectangle`, no shape, an empty artboard).
 *
 * - circle: the largest centred circle (diameter = the shorter side);
 * - oval: the ellipse inscribed in the artboard;
 * - rounded-*: the artboard with corners of the named radius, capped at half the shorter side
 *   so the corners never cross;
 * - outline, overline: the artboard rectangle, unmasked.
 */
export function shapeCut(
  shapeType: ShapeType | undefined,
  artboard: ArtboardInches,
): ShapeCut | null {
  if (shapeType === undefined || shapeType === 'rectangle' || !isDrawable(artboard)) return null;
  const w = artboard.widthInches;
  const h = artboard.heightInches;
  const rect = { kind: 'roundedRect', x: 0, y: 0, width: w, height: h } as const;
  switch (shapeType) {
    case 'circle': {
      const r = Math.min(w, h) / 2;
      return {
        shapeType,
        outline: { kind: 'ellipse', cx: w / 2, cy: h / 2, rx: r, ry: r },
        masked: true,
      };
    }
    case 'oval':
      return {
        shapeType,
        outline: { kind: 'ellipse', cx: w / 2, cy: h / 2, rx: w / 2, ry: h / 2 },
        masked: true,
      };
    case 'outline':
    case 'overline':
      return { shapeType, outline: { ...rect, radius: 0 }, masked: false };
    default: {
      const radius = Math.min(ROUNDED_CORNER_RADIUS_INCHES[shapeType] ?? 0, w / 2, h / 2);
      return { shapeType, outline: { ...rect, radius }, masked: true };
    }
  }
}
