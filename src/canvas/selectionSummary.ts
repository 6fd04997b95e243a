/**
 * What the toolbars and the commands need to know about the selection (mirrored into the view
 * state), and the DPI readout of selected images kept current while they are scaled.
 */
import type { Canvas, FabricObject, FabricText } from 'fabric';
import type { Size } from '../domain/artboard';
import type { PlacedImageInfo } from '../domain/editor/imageDpi';
import { isGuideId } from '../domain/editor/objectIds';
import { printedCapHeightInches } from '../domain/text/legibility';
import { capHeightEm } from './capHeight';
import { idOf } from './customProperties';
import { designFonts } from './designFonts';
import { primaryFamily } from './fontAvailability';
import type { BorderSummary } from './borders';
import { borderSummaryOf } from './borders';
import { isDesignImage, placedImageInfo, refreshDpi } from './images';
import type { LayerColour } from './layerColours';
import { layerColoursOf } from './layerColours';
import { qrCodeOf } from './qrCodes';
import { shadowOf } from './shadows';
import { isText } from './textBoxes';
import type { ShadowSettings } from '../domain/editor/shadow';
import type { TextParams } from './textStyle';
import { isTextObject, textParamsOf, weightOf } from './textStyle';

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
  /** How tall the one selected text's capitals print, inches (the legibility check). */
  textCapHeightInches: number | null;
  /** The recolourable parts of the one selected object (spec canvas §3: layer colours). */
  layerColours: LayerColour[];
  /** The one selected QR code: modules on a side and artboard px per module (scan size). */
  qrCode: { modules: number; pxPerModule: number } | null;
  /** The one selected border's margin and width (spec canvas §5), or null. */
  border: BorderSummary | null;
  /** The one selected object's shadow (printed inches), or null when it has none. */
  shadow: ShadowSettings | null;
}

/** A QR code's module size as drawn now: its scale, the smaller axis (src/canvas/qrCodes). */
function qrCodeSize(object: FabricObject | undefined): SelectionSummary['qrCode'] {
  const facts = qrCodeOf(object);
  if (!object || !facts) return null;
  const scale = object.getObjectScaling();
  return { modules: facts.modules, pxPerModule: Math.min(Math.abs(scale.x), Math.abs(scale.y)) };
}

/** The printed capital height of a text as drawn now (its size, face and scale). */
function capHeightInchesOf(text: FabricText): number | null {
  if (!text.text) return null;
  const family = primaryFamily(text.fontFamily);
  const em = capHeightEm(family, weightOf(text.fontWeight), text.fontStyle || 'normal');
  return printedCapHeightInches(text.fontSize, em, text.getObjectScaling().y);
}

/** The family's faces from the catalogue when the text does not carry them (older designs). */
function withCatalogueVariants(params: TextParams): TextParams {
  if (params.variants.length > 0) return params;
  return { ...params, variants: designFonts.variantsOf(params.fontFamily) };
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
    text: isTextObject(only) ? withCatalogueVariants(textParamsOf(only)) : null,
    textCapHeightInches: isTextObject(only) ? capHeightInchesOf(only) : null,
    layerColours: layerColoursOf(only),
    qrCode: qrCodeSize(only),
    border: borderSummaryOf(only),
    shadow: shadowOf(only),
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
