/**
 * Curved text on the canvas (issue 14): a text box's laid-out lines read from Fabric, bent by
 * the pure geometry of src/domain/text/curve, and drawn glyph by glyph. The editor, the print
 * PNG (which renders the same Fabric objects, canvas/exportScene) and the SVG writer
 * (curvedTextSvg) all take their glyphs from `curvedGlyphs`, so they agree glyph for glyph.
 *
 * Frame: px of the object's own, unscaled frame with its origin at the object's centre (where
 * Fabric's `_render` draws). A curved text's object box is the box of its bent glyphs, and
 * those glyphs are centred on it: curving a text keeps it centred where it was.
 *
 * `straightLines` reads Fabric's layout as Fabric 7.4's own drawing places it; curvedText.test.ts
 * fails when an upgrade changes the methods it mirrors.
 */
import type { Textbox } from 'fabric';
import type { Bounds, CurveLine, GlyphPlacement } from '../domain/text/curve';
import { clampCurve, placeGlyphs, placementBounds } from '../domain/text/curve';

/** Fabric's laid-out text, as its own drawing reads it. */
type LaidOut = Textbox & { curve?: number };

/** A curved text's glyphs and box in the object's frame, and its lines' metrics. */
export interface CurvedLayout {
  glyphs: GlyphPlacement[];
  lines: CurveLine[];
  /** The bent glyphs' box, px (centred on the origin). */
  width: number;
  height: number;
  /** Letter spacing, px (drawn after each glyph but the last of a line, as Fabric does). */
  spacing: number;
}

/** The lines of the straight layout, in the object's frame (origin at the box's centre). */
export function straightLines(text: Textbox): CurveLine[] {
  const t = text as LaidOut;
  const spacing = t.charSpacing !== 0 ? t._getWidthOfCharSpacing() : 0;
  const fraction = t._fontSizeFraction;
  let lineTop = -t.height / 2; // Fabric draws the first line from the top of the box
  return t._textLines.map((graphemes, i) => {
    // The line's own height before line spacing (Fabric's getHeightOfLineImpl).
    const cell = t.getHeightOfLine(i) / t.lineHeight;
    const left = -t.width / 2 + t._getLineLeftOffset(i);
    const boxes = t.__charBounds[i] ?? [];
    const glyphs = graphemes.map((char, j) => ({
      char,
      left: left + (boxes[j]?.left ?? 0),
      width: Math.max(0, (boxes[j]?.width ?? 0) - spacing),
    }));
    const line = {
      baseline: lineTop + cell * (1 - fraction),
      ascent: cell * (1 - fraction),
      descent: cell * fraction,
      glyphs,
    };
    lineTop += t.getHeightOfLine(i);
    return line;
  });
}

/** The layout of `text` bent by its `curve` amount, or null when it is drawn straight. */
export function curvedLayout(text: Textbox): CurvedLayout | null {
  // Whatever a design holds is drawn as a whole number in −100 … 100 (not a number: straight).
  const amount = clampCurve(Number((text as LaidOut).curve));
  if (amount === 0 || !text._textLines) return null;
  const lines = straightLines(text);
  const placed = placeGlyphs(amount, lines);
  const bounds: Bounds | null = placementBounds(placed, lines);
  if (!bounds || placed.every((g) => g.angle === 0)) return null;
  const dx = bounds.left + bounds.width / 2;
  const dy = bounds.top + bounds.height / 2;
  return {
    glyphs: placed.map((g) => ({ ...g, x: g.x - dx, y: g.y - dy })),
    lines,
    width: bounds.width,
    height: bounds.height,
    spacing: text.charSpacing !== 0 ? text._getWidthOfCharSpacing() : 0,
  };
}

/** Text with a layout that is drawn curved right now (null: drawn straight, e.g. while edited). */
export interface CurvedSource {
  drawnCurve(): CurvedLayout | null;
}

/**
 * Where each glyph of `text` is drawn, in the object's frame (px, origin at its centre; angle
 * radians clockwise about the glyph's baseline centre): for the SVG writer, and for turning
 * glyphs into outlines (cut vinyl). Null when the text is drawn straight.
 */
export function curvedGlyphs(text: CurvedSource): GlyphPlacement[] | null {
  return text.drawnCurve()?.glyphs ?? null;
}

const WHITESPACE = /^\s*$/;

/** Draws each glyph turned on its arc with Fabric's own glyph drawing (fill or stroke). */
export function drawCurvedGlyphs(
  text: Textbox,
  layout: CurvedLayout,
  ctx: CanvasRenderingContext2D,
  method: 'fillText' | 'strokeText',
): void {
  for (const g of layout.glyphs) {
    if (WHITESPACE.test(g.char)) continue;
    ctx.save();
    ctx.translate(g.x, g.y);
    ctx.rotate(g.angle);
    text._renderChar(method, ctx, g.line, g.index, g.char, -g.width / 2, 0);
    ctx.restore();
  }
}

/** A decoration's bar under one glyph, in the glyph's turned frame (px). */
export interface DecorationBar {
  glyph: GlyphPlacement;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Underline or strikethrough of a curved text: one bar per glyph (its advance plus the letter
 * spacing after it, so the bars join), turned with it, at Fabric's offsets from the baseline.
 */
export function decorationBars(
  text: Textbox,
  layout: CurvedLayout,
  type: 'underline' | 'linethrough' | 'overline',
): DecorationBar[] {
  if (!text[type]) return [];
  const thickness = (text.fontSize * text.textDecorationThickness) / 1000;
  const aligner = type === 'linethrough' ? 0.5 : type === 'overline' ? 1 : 0;
  const y = text.offsets[type] * text.fontSize - aligner * thickness;
  return layout.glyphs.map((glyph) => {
    const last = glyph.index === (layout.lines[glyph.line]?.glyphs.length ?? 0) - 1;
    const width = glyph.width + (last ? 0 : layout.spacing);
    return { glyph, x: -glyph.width / 2, y, width, height: thickness };
  });
}

export function drawCurvedDecoration(
  text: Textbox,
  layout: CurvedLayout,
  ctx: CanvasRenderingContext2D,
  type: 'underline' | 'linethrough' | 'overline',
): void {
  const bars = decorationBars(text, layout, type);
  if (bars.length === 0 || typeof text.fill !== 'string') return;
  ctx.save();
  ctx.fillStyle = text.fill;
  for (const bar of bars) {
    ctx.save();
    ctx.translate(bar.glyph.x, bar.glyph.y);
    ctx.rotate(bar.glyph.angle);
    ctx.fillRect(bar.x, bar.y, bar.width, bar.height);
    ctx.restore();
  }
  ctx.restore();
}
