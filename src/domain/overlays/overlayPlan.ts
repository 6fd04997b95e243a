/** The overlay plan: every product overlay of an option configuration, as data in inches. */
import type { Grommet, OptionConfiguration } from '../productOptions';
import type { ArtboardInches, CircleInches, OutlineInches, RectInches } from './geometry';
import { isDrawable } from './geometry';
import type { GrommetRing } from './grommets';
import { grommetPlacement } from './grommets';
import { hemRect } from './hem';
import { drilledHolePlacement } from './holes';
import { insetOutline } from './safeZone';
import type { ShapeCut } from './shapeCut';
import { shapeCut } from './shapeCut';
import { standoffPlacement } from './standoffs';

/** Grommets of the plan: the placement they come from and the rings to draw. */
export interface GrommetOverlay {
  kind: Exclude<Grommet, 'none'>;
  rings: GrommetRing[];
}

/** Everything to draw over the artboard, inches from its top-left corner. */
export interface OverlayPlan {
  artboard: ArtboardInches;
  /** Null when the product is cut square (or has no shape option). */
  shapeCut: ShapeCut | null;
  /** The safe-zone contour: the cut outline (or the trim rectangle) moved inwards. */
  safeZone: OutlineInches | null;
  /** Null for no grommets, and when "every 2-3 feet" fails on either axis. */
  grommets: GrommetOverlay | null;
  /** True when "every 2-3 feet" was asked for but the segment count failed (nothing drawn). */
  grommetsSkipped: boolean;
  drilledHoles: CircleInches[];
  standoffs: CircleInches[];
  /** The hem guide line; null without a hem. */
  hem: RectInches | null;
}

/** Inputs of the plan that come from the product rather than its options. */
export interface OverlayPlanOptions {
  /**
   * Inches inside the cut line of the safe-zone contour (e.g. 0.25 for signs, 0.125 for
   * stickers); no contour when missing or 0.
   */
  safeZoneInsetInches?: number;
}

/** The trim rectangle of an artboard, inches. */
function trimOutline(artboard: ArtboardInches): OutlineInches {
  return {
    kind: 'roundedRect',
    x: 0,
    y: 0,
    width: artboard.widthInches,
    height: artboard.heightInches,
    radius: 0,
  };
}

/**
 * The plan with its safe zone `insetInches` inside the cut (or the trim rectangle when nothing
 * is cut): for a margin learnt after the plan was made, from the product's contour image.
 */
export function withSafeZoneInset(plan: OverlayPlan, insetInches: number): OverlayPlan {
  if (!isDrawable(plan.artboard)) return plan;
  const outline = plan.shapeCut?.outline ?? trimOutline(plan.artboard);
  return { ...plan, safeZone: insetOutline(outline, insetInches) };
}

/**
 * The overlay plan of an option configuration on an artboard (the product's trim size in
 * inches). Pure: same inputs, same plan. Options a product lacks give empty parts; an empty
 * artboard gives an empty plan.
 */
export function overlayPlan(
  config: OptionConfiguration,
  artboard: ArtboardInches,
  options: OverlayPlanOptions = {},
): OverlayPlan {
  const cut = shapeCut(config.shapeType, artboard);
  const trim = trimOutline(artboard);
  const grommetKind = config.grommet ?? 'none';
  const rings = grommetKind === 'none' ? [] : grommetPlacement(grommetKind, artboard);
  return {
    artboard: { widthInches: artboard.widthInches, heightInches: artboard.heightInches },
    shapeCut: cut,
    safeZone: isDrawable(artboard)
      ? insetOutline(cut?.outline ?? trim, options.safeZoneInsetInches)
      : null,
    grommets:
      grommetKind !== 'none' && rings !== null && rings.length > 0
        ? { kind: grommetKind, rings }
        : null,
    grommetsSkipped: rings === null,
    drilledHoles: drilledHolePlacement(config.drilledHole ?? 'none', config.holeDiameter, artboard),
    standoffs: standoffPlacement(config.standoff ?? 'none', artboard),
    hem: hemRect(config.hem, artboard),
  };
}
