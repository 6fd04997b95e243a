/**
 * The text of a print SVG (issue 14), in one of the product's two outputs
 * (`document.product.textOutput`):
 * - `text`: `<text>` naming its family (quoted), and for every face the side's texts use, the face
 *   file cut down to the characters drawn (after case transforms), embedded as a woff2
 *   `@font-face` in `<defs>`: the SVG shows the same on a machine with none of our fonts, and the
 *   print shop can still select and edit the text;
 * - `outlines` (products cut from vinyl): every text becomes one `<path>` of its glyph outlines,
 *   from the same face files, placed where Fabric laid each glyph (textPlacements), with the
 *   text's fill and outline stroke — no `<text>`, no `@font-face`: a cutter follows paths.
 * Subsets and outlines are made by our server from the catalogue's files (`SvgFontFiles`). A face
 * that cannot be embedded or outlined (not in our catalogue, or its request failed) is an
 * `exportFontNotEmbedded` problem naming its family, never a silent SVG without its font.
 */
import type { FabricText } from 'fabric';
import type { GlyphOutline, GlyphSet } from '../domain/fonts/glyphOutlines';
import { outlinePathData } from '../domain/fonts/glyphOutlines';
import type { TextOutput } from '../domain/product';
import type { FontStyle } from '../domain/fonts/types';
import {
  codePointsByFile,
  cssFamilyName,
  drawnCodePoints,
  fontFaceRule,
} from '../domain/fonts/svgFonts';
import { faceInFamily } from '../domain/text/variants';
import { designFonts } from './designFonts';
import { primaryFamily } from './fontAvailability';
import { decorationPathData, drawnGlyphPlacements } from './textPlacements';
import { weightOf } from './textStyle';

/** Where the export gets subsets and outlines of the catalogue's face files (our server). */
export interface SvgFontFiles {
  /** The face file `url` cut down to the characters of `text`, as woff2 bytes. */
  subset(url: string, text: string): Promise<Uint8Array>;
  /** The outlines of `text`'s characters in the face file `url`. */
  glyphs(url: string, text: string): Promise<GlyphSet>;
}

/** A face the SVG could not carry (`exportFontNotEmbedded`, its family in `detail`). */
export interface SvgTextProblem {
  key: 'exportFontNotEmbedded';
  detail: string;
}

/** What the SVG writer needs of the side's text. */
export interface SvgText {
  /** The `<style>` of embedded faces for `<defs>` ('' when none). */
  style: string;
  /** A text object's SVG markup instead of Fabric's (null: Fabric's own). */
  markupOf(text: FabricText, fabricMarkup: () => string): string;
  problems: SvgTextProblem[];
}

/** Fabric's SVG writer of a text's background rectangles (private in its types). */
interface FabricTextSvgInternals {
  _getSVGTextAndBg(top: number, left: number): { textBgRects: string[] };
}

interface FaceUse {
  family: string;
  weight: number;
  style: FontStyle;
  texts: FabricText[];
}

function facesOf(texts: readonly FabricText[]): FaceUse[] {
  const faces = new Map<string, FaceUse>();
  for (const text of texts) {
    const family = primaryFamily(text.fontFamily);
    const weight = weightOf(text.fontWeight);
    const style: FontStyle = text.fontStyle === 'italic' ? 'italic' : 'normal';
    const key = `${family.toLowerCase()}|${weight}|${style}`;
    const face = faces.get(key) ?? { family, weight, style, texts: [] };
    face.texts.push(text);
    faces.set(key, face);
  }
  return [...faces.values()];
}

/** The served files of a face and the characters each must give, or null: not our family. */
function filesOf(face: FaceUse) {
  const family = designFonts.family(face.family);
  if (!family || family.variants.length === 0) return null;
  const variant = faceInFamily(family.variants, face.weight, face.style) as
    (typeof family.variants)[number] | null;
  if (!variant) return null;
  const lines = face.texts.flatMap((t) => (t as unknown as { _textLines: string[][] })._textLines);
  const codePoints = drawnCodePoints(lines);
  return {
    name: family.name,
    ...codePointsByFile(codePoints, variant.files, family.unicodeRanges),
  };
}

const fromCodePoints = (cps: readonly number[]) => String.fromCodePoint(...cps);

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/**
 * Runs `carry` for every face with its served files; a face that is not ours, or whose `carry`
 * fails (a subset or outline request), is an `exportFontNotEmbedded` problem naming its family.
 */
