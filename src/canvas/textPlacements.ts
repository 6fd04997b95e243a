/**
 * Where each glyph of a text box is drawn, as glyph placements for the outline writer
 * (src/domain/fonts/glyphOutlines): for a straight box, Fabric's own layout read back; for a
 * curved one, the curve's placements (src/canvas/curvedText) — so the outlines land exactly on
 * the pixels the PNG has. Object px, origin at the box's centre (Fabric's object
 * space, the one its SVG transform maps from).
 *
 * - Lines: from `-height / 2` down by `getHeightOfLine` each; the baseline of line i is its top
 *   plus `getHeightOfLineImpl(i) · (1 − _fontSizeFraction)` (FabricText#_renderTextCommon and
 *   #_renderChars).
 * - Characters: `-width / 2 + _getLineLeftOffset(i)` (alignment) plus `__charBounds[i][j].left`,
 *   which already holds kerning, letter spacing and justify's widened spaces.
 * - Underline and strikethrough: FabricText#_renderTextDecoration's bars, `offsets[type] ·
 *   fontSize` from the baseline, `fontSize · textDecorationThickness / 1000` thick.
 * Case transforms are in `_textLines` already (DesignTextbox lays out the transformed text).
 */
import type { FabricText } from 'fabric';
import type { GlyphPlacement } from '../domain/fonts/glyphOutlines';
import {
  placementFromCentre,
  rectPathData,
  turnedRectPathData,
} from '../domain/fonts/glyphOutlines';
import type { CurvedLayout, CurvedSource } from './curvedText';
import { curvedGlyphs, decorationBars as curvedDecorationBars } from './curvedText';

/** Fabric internals read here (typed in Fabric but protected or private). */
interface TextLayout {
  _textLines: string[][];
  __charBounds: { left: number }[][];
  _fontSizeFraction: number;
  offsets: { underline: number; linethrough: number; overline: number };
  textDecorationThickness: number;
  getHeightOfLine(i: number): number;
  _getLineLeftOffset(i: number): number;
  getLineWidth(i: number): number;
}

function layoutOf(text: FabricText): TextLayout {
  return text as unknown as TextLayout;
}

/** Each line's baseline, object px. */
function baselines(text: FabricText): number[] {
  const t = layoutOf(text);
  const out: number[] = [];
  let top = -text.height / 2;
  for (let i = 0; i < t._textLines.length; i += 1) {
    const height = t.getHeightOfLine(i);
    out.push(top + (height / text.lineHeight) * (1 - t._fontSizeFraction));
    top += height;
  }
  return out;
}

/** The glyphs of a straight (not curved) text box, where Fabric draws them. */
export function glyphPlacements(text: FabricText): GlyphPlacement[] {
  const t = layoutOf(text);
  const lines = baselines(text);
  const placements: GlyphPlacement[] = [];
  t._textLines.forEach((line, i) => {
    const left = -text.width / 2 + t._getLineLeftOffset(i);
    line.forEach((char, j) => {
      const bounds = t.__charBounds[i]?.[j];
      if (!bounds || char.trim() === '') return;
      placements.push({ char, x: left + bounds.left, y: lines[i]!, angle: 0 });
    });
  });
  return placements;
}

/** A filled bar, object px. */
export interface DecorationBar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The underline and strikethrough bars of a straight text box (one per line and kind). */
export function decorationBars(text: FabricText): DecorationBar[] {
  const t = layoutOf(text);
  const kinds = (
    [
      ['underline', 0],
      ['linethrough', 0.5],
      ['overline', 1],
    ] as const
  ).filter(([kind]) => text[kind]);
  if (kinds.length === 0) return [];
  const thickness = (text.fontSize * t.textDecorationThickness) / 1000;
  const lines = baselines(text);
  const bars: DecorationBar[] = [];
  t._textLines.forEach((line, i) => {
    if (line.length === 0) return;
    const x = -text.width / 2 + t._getLineLeftOffset(i);
    const width = t.getLineWidth(i);
    for (const [kind, aligner] of kinds)
      bars.push({
        x,
        y: lines[i]! + t.offsets[kind] * text.fontSize - aligner * thickness,
        width,
        height: thickness,
      });
  });
  return bars;
}

/** A curved text's layout, when it is drawn curved now (DesignTextbox), else null. */
function curvedLayoutOf(text: FabricText): CurvedLayout | null {
  const source = text as unknown as Partial<CurvedSource>;
  return typeof source.drawnCurve === 'function' ? source.drawnCurve() : null;
}

/** Every glyph of a text as drawn: on its arc when curved, else where Fabric laid it. */
export function drawnGlyphPlacements(text: FabricText): GlyphPlacement[] {
  const curved = curvedLayoutOf(text) ? curvedGlyphs(text as unknown as CurvedSource) : null;
  return curved ? curved.map(placementFromCentre) : glyphPlacements(text);
}

/** The path data of a text's underline, strikethrough and overline bars as drawn. */
export function decorationPathData(text: FabricText): string {
  const layout = curvedLayoutOf(text);
  if (!layout)
    return decorationBars(text)
      .map((b) => rectPathData(b.x, b.y, b.width, b.height))
      .join('');
  const textbox = text as unknown as Parameters<typeof curvedDecorationBars>[0];
  return (['underline', 'linethrough', 'overline'] as const)
    .flatMap((type) => curvedDecorationBars(textbox, layout, type))
    .map((bar) => turnedRectPathData(bar.glyph, bar.glyph.angle, bar))
    .join('');
}
