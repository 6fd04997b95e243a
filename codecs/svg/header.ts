/**
 * SVG header: the root `<svg>` element's width, height and viewBox, read with the sanitiser's
 * tokenizer from the first KBs. Size in CSS px (96 per inch): absolute lengths convert (px, pt,
 * pc, mm, cm, in, Q; em/rem = 16 px and ex/ch = 8 px, the default font's); percentages, viewport
 * units and missing values are not a size. With one absolute side and a viewBox the other
 * follows the viewBox's ratio; with none, the viewBox size; with neither, 300 × 150 (the CSS
 * default for replaced elements). A DOCTYPE that declares entities is refused
 * (`svgEntityDeclarations`: the billion-laughs pattern), as the server refuses it (issue #15).
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';
import { tokenizeSvg, SvgSyntaxError } from './svgTokenizer';
import type { SvgAttr } from './svgTokenizer';
import { corrupt, readUpTo } from '../common/binary';
import { baseHeader } from '../common/result';
import type { FormatHeader } from '../common/formatHeader';
import { isSvg } from './sniff';

/** CSS px per unit. */
const PX_PER_UNIT: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 96 / 72,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  em: 16,
  rem: 16,
  ex: 8,
  ch: 8,
};

/** Bytes of text read at most to find the root element. */
const READ_STEPS = [64 * 1024, 1024 * 1024];

/** An absolute SVG length in CSS px, or null (relative, missing, invalid or not positive). */
export function svgLengthPx(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const m = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*([A-Za-z%]*)\s*$/.exec(value);
  if (!m) return null;
  const factor = PX_PER_UNIT[(m[2] ?? '').toLowerCase()];
  const n = Number(m[1]);
  if (factor === undefined || !(n > 0) || !Number.isFinite(n)) return null;
  return n * factor;
}

/** viewBox as [minX, minY, width, height] with a positive size, or null. */
export function parseViewBox(
  value: string | null | undefined,
): [number, number, number, number] | null {
  if (!value) return null;
  const parts = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [x = 0, y = 0, w = 0, h = 0] = parts;
  return w > 0 && h > 0 ? [x, y, w, h] : null;
}

export interface SvgSize {
  width: number;
  height: number;
  /** Both sides were absolute lengths. */
  intrinsic: boolean;
}

/** The display size of an SVG from its root's width, height and viewBox attributes. */
export function svgSize(
  width: string | null,
  height: string | null,
  viewBox: string | null,
): SvgSize {
  const w = svgLengthPx(width);
  const h = svgLengthPx(height);
  const vb = parseViewBox(viewBox);
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  const size = (a: number, b: number, intrinsic = false): SvgSize => ({
    width: round(a),
    height: round(b),
    intrinsic,
  });
  if (w !== null && h !== null) return size(w, h, true);
  if (vb) {
    if (w !== null) return size(w, (w * vb[3]) / vb[2]);
    if (h !== null) return size((h * vb[2]) / vb[3], h);
    return size(vb[2], vb[3]);
  }
  return size(w ?? 300, h ?? 150);
}

export async function readSvgHeader(source: ByteSource): Promise<ImageHeader> {
  for (const limit of READ_STEPS) {
    const bytes = await readUpTo(source, 0, limit);
    const complete = bytes.length >= source.size;
    let text = new TextDecoder('utf-8').decode(bytes);
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    let hasEntities = false;
    try {
      for (const token of tokenizeSvg(text)) {
        if (token.type === 'doctype') hasEntities ||= token.hasEntities;
        if (token.type === 'start') {
          if (token.name !== 'svg') throw corrupt(`root element <${token.name}> is not <svg>`);
          // Refused, not merely left unexpanded: a file built to exhaust a parser says so.
          if (hasEntities) {
            throw new PipelineError(
              PipelineErrorKey.svgEntityDeclarations,
              'SVG: the DOCTYPE declares entities',
            );
          }
          return header(token.attrs);
        }
      }
    } catch (error) {
      if (error instanceof PipelineError) throw error;
      if (!(error instanceof SvgSyntaxError) || complete) {
        throw new PipelineError(
          PipelineErrorKey.corrupt,
          `SVG: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      continue; // the prolog runs past what was read: read more
    }
    if (complete) break;
  }
  throw corrupt('no <svg> root element');
}

function header(attrs: SvgAttr[]): ImageHeader {
  const get = (name: string) => attrs.find((a) => a.name === name)?.raw.trim() ?? null;
  const width = get('width');
  const height = get('height');
  const viewBox = get('viewBox');
  const size = svgSize(width, height, viewBox);
  const h = baseHeader('svg', size.width, size.height);
  h.colourModel = 'rgb';
  h.hasAlpha = true;
  h.extra = {
    declaredWidth: width,
    declaredHeight: height,
    viewBox: parseViewBox(viewBox)?.join(' ') ?? null,
    intrinsicSize: size.intrinsic,
  };
  return h;
}

/** SVG: size from width/height/viewBox in CSS px. */
export const svgHeader: FormatHeader = {
  formats: ['svg'],
  sniff: (head) => (isSvg(head) ? 'svg' : null),
  read: (source) => readSvgHeader(source),
};
