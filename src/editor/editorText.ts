/**
 * The text tools of the editor controller (`controller.text`): what the Text panel, the text
 * toolbar and the text commands call. The canvas adapter does the drawing (src/canvas/
 * textBoxes, textStyle, designFonts); the rules live in src/domain/text. A face is loaded and
 * verified before any text is laid out in it: a family or a bold/italic face that cannot load
 * changes nothing and is reported.
 */
import type { DesignCanvas, FontLoadResult, TextParams, TextStylePatch } from '../canvas';
import { designFonts } from '../canvas';
import type { FontFamily } from '../domain/fonts/types';
import { clampCurve } from '../domain/text/curve';
import { ptToPx } from '../domain/text/fontSize';
import type { TextCase } from '../domain/text/textCase';
import { textCaseOf } from '../domain/text/textCase';
import { faceInFamily, toggledBoldWeight, toggledItalic } from '../domain/text/variants';

/** What a font change did: applied, or the family that could not be loaded. */
export type FontChange = { ok: true } | { ok: false; family: string };

export class EditorText {
  constructor(
    private readonly canvas: () => DesignCanvas | null,
    private readonly selected: () => TextParams | null,
  ) {}

  /**
   * The server's font families (the list arrived) and where their files are served from;
   * the default family's regular face starts loading, so a new text box appears at once.
   */
  setCatalogue(families: readonly FontFamily[], resolveUrl: (path: string) => string): void {
    designFonts.setCatalogue(families, resolveUrl);
    const first = designFonts.defaultFamily();
    if (first) void designFonts.ensure(first.name, 400, 'normal');
  }

  /** Loads and verifies a face of `family` (the picker shows each family in its own face). */
  preview = (family: string) => designFonts.ensure(family, 400, 'normal');

  /** A new text box in view, selected and in editing, its placeholder selected. */
  add = () => this.canvas()?.addText();

  /** Starts editing the selected text box, all its text selected (Enter). */
  edit = () => this.canvas()?.editText();

  /** Applies a change of the text tools to the selected text boxes (one history entry). */
  setStyle = (patch: TextStylePatch) => this.canvas()?.setTextStyle(patch);

  setFontSizePt = (pt: number) => this.setStyle({ fontSize: ptToPx(pt) });

  /** Bends the selected text: −100 … 100, 0 straight (src/domain/text/curve). */
  setCurve = (amount: number) => this.setStyle({ curve: clampCurve(amount) });

  /** Loads a face, then applies `patch`; a face that cannot load changes nothing. */
  private async withFace(
    family: string,
    weight: number,
    style: 'normal' | 'italic',
    patch: TextStylePatch,
  ): Promise<FontChange> {
    const loaded: FontLoadResult | null = await designFonts.ensure(family, weight, style);
    if (loaded && !loaded.ok) return { ok: false, family };
    this.setStyle(patch);
    return { ok: true };
  }

  /** The selected text in `family`, in its face nearest to the text's weight and style. */
  async setFamily(name: string): Promise<FontChange> {
    const t = this.selected();
    const family = designFonts.family(name);
    if (!t || !family) return { ok: false, family: name };
    const face = faceInFamily(family.variants, t.fontWeight, t.fontStyle);
    return this.withFace(family.name, face.weight, face.style, {
      fontFamily: family.name,
      fontWeight: face.weight,
      fontStyle: face.style,
      variants: designFonts.variantsOf(family.name),
    });
  }

  /** Bold on or off, in a face the family has (nothing happens where it has none). */
  async toggleBold(): Promise<FontChange | undefined> {
    const t = this.selected();
    const weight = t && toggledBoldWeight(t.variants, t.fontWeight, t.fontStyle);
    if (!t || !weight) return undefined;
    return this.withFace(t.fontFamily, weight, t.fontStyle, { fontWeight: weight });
  }

  async toggleItalic(): Promise<FontChange | undefined> {
    const t = this.selected();
    const face = t && toggledItalic(t.variants, t.fontWeight, t.fontStyle);
    if (!t || !face) return undefined;
    return this.withFace(t.fontFamily, face.weight, face.style, {
      fontStyle: face.style,
      fontWeight: face.weight,
    });
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
