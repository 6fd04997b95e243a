/**
 * The design's text box: Fabric's Textbox with the spec's case transforms (uppercase, lowercase,
 * first letter upper case) and outline category. A case transform changes how the text is laid
 * out and drawn — on screen, in the PNG and, through Fabric's laid-out lines, in the SVG — never
 * what was typed (src/domain/text/textCase). Registered under Fabric's 'Textbox' type, so every
 * text box of a design or template loads as one. Its own properties are serialised with every
 * object's (src/canvas/customProperties).
 */
import { classRegistry, Textbox } from 'fabric';
import { fitFontSize } from '../domain/text/autoFit';
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
    'autoFit',
    'autoFitMin',
    'autoFitMax',
    'fitHeight',
    'authoredFontSize',
  ];

  declare uppercase: boolean;
  declare lowercase: boolean;
  declare firstLetterUpperCase: boolean;
  declare outlineCategory: OutlineCategory;
  /** Auto-fit: drawn at the largest size in [autoFitMin, min(authoredFontSize, autoFitMax)] px
   * at which the text fits the box, `fitHeight` px tall and `width` wide (domain/text/autoFit). */
  declare autoFit: boolean;
  declare autoFitMin: number;
  declare autoFitMax: number;
  declare fitHeight: number;
  /** The size the author chose, px (`fontSize` is the size drawn while auto-fit is on). */
  declare authoredFontSize: number;

  override _splitTextIntoLines(text: string): TextLinesInfo {
    return super._splitTextIntoLines(applyTextCase(text, textCaseOf(this)));
  }

  override initDimensions(): void {
    if (!this.autoFit || !(this.fitHeight > 0)) {
      super.initDimensions();
      return;
    }
    const width = this.width;
    const layout = (size: number) => {
      this.fontSize = size;
      super.initDimensions();
      // Textbox widens itself to its longest word: that is a word the box cannot hold.
      const overflowsWidth = this.width > width + 0.01;
      this.width = width;
      return { height: this.height, overflowsWidth };
    };
    const range = {
      authored: this.authoredFontSize > 0 ? this.authoredFontSize : this.fontSize,
      min: this.autoFitMin,
      max: this.autoFitMax,
    };
    layout(fitFontSize(range, this.fitHeight, layout));
    this.height = this.fitHeight;
  }
}

// Defaults on the prototype, as Fabric keeps its own (a design without them reads 'none').
Object.assign(DesignTextbox.prototype, {
  uppercase: false,
  lowercase: false,
  firstLetterUpperCase: false,
  outlineCategory: 'None',
  autoFit: false,
  autoFitMin: 8,
  autoFitMax: 1726,
  fitHeight: 0,
  authoredFontSize: 0,
});

let registered = false;

export function registerDesignText(): void {
  if (registered) return;
  registered = true;
  classRegistry.setClass(DesignTextbox);
}
