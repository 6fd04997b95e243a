/**
 * The selection tools of the editor controller (`controller.tools`): the one selected object's
 * layer colours, a border's margin and width (spec canvas §5), and its shadow (`data-shadow`).
 * Each runs one edit through the canvas adapter (src/canvas/selectionEdit), which records one
 * history entry when it changed something; the rules are src/domain/editor/{borders,shadow}.
 */
import type { DesignCanvas } from '../canvas';
import { selectionEdits } from '../canvas';
import type { ShadowSettings } from '../domain/editor/shadow';

export class EditorSelectionTools {
  constructor(private readonly canvas: () => DesignCanvas | null) {}

  /** Recolours the part `id` of the one selected object. */
  setLayerColour = (id: string, colour: string) =>
    this.canvas()?.editSelection(selectionEdits.layerColour(id, colour));

  /** Stretches the selected border to `inches` from the artboard's edges (5 or more ignored). */
  setBorderMargin = (inches: number) =>
    this.canvas()?.editSelection(selectionEdits.borderMargin(inches));

  /** Sets the selected border's thickest stroke, points (0.1 … its maximum). */
  setBorderWidth = (pt: number) => this.canvas()?.editSelection(selectionEdits.borderWidth(pt));

  /** Turns the selected object's shadow on (a default sized to it) or off. */
  toggleShadow = () => this.canvas()?.editSelection(selectionEdits.toggleShadow());

  /** Scales the selection one keyboard step larger (1) or smaller (−1) about its centre. */
  scaleSelection = (direction: 1 | -1) =>
    this.canvas()?.editSelection(selectionEdits.scale(direction));

  /** Changes the selected object's shadow (kept in range). */
  setShadow = (patch: Partial<ShadowSettings>) =>
    this.canvas()?.editSelection(selectionEdits.shadow(patch));
}
