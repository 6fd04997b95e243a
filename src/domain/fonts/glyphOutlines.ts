/**
 * Text as outlines (issue 14: products cut from vinyl get their text as paths, since a cutter
 * follows paths and knows no fonts). The writer is driven by a list of glyph placements in the
 * text object's own px, whatever laid them out: straight text from Fabric's layout
 * (src/canvas/textPlacements), curved text from its arc. Each glyph's outline comes from the face
 * file the editor draws with (the server's `Fonts/Glyphs` route, `server/fonts/glyphs.ts`), in
 * font units with y up, and is scaled, flipped, turned and moved onto its placement here.
 * Coordinates are rounded to 0.01 px: finer than any cutter or printer resolves, and compact.
 */

/** Where one glyph is drawn, in the text object's own px (origin at its centre, y down). */
export interface GlyphPlacement {
  /** The grapheme drawn (after case transforms): each of its code points' glyphs in turn. */
  char: string;
  /** The glyph's origin on the baseline, px. */
  x: number;
  y: number;
  /** Turn of the glyph about its origin, degrees clockwise (Fabric's sense of angle). */
  angle: number;
}

/** A glyph of the Glyphs route: its advance and outline in font units, y up. */
export interface GlyphOutline {
  /** Horizontal advance, font units. */
  advance: number;
  /** SVG path data in font units, absolute commands M, L, Q, C, Z (HarfBuzz's glyphToPath). */
  d: string;
}

/** The Glyphs route's answer for one face file: outlines by character (one code point each). */
export interface GlyphSet {
  unitsPerEm: number;
  glyphs: Record<string, GlyphOutline>;
}

/** Path data number: rounded to 0.01, no trailing zeros, never `-0`. */
export function pathNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

type Command = { type: string; values: number[] };

/** Absolute path data (`M804,1192L218,0Z`) as commands; refuses relative or unknown ones. */
export function parsePathData(d: string): Command[] {
  const commands: Command[] = [];
  const re = /([MLQCZ])([^MLQCZ]*)/gi;
  for (let m = re.exec(d); m; m = re.exec(d)) {
    const [, type, args] = m as unknown as [string, string, string];
    if (type !== type.toUpperCase()) throw new Error(`relative path command ${type}`);
    if (!/^[\d\s,.eE+-]*$/.test(args)) throw new Error('path data with unknown commands');
    const values = (args.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    commands.push({ type, values });
  }
  if (commands.length === 0 && d.trim() !== '') throw new Error('path data without commands');
  return commands;
}

/**
 * The outline of `placements` as one path's data in object px: each glyph scaled from font units
 * (`fontSize / unitsPerEm`), flipped to y down, turned by its angle and moved to its origin.
 * `glyphOf` gives a code point's outline (undefined: nothing drawn, as for a space).
 */
export function outlinePathData(
  placements: readonly GlyphPlacement[],
  fontSize: number,
  unitsPerEm: number,
  glyphOf: (char: string) => GlyphOutline | undefined,
): string {
  const scale = fontSize / unitsPerEm;
  const parsed = new Map<string, Command[]>();
  let out = '';
  for (const placement of placements) {
    const radians = (placement.angle * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    let advance = 0;
    for (const char of placement.char) {
      const glyph = glyphOf(char);
      if (!glyph) continue;
      let commands = parsed.get(char);
      if (!commands) {
        commands = parsePathData(glyph.d);
        parsed.set(char, commands);
      }
      for (const { type, values } of commands) {
        out += type;
        for (let i = 0; i + 1 < values.length; i += 2) {
          const gx = (values[i]! + advance) * scale;
          const gy = -values[i + 1]! * scale;
          const x = placement.x + gx * cos - gy * sin;
          const y = placement.y + gx * sin + gy * cos;
          out += `${i > 0 ? ' ' : ''}${pathNumber(x)} ${pathNumber(y)}`;
        }
      }
      advance += glyph.advance;
    }
  }
  return out;
}

/** A filled rectangle as path data (underline and strikethrough bars), px. */
/**
 * A glyph placed on a curve (src/domain/text/curve: its baseline's centre, radians, its advance)
 * as the outline writer places glyphs: from its origin on the baseline, in degrees.
 */
export function placementFromCentre(glyph: {
  char: string;
  x: number;
  y: number;
  angle: number;
  width: number;
}): GlyphPlacement {
  const half = glyph.width / 2;
  return {
    char: glyph.char,
    x: glyph.x - half * Math.cos(glyph.angle),
    y: glyph.y - half * Math.sin(glyph.angle),
    angle: (glyph.angle * 180) / Math.PI,
  };
}

/** A bar `width` × `height` at (x, y) of a frame turned by `radians` about `origin`, as path data. */
export function turnedRectPathData(
  origin: { x: number; y: number },
  radians: number,
  bar: { x: number; y: number; width: number; height: number },
): string {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const at = (x: number, y: number) =>
    `${pathNumber(origin.x + x * cos - y * sin)} ${pathNumber(origin.y + x * sin + y * cos)}`;
  const { x, y, width: w, height: h } = bar;
  return `M${at(x, y)}L${at(x + w, y)}L${at(x + w, y + h)}L${at(x, y + h)}Z`;
}

export function rectPathData(x: number, y: number, width: number, height: number): string {
  return (
    `M${pathNumber(x)} ${pathNumber(y)}H${pathNumber(x + width)}` +
    `V${pathNumber(y + height)}H${pathNumber(x)}Z`
  );
}

/** The Glyphs route's answer checked at the boundary; throws on anything else. */
export function readGlyphSet(value: unknown): GlyphSet {
  const v = value as Partial<GlyphSet> | null;
  if (!v || typeof v.unitsPerEm !== 'number' || !(v.unitsPerEm > 0))
    throw new Error('glyph set without unitsPerEm');
  if (!v.glyphs || typeof v.glyphs !== 'object') throw new Error('glyph set without glyphs');
  for (const [char, glyph] of Object.entries(v.glyphs)) {
    const g = glyph as Partial<GlyphOutline> | null;
    if ([...char].length !== 1 || typeof g?.advance !== 'number' || typeof g.d !== 'string')
      throw new Error(`bad glyph for ${JSON.stringify(char)}`);
    parsePathData(g.d);
  }
  return v as GlyphSet;
}
