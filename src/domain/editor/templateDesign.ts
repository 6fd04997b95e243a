/**
 * A template's design as the side's new design JSON (Templates panel): its objects prepared
 * (src/domain/editor/templateObjects: text without a family skipped, +10 px text box width),
 * then laid out from the template's own size onto the artboard by the rule a size change uses
 * (src/domain/editor/relayout). Pure.
 */
import type { Size } from '../artboard';
import type { TemplateDesign } from '../content/types';
import type { Rect } from './placement';
import { relayoutObjects } from './relayout';
import { prepareTemplateObjects } from './templateObjects';

/** Artboard px per inch (a template's size is in inches). */
const PX_PER_INCH = 96;

export interface TemplateOnArtboard {
  design: TemplateDesign;
  /** The template's size, inches. */
  widthInches: number;
  heightInches: number;
}

/** The side's design JSON of `template` on an artboard of `artboard` px; `safe`: where text goes. */
export function templateDesignJson(
  template: TemplateOnArtboard,
  artboard: Size,
  safe: Rect | null = null,
): string {
  const from = {
    width: template.widthInches * PX_PER_INCH,
    height: template.heightInches * PX_PER_INCH,
  };
  const { objects } = prepareTemplateObjects(template.design.objects);
  return JSON.stringify({
    designVersion: template.design.designVersion,
    objects: relayoutObjects(objects, { from, to: artboard, safe }),
    background: typeof template.design.background === 'string' ? template.design.background : '',
  });
}
