/**
 * Edits of the selection that the tools run through the adapter's `editSelection` (one history
 * entry when one changes something): layer colours, a border's margin and width, a shadow, a
 * keyboard scale step. Each is a function of the Fabric canvas and the artboard returning
 * whether it changed anything, so the editor (which never imports fabric) names them without touching canvas objects.
 */
import type { Canvas } from 'fabric';
import type { Size } from '../domain/artboard';
import type { ShadowSettings } from '../domain/editor/shadow';
import { setBorderMargin, setBorderWidth } from './borders';
import { setLayerColour } from './layerColours';
import { scaleSelection } from './selectionScale';
import { setShadow, toggleShadow } from './shadows';

export type SelectionEdit = (canvas: Canvas, artboard: Size) => boolean;

export const selectionEdits = {
  layerColour:
    (id: string, colour: string): SelectionEdit =>
    (c) =>
      setLayerColour(c, id, colour),
  borderMargin:
    (inches: number): SelectionEdit =>
    (c, a) =>
      setBorderMargin(c, a, inches),
  borderWidth:
    (pt: number): SelectionEdit =>
    (c) =>
      setBorderWidth(c, pt),
  toggleShadow: (): SelectionEdit => (c) => toggleShadow(c),
  /** One keyboard step larger (1) or smaller (−1), about the selection's centre. */
  scale:
    (direction: 1 | -1): SelectionEdit =>
    (c) =>
      scaleSelection(c, direction),
  shadow:
    (patch: Partial<ShadowSettings>): SelectionEdit =>
    (c) =>
      setShadow(c, patch),
};
