/**
 * The design's text box: Fabric's Textbox with the spec's case transforms (uppercase, lowercase,
 * first letter upper case) and outline category. A case transform changes how the text is laid
 * out and drawn — on screen, in the PNG and, through Fabric's laid-out lines, in the SVG — never
 * what was typed (src/domain/text/textCase). Registered under Fabric's 'Textbox' type, so every
 * text box of a design or template loads as one. Its own properties are serialised with every
 * object's (src/canvas/customProperties).
 */
import { classRegistry, Textbox } from 'fabric';
import { applyTextCase, textCaseOf } from '../domain/text/textCase';

type TextLinesInfo = ReturnType<Textbox['_splitTextIntoLines']>;

export type OutlineCategory = 'Outline' | 'None';

export class DesignTextbox extends Textbox {
  static override type = 'Textbox';
  /** A change of these lays the text out again. */
  static override textLayoutProperties = [
    ...Textbox.textLayoutProperties,
    'uppercase',
    'lowercase',
    'firstLetterUpperCase',
  ];

  declare uppercase: boolean;
  declare lowercase: boolean;
  declare firstLetterUpperCase: boolean;
  declare outlineCategory: OutlineCategory;

  override _splitTextIntoLines(text: string): TextLinesInfo {
    return super._splitTextIntoLines(applyTextCase(text, textCaseOf(this)));
  }
}

// Defaults on the prototype, as Fabric keeps its own (a design without them reads 'none').
Object.assign(DesignTextbox.prototype, {
  uppercase: false,
  lowercase: false,
  firstLetterUpperCase: false,
  outlineCategory: 'None',
});

let registered = false;

export function registerDesignText(): void {
  if (registered) return;
  registered = true;
  classRegistry.setClass(DesignTextbox);
}
