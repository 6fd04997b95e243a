/**
 * The design's text box: Fabric's Textbox with the spec's case transforms (uppercase, lowercase,
 * first letter upper case) and outline category. A case transform changes how the text is laid
 * out and drawn — on screen, in the PNG and, through Fabric's laid-out lines, in the SVG — never
 * what was typed (src/domain/text/textCase). A curve bends it along arcs (canvas/curvedText):
 * its drawing, box and SVG come from one bent layout. Registered under Fabric's 'Textbox' type,
 * so every text box of a design or template loads as one. Its own properties are serialised with
 * every object's (src/canvas/customProperties).
 */
import type { TPointerEvent } from 'fabric';
import { classRegistry, Point, Textbox } from 'fabric';
import { fitFontSize } from '../domain/text/autoFit';
import { applyTextCase, textCaseOf } from '../domain/text/textCase';
import type { CurvedLayout } from './curvedText';
import { curvedLayout, drawCurvedDecoration, drawCurvedGlyphs } from './curvedText';
import { curvedTextSvg } from './curvedTextSvg';

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
    'curve',
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
  /**
   * Curved text: −100 … 100, 0 straight (src/domain/text/curve). Drawn curved everywhere but
   * while the box is being edited: then it is shown straight, with Fabric's own caret and
   * selection, and bends again when editing ends.
   */
  declare curve: number;
  /**
   * The bent layout for the current text and size (null: straight), from `initDimensions`.
   * Declared only: a field initialiser would run after Fabric's constructor laid the text out.
   */
  declare private curved: CurvedLayout | null;

  /** The layout drawn now: curved, unless straight or being edited. */
  drawnCurve(): CurvedLayout | null {
    return this.isEditing ? null : this.curved;
  }

  override _splitTextIntoLines(text: string): TextLinesInfo {
    return super._splitTextIntoLines(applyTextCase(text, textCaseOf(this)));
  }

  override initDimensions(): void {
    this.layOut();
    this.curved = curvedLayout(this);
  }

  private layOut(): void {
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

  // A curved text's box (controls, hit area, cache, background) is its bent glyphs' box.
  override _getTransformedDimensions(options: Record<string, unknown> = {}): Point {
    const curved = this.drawnCurve();
    return super._getTransformedDimensions(
      curved ? { width: curved.width, height: curved.height, ...options } : options,
    );
  }

  override _getNonTransformedDimensions(): Point {
    const curved = this.drawnCurve();
    if (!curved) return super._getNonTransformedDimensions();
    return new Point(curved.width, curved.height).scalarAdd(this.strokeWidth);
  }

  /**
   * The side handles set the wrapping width of a straight box; a curved one has none (they are
   * neither placed, drawn nor hit). Corner scaling and rotation stay.
   */
  override forEachControl(fn: Parameters<Textbox['forEachControl']>[0]): void {
    if (!this.drawnCurve()) return super.forEachControl(fn);
    super.forEachControl((control, key, o) => {
      if (key !== 'ml' && key !== 'mr') fn(control, key, o);
    });
  }

  override _renderTextCommon(ctx: CanvasRenderingContext2D, method: 'fillText' | 'strokeText') {
    const curved = this.drawnCurve();
    if (!curved) return super._renderTextCommon(ctx, method);
    drawCurvedGlyphs(this, curved, ctx, method);
  }

  override _renderTextDecoration(
    ctx: CanvasRenderingContext2D,
    type: 'underline' | 'linethrough' | 'overline',
  ) {
    const curved = this.drawnCurve();
    if (!curved) return super._renderTextDecoration(ctx, type);
    drawCurvedDecoration(this, curved, ctx, type);
  }

  /** Fabric's SVG of text, or a curved text's glyph by glyph (canvas/curvedTextSvg). */
  override _toSVG(): string[] {
    const curved = this.drawnCurve();
    return curved ? curvedTextSvg(this, curved) : super._toSVG();
  }

  // Editing shows the text straight: its box changes between the two.
  override enterEditing(e?: TPointerEvent): void {
    super.enterEditing(e);
    this.reshaped();
  }

  override exitEditing(): this {
    super.exitEditing();
    this.reshaped();
    return this;
  }

  private reshaped(): void {
    this.dirty = true;
    this.setCoords();
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
  curve: 0,
  curved: null,
});

let registered = false;

export function registerDesignText(): void {
  if (registered) return;
  registered = true;
  classRegistry.setClass(DesignTextbox);
}
