/**
 * The 3D preview's product as data: a panel of the product's trim size and the material's
 * thickness, cut along the product's shape cut, with the holes, grommets and standoffs its
 * options put on it (the editor's overlay placement, src/domain/overlays), and what each face
 * shows (the print-side rules of src/domain/editor/sides). Inches, from the artboard's top-left
 * corner, y down, as the overlays are; the scene maps them with {@link panelScale}.
 */
import type { Side } from '../editor/sides';
import { exportSides } from '../editor/sides';
import type { ArtboardInches, CircleInches, GrommetRing, OutlineInches } from '../overlays';
import { overlayPlan } from '../overlays';
import type { OptionConfiguration, PrintSide } from '../productOptions';
import { TUNABLES } from '../tunables';

/** What one face of the panel shows. */
export interface PanelFace {
  /** The side whose design is printed on this face; null: nothing printed (blank material). */
  source: Side | null;
  /**
   * Printed mirrored left to right: the back of a 'reversed' print (see `ExportedSide.reversed`
   * in src/domain/editor/sides), which reads the right way round through the material.
   */
  mirrored: boolean;
}

export interface PanelModel {
  /** Trim size, inches. */
  widthInches: number;
  heightInches: number;
  thicknessInches: number;
  /** The panel's contour: the shape cut when it removes material, else the trim rectangle. */
  outline: OutlineInches;
  /** Everything that goes through the panel: drilled holes and the holes inside grommets. */
  throughHoles: CircleInches[];
  /** The drilled holes alone (drawn with dark walls). */
  drilledHoles: CircleInches[];
  grommets: GrommetRing[];
  /** Standoff caps on the front face. */
  standoffs: CircleInches[];
  front: PanelFace;
  back: PanelFace;
}

/** What the panel is made from: the product's size, selected options and material. */
export interface PanelInput {
  artboard: ArtboardInches;
  options: OptionConfiguration;
  printSide: PrintSide;
  thicknessInches: number;
}

/** The panel of a product, or null for an empty size (nothing to show). */
export function panelModel(input: PanelInput): PanelModel | null {
  const { artboard, options, printSide, thicknessInches } = input;
  const { widthInches, heightInches } = artboard;
  if (!(widthInches > 0 && heightInches > 0 && Number.isFinite(widthInches * heightInches)))
    return null;
  const plan = overlayPlan(options, artboard);
  const trim: OutlineInches = {
    kind: 'roundedRect',
    x: 0,
    y: 0,
    width: widthInches,
    height: heightInches,
    radius: 0,
  };
  const grommets = plan.grommets?.rings ?? [];
  const sides = exportSides<Side>(printSide, 'front', 'back');
  const back = sides.find((s) => s.side === 'back');
  return {
    widthInches,
    heightInches,
    thicknessInches,
    outline: plan.shapeCut?.masked ? plan.shapeCut.outline : trim,
    throughHoles: [
      ...plan.drilledHoles,
      ...grommets.map((g) => ({ cx: g.cx, cy: g.cy, r: g.holeR })),
    ],
    drilledHoles: plan.drilledHoles,
    grommets,
    standoffs: plan.standoffs,
    front: { source: 'front', mirrored: false },
    back: back
      ? { source: back.design, mirrored: back.reversed }
      : { source: null, mirrored: false },
  };
}

/** Scene units per inch: the panel's longer side becomes `panelLongSideUnits`. */
export function panelScale(model: Pick<PanelModel, 'widthInches' | 'heightInches'>): number {
  return TUNABLES.preview3d.panelLongSideUnits / Math.max(model.widthInches, model.heightInches);
}

/**
 * A point of the panel (inches from its top-left corner, y down) in scene units, centred on
 * the panel with y up.
 */
export function toScene(
  model: Pick<PanelModel, 'widthInches' | 'heightInches'>,
  xInches: number,
  yInches: number,
): { x: number; y: number } {
  const s = panelScale(model);
  return { x: (xInches - model.widthInches / 2) * s, y: (model.heightInches / 2 - yInches) * s };
}
