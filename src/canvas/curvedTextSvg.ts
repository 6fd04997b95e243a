/**
 * A curved text in the SVG (issue 14): real text, positioned glyph by glyph. Fabric's own path
 * text has no SVG export; this writes one `<text>` with the attributes Fabric writes for any
 * text (font-family, font-size, font-style, font-weight, fill and stroke styles, paint order —
 * so the embedded faces and the print shop's editing work as for straight text) and one
 * `<tspan x y rotate>` per glyph: `rotate` turns a glyph about its own start on the baseline,
 * so (x, y) is the glyph's baseline centre moved back half its advance along its turned
 * baseline — exactly where the canvas draws it (canvas/curvedText `drawCurvedGlyphs`).
 * Underline and strikethrough are the same turned bars the canvas draws, as `<rect>`s.
 */
import type { Textbox } from 'fabric';
import type { CurvedLayout, DecorationBar } from './curvedText';
import { decorationBars } from './curvedText';

/** Numbers as SVG writes them: 4 decimals are 1/10,000 px. */
const n = (value: number) => String(Number(value.toFixed(4)));
const degrees = (radians: number) => n((radians * 180) / Math.PI);

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function barsMarkup(bars: DecorationBar[], fill: string): string {
  return bars
    .map(
      (b) =>
        `\t\t<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" ` +
        `fill="${escapeXml(fill)}" transform="translate(${n(b.glyph.x)} ${n(b.glyph.y)}) ` +
        `rotate(${degrees(b.glyph.angle)})" />\n`,
    )
    .join('');
}

/** The object markup (Fabric's `_toSVG` parts) of a text drawn curved by `layout`. */
export function curvedTextSvg(text: Textbox, layout: CurvedLayout): string[] {
  const spans = layout.glyphs
    .filter((g) => !/^\s*$/.test(g.char))
    .map((g) => {
      const x = g.x - (Math.cos(g.angle) * g.width) / 2;
      const y = g.y - (Math.sin(g.angle) * g.width) / 2;
      return `<tspan x="${n(x)}" y="${n(y)}" rotate="${degrees(g.angle)}">${escapeXml(g.char)}</tspan>`;
    })
    .join('');
  const fill = typeof text.fill === 'string' ? text.fill : '#000000';
  const family = text.fontFamily.replace(/"/g, "'");
  return [
    barsMarkup(decorationBars(text, layout, 'underline'), fill),
    '\t\t<text xml:space="preserve" ',
    `font-family="${escapeXml(family)}" `,
    `font-size="${escapeXml(String(text.fontSize))}" `,
    text.fontStyle ? `font-style="${escapeXml(String(text.fontStyle))}" ` : '',
    text.fontWeight ? `font-weight="${escapeXml(String(text.fontWeight))}" ` : '',
    'style="',
    text.getSvgStyles(true),
    '"',
    text.addPaintOrder(),
    ' >',
    spans,
    '</text>\n',
    barsMarkup(decorationBars(text, layout, 'overline'), fill),
    barsMarkup(decorationBars(text, layout, 'linethrough'), fill),
  ];
}
