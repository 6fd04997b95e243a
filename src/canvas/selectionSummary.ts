/**
 * What the toolbars and the commands need to know about the selection (mirrored into the view
 * state), and the DPI readout of selected images kept current while they are scaled.
 */
import type { Canvas } from 'fabric';
import type { Size } from '../domain/artboard';
import type { PlacedImageInfo } from '../domain/editor/imageDpi';
import { isGuideId } from '../domain/editor/objectIds';
import { idOf } from './customProperties';
import { isDesignImage, placedImageInfo, refreshDpi } from './images';
import { isText } from './textBoxes';
import type { TextParams } from './textStyle';
import { isTextObject, textParamsOf } from './textStyle';

export interface SelectionSummary {
  count: number;
  /** Fabric types of the selected objects ('textbox', 'rect', 'image'…). */
  types: string[];
  ids: string[];
  /** The readout of the selected image, when exactly one image is selected. */
  image: PlacedImageInfo | null;
  /** The one selected object is a text box being edited (keys go to its text). */
  editingText: boolean;
  /** The selected text parameters (spec canvas §3) of the one selected text box. */
  text: TextParams | null;
}

export function summarizeSelection(canvas: Canvas): SelectionSummary {
  const objects = canvas.getActiveObjects().filter((o) => !isGuideId(idOf(o)));
  const only = objects.length === 1 ? objects[0] : undefined;
  return {
    count: objects.length,
    types: objects.map((o) => o.type),
    ids: objects.map(idOf),
    image: isDesignImage(only) ? placedImageInfo(only) : null,
    editingText: isText(only) && only.isEditing,
    text: isTextObject(only) ? textParamsOf(only) : null,
  };
}

/** DPI results of the selected images at their current size (spec: re-checked when scaled). */
export function refreshSelectedDpi(canvas: Canvas, artboard: Size): boolean {
  let any = false;
  for (const o of canvas.getActiveObjects()) {
    if (isDesignImage(o)) {
      refreshDpi(o, artboard);
      any = true;
    }
  }
  return any;
}
