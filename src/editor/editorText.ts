/**
 * The text tools of the editor controller (`controller.text`): what the Text panel, the text
 * toolbar and the text commands call. The canvas adapter does the drawing (src/canvas/textBoxes).
 */
import type { DesignCanvas } from '../canvas';

export class EditorText {
  constructor(private readonly canvas: () => DesignCanvas | null) {}

  /** A new text box in view, selected and in editing, its placeholder selected. */
  add = () => this.canvas()?.addText();

  /** Starts editing the selected text box, all its text selected (Enter). */
  edit = () => this.canvas()?.editText();
}
