/**
 * A template's design as the side's new design JSON (Templates panel): its objects prepared
 * (src/domain/editor/templateObjects: text without a family skipped, +10 px text box width),
 * then laid out from the template's own size onto the artboard by its anchors
 * (src/domain/editor/templateLayout: text inside the safe zone and clear of the hardware, image
 * slots covered); each object keeps its layout record, so a later size change lays it out again
 * from the design (src/domain/editor/relayout). Pure.
 */
import type { Size } from '../artboard';
import type { TemplateDesign } from '../content/types';
import type { Rect } from './placement';
import { layoutTemplate } from './templateLayout';
import { prepareTemplateObjects } from './templateObjects';

/** Artboard px per inch (a template's size is in inches). */
const PX_PER_INCH = 96;

export interface TemplateOnArtboard {
  design: TemplateDesign;
  /** The template's size, inches. */
  widthInches: number;
  heightInches: number;
}

/**
 * The side's design JSON of `template` on an artboard of `artboard` px; `safe`: where text goes
 * (null: the artboard), `keepOut`: the finishing hardware text keeps clear of, px.
 */
export function templateDesignJson(
  template: TemplateOnArtboard,
  artboard: Size,
  safe: Rect | null = null,
  keepOut: readonly Rect[] = [],
): string {
  const from = {
    width: template.widthInches * PX_PER_INCH,
    height: template.heightInches * PX_PER_INCH,
  };
  const { objects } = prepareTemplateObjects(template.design.objects);
  return JSON.stringify({
    designVersion: template.design.designVersion,
    objects: layoutTemplate(objects, from, artboard, {
      allowed: safe ?? { left: 0, top: 0, width: artboard.width, height: artboard.height },
      keepOut,
    }),
    background: typeof template.design.background === 'string' ? template.design.background : '',
  });
}