async function eachFace(
  faces: FaceUse[],
  problems: SvgTextProblem[],
  carry: (face: FaceUse, files: NonNullable<ReturnType<typeof filesOf>>) => Promise<void>,
): Promise<void> {
  await Promise.all(
    faces.map(async (face) => {
      const files = filesOf(face);
      try {
        if (!files) throw new Error('not in the catalogue');
        await carry(face, files);
      } catch {
        problems.push({ key: 'exportFontNotEmbedded', detail: face.family });
      }
    }),
  );
}

async function embedded(faces: FaceUse[], fonts: SvgFontFiles, problems: SvgTextProblem[]) {
  const rules: string[] = [];
  const names = new Map<FabricText, string>();
  await eachFace(faces, problems, async (face, files) => {
    const subsets = await Promise.all(
      files.files.map(async (f) => ({
        codePoints: f.codePoints,
        woff2: await fonts.subset(f.url, fromCodePoints(f.codePoints)),
      })),
    );
    for (const s of subsets)
      rules.push(
        fontFaceRule({
          family: files.name,
          weight: face.weight,
          style: face.style,
          codePoints: s.codePoints,
          woff2Base64: base64(s.woff2),
        }),
      );
    for (const text of face.texts) names.set(text, files.name);
  });
  return { rules, names };
}

async function outlines(faces: FaceUse[], fonts: SvgFontFiles, problems: SvgTextProblem[]) {
  const paths = new Map<FabricText, string>();
  await eachFace(faces, problems, async (face, files) => {
    const sets = await Promise.all(
      files.files.map((f) => fonts.glyphs(f.url, fromCodePoints(f.codePoints))),
    );
    const glyphs = new Map<string, GlyphOutline>();
    for (const set of sets) for (const [c, g] of Object.entries(set.glyphs)) glyphs.set(c, g);
    const unitsPerEm = sets[0]?.unitsPerEm ?? 1000;
    for (const text of face.texts) {
      const d =
        outlinePathData(drawnGlyphPlacements(text), text.fontSize, unitsPerEm, (c) =>
          glyphs.get(c),
        ) + decorationPathData(text);
      paths.set(text, d);
    }
  });
  return paths;
}

/** Quoted family name in Fabric's `font-family="…"` attribute of a text's markup. */
function withQuotedFamily(markup: string, family: string): string {
  return markup.replace(/(<text\b[^>]*?\sfont-family=")[^"]*"/, `$1${cssFamilyName(family)}"`);
}

/** Prepares the side's non-placeholder `texts` for the SVG in `output`. */
export async function prepareSvgText(
  texts: readonly FabricText[],
  output: TextOutput,
  fonts: SvgFontFiles,
): Promise<SvgText> {
  const problems: SvgTextProblem[] = [];
  const faces = facesOf(texts);
  const unique = () =>
    problems.filter((p, i) => problems.findIndex((q) => q.detail === p.detail) === i);
  if (output === 'outlines') {
    const paths = await outlines(faces, fonts, problems);
    return {
      style: '',
      problems: unique(),
      markupOf(text, fabricMarkup) {
        const d = paths.get(text);
        if (d === undefined) return fabricMarkup();
        const path = `\t\t<path d="${d}" style="${text.getSvgStyles(true)}"${text.addPaintOrder()} />\n`;
        // The box's and lines' background rectangles as Fabric writes them, under the outline.
        const { textBgRects } = (text as unknown as FabricTextSvgInternals)._getSVGTextAndBg(
          -text.height / 2,
          -text.width / 2,
        );
        // Fabric's wrapper (transform, opacity, clip, shadow) around the outline instead of <text>.
        text._toSVG = () => [textBgRects.join(''), path];
        try {
          return fabricMarkup();
        } finally {
          // The class's own method again.
          delete (text as { _toSVG?: unknown })._toSVG;
        }
      },
    };
  }
  const { rules, names } = await embedded(faces, fonts, problems);
  return {
    style: rules.length > 0 ? `<style>\n${rules.join('\n')}\n</style>\n` : '',
    problems: unique(),
    markupOf(text, fabricMarkup) {
      const name = names.get(text);
      return name === undefined ? fabricMarkup() : withQuotedFamily(fabricMarkup(), name);
    },
  };
}
