/**
 * The selected text parameters (spec canvas §3) read from a text box, and the text tools'
 * changes applied to the selected text boxes. A change applies to whole boxes (what the text
 * toolbar shows is what prints; no per-letter styles). Scaling a text box changes its font
 * size, width and outline width, never stretches it (spec canvas §4).
 */
import type { Canvas, FabricObject } from 'fabric';
import { FabricText } from 'fabric';
import { clampCurve } from '../domain/text/curve';
import { FONT_SIZE_MAX_PT, ptToPx } from '../domain/text/fontSize';
import type { TextCase } from '../domain/text/textCase';
import { textCaseFlags } from '../domain/text/textCase';
import { idOf } from './customProperties';
import type { OutlineCategory } from './designText';

export type TextAlign = 'left' | 'center' | 'right' | 'justify';

/** A face of a family (spec: variants with name, style, weight). */
export interface FontVariant {
  name: string;
  style: 'normal' | 'italic';
  weight: number;
}

export interface TextParams {
  id: string;
  fill: string;
  fontFamily: string;
  /** Canvas px (shown as px ÷ 1.333 pt). */
  fontSize: number;
  fontStyle: 'normal' | 'italic';
  fontWeight: number;
  lineHeight: number;
  /** Letter spacing, thousandths of an em (Fabric `charSpacing`). */
  charSpacing: number;
  underline: boolean;
  linethrough: boolean;
  textAlign: TextAlign;
  uppercase: boolean;
  lowercase: boolean;
  firstLetterUpperCase: boolean;
  outlineCategory: OutlineCategory;
  /** Outline colour and width, canvas px (a stroke drawn under the fill). */
  outlineColour: string;
  outlineWidth: number;
  /** The faces the family has (empty: not known). */
  variants: FontVariant[];
  /** The box shrinks its text to fit (src/domain/text/autoFit); `fontSize` is then as drawn. */
  autoFit: boolean;
  /** Curved text, −100 … 100 (0 straight; src/domain/text/curve). */
  curve: number;
}

/** What the text tools change; `textCase` sets the three case flags at once. */
export type TextStylePatch = Partial<
  Omit<TextParams, 'id' | 'uppercase' | 'lowercase' | 'firstLetterUpperCase'>
> & { textCase?: TextCase };

type TextObject = FabricText & Partial<Record<string, unknown>>;

export const isTextObject = (o: FabricObject | undefined | null): o is FabricText =>
  o instanceof FabricText;

/** Fabric takes 'bold', 'normal' or a number. */
export function weightOf(value: unknown): number {
  if (value === 'bold') return 700;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 400;
}

export function textParamsOf(text: FabricText): TextParams {
  const o = text as TextObject;
  const outline = o.outlineCategory === 'Outline' && Boolean(text.stroke) && text.strokeWidth > 0;
  return {
    id: idOf(text),
    fill: typeof text.fill === 'string' ? text.fill : '#000000',
    fontFamily: text.fontFamily,
    fontSize: text.fontSize,
    fontStyle: text.fontStyle === 'italic' ? 'italic' : 'normal',
    fontWeight: weightOf(text.fontWeight),
    lineHeight: text.lineHeight,
    charSpacing: text.charSpacing,
    underline: text.underline,
    linethrough: text.linethrough,
    textAlign: (['left', 'center', 'right', 'justify'].includes(text.textAlign)
      ? text.textAlign
      : 'left') as TextAlign,
    uppercase: o.uppercase === true,
    lowercase: o.lowercase === true,
    firstLetterUpperCase: o.firstLetterUpperCase === true,
    outlineCategory: outline ? 'Outline' : 'None',
    outlineColour: typeof text.stroke === 'string' ? text.stroke : '#000000',
    outlineWidth: outline ? text.strokeWidth : 0,
    variants: Array.isArray(o.variants) ? (o.variants as FontVariant[]) : [],
    autoFit: o.autoFit === true,
    // A design or template may carry any value: shown as it is drawn (−100 … 100).
    curve: clampCurve(Number(o.curve)),
  };
}

