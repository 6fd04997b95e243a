/**
 * The text tools of the editor controller (`controller.text`): what the Text panel, the text
 * toolbar and the text commands call. The canvas adapter does the drawing (src/canvas/
 * textBoxes, textStyle); the rules live in src/domain/text.
 */
import type { DesignCanvas, TextParams, TextStylePatch } from '../canvas';
import { ptToPx } from '../domain/text/fontSize';
import type { TextCase } from '../domain/text/textCase';
import { textCaseOf } from '../domain/text/textCase';
import { toggledBoldWeight, toggledItalic } from '../domain/text/variants';

export class EditorText {
  constructor(
    private readonly canvas: () => DesignCanvas | null,
    private readonly selected: () => TextParams | null,
  ) {}

  /** A new text box in view, selected and in editing, its placeholder selected. */
  add = () => this.canvas()?.addText();

  /** Starts editing the selected text box, all its text selected (Enter). */
  edit = () => this.canvas()?.editText();

  /** Applies a change of the text tools to the selected text boxes (one history entry). */
  setStyle = (patch: TextStylePatch) => this.canvas()?.setTextStyle(patch);

  setFontSizePt = (pt: number) => this.setStyle({ fontSize: ptToPx(pt) });

  /** Bold on or off, in a face the family has (nothing happens where it has none). */
  toggleBold(): void {
    const t = this.selected();
    const weight = t && toggledBoldWeight(t.variants, t.fontWeight, t.fontStyle);
    if (weight) this.setStyle({ fontWeight: weight });
  }

  toggleItalic(): void {
    const t = this.selected();
    const face = t && toggledItalic(t.variants, t.fontWeight, t.fontStyle);
    if (face) this.setStyle({ fontStyle: face.style, fontWeight: face.weight });
  }

  toggleUnderline(): void {
    const t = this.selected();
    if (t) this.setStyle({ underline: !t.underline });
  }

  toggleLinethrough(): void {
    const t = this.selected();
    if (t) this.setStyle({ linethrough: !t.linethrough });
  }

  /** Sets a case transform; the one already set switches it off. */
  setCase(textCase: TextCase): void {
    const t = this.selected();
    if (!t) return;
    this.setStyle({ textCase: textCaseOf(t) === textCase ? 'none' : textCase });
  }
}