/** Fabric properties for a patch of the text tools. */
function fabricProps(patch: TextStylePatch): Record<string, unknown> {
  const { textCase, outlineCategory, outlineColour, outlineWidth, ...rest } = patch;
  const props: Record<string, unknown> = { ...rest };
  if (textCase) Object.assign(props, textCaseFlags(textCase));
  if (outlineCategory === 'None') Object.assign(props, { outlineCategory, strokeWidth: 0 });
  if (outlineCategory === 'Outline') Object.assign(props, { outlineCategory });
  if (outlineColour !== undefined) props.stroke = outlineColour;
  if (outlineWidth !== undefined) props.strokeWidth = Math.max(0, outlineWidth);
  if (outlineCategory === 'Outline' || outlineColour !== undefined || outlineWidth !== undefined)
    props.paintFirst = 'stroke'; // the outline around the letters, not over them
  return props;
}

/**
 * Auto-fit switched on keeps the box as it is (its height, the size as the author's) and lets
 * the text shrink to 8 px (6 pt); switched off, the text returns to the author's size. A size
 * set while it is on is the author's.
 */
function autoFitProps(
  text: TextObject,
  autoFit: boolean | undefined,
  fontSize: number | undefined,
): Record<string, unknown> {
  const on = autoFit ?? text.autoFit === true;
  if (autoFit === true && text.autoFit !== true) {
    const authored = fontSize ?? text.fontSize;
    return {
      autoFit: true,
      authoredFontSize: authored,
      autoFitMax: authored,
      autoFitMin: Math.min(authored, 8),
      fitHeight: text.height,
    };
  }
  if (autoFit === false && text.autoFit === true) {
    return {
      autoFit: false,
      fontSize: fontSize ?? (Number(text.authoredFontSize) || text.fontSize),
    };
  }
  if (on && fontSize !== undefined) {
    return { authoredFontSize: fontSize, autoFitMax: Math.max(Number(text.autoFitMax), fontSize) };
  }
  return {};
}

/** The selected text boxes (in a multiple selection too). */
export function selectedTexts(canvas: Canvas): FabricText[] {
  return canvas.getActiveObjects().filter(isTextObject);
}

/** Applies `patch` to every selected text box; false when none is selected. */
export function applyTextStyle(canvas: Canvas, patch: TextStylePatch): boolean {
  const texts = selectedTexts(canvas);
  if (texts.length === 0) return false;
  const { autoFit, ...rest } = patch;
  const props = fabricProps(rest);
  for (const text of texts) {
    // A curved text's box is its bent glyphs' box: a new curve keeps it centred where it was.
    const centre = text.getCenterPoint();
    text.set({ ...props, ...autoFitProps(text as TextObject, autoFit, rest.fontSize) });
    // Outline switched on without a stroke yet: black, a thirtieth of the size (1 px at 30 px).
    if ((text as TextObject).outlineCategory === 'Outline' && !text.stroke) {
      text.set({ stroke: '#000000', strokeWidth: Math.max(1, text.fontSize / 30) });
    }
    text.initDimensions?.();
    if (patch.curve !== undefined) text.setPositionByOrigin(centre, 'center', 'center');
    text.setCoords();
  }
  canvas.getActiveObject()?.setCoords();
  canvas.requestRenderAll();
  return true;
}

/**
 * A text box scaled by its handles takes the scale into its font size, width and outline
 * width (scale back to 1): it keeps wrapping as it did and prints at its size. Returns whether
 * anything changed.
 */
export function settleTextScale(text: FabricText): boolean {
  const { scaleX, scaleY } = text;
  if (scaleX === 1 && scaleY === 1) return false;
  const maxPx = ptToPx(FONT_SIZE_MAX_PT);
  const fontSize = Math.min(maxPx, text.fontSize * scaleY);
  const factor = fontSize / text.fontSize;
  const o = text as TextObject;
  // An auto-fit box scaled is a bigger box with everything in it scaled alike.
  if (o.autoFit === true)
    text.set({
      fitHeight: Number(o.fitHeight) * scaleY,
      authoredFontSize: Number(o.authoredFontSize) * factor,
      autoFitMin: Number(o.autoFitMin) * factor,
      autoFitMax: Number(o.autoFitMax) * factor,
    });
  text.set({
    fontSize,
    strokeWidth: text.strokeWidth * factor,
    width: text.width * scaleX,
    scaleX: 1,
    scaleY: 1,
  });
  text.initDimensions?.();
  text.setCoords();
  return true;
}
