/**
 * SVG thumbnails drawn in the pipeline worker, off the main thread. Browsers rasterise SVG only
 * on the main thread (an `<img>` decode; `createImageBitmap` of an SVG blob fails in Chromium's
 * workers), and there a 2 MB logo of 12,000 paths froze the page for 1–7 s per thumbnail
 * (tests/browser/svgThumbnails.spec.ts; 1.1 s on a loaded machine). Most logos are shapes with
 * flat paint: those are drawn here, on an OffscreenCanvas, with Path2D, which takes SVG path
 * data as it is. Anything else — text, gradients and patterns (`url(…)`), `use`, images,
 * clipping, masks, filters, stylesheets, group opacity, percentages — returns null and the main
 * thread draws it as before.
 *
 * Input is the sanitiser's output (codecs/svg/svgSanitize.ts), so it is well-formed and safe.
 */
import { parseViewBox, svgLengthPx, svgSize } from '../header';
import { decodeEntities, tokenizeSvg } from '../svgTokenizer';

type Matrix = [number, number, number, number, number, number];

interface Node {
  name: string;
  attrs: Map<string, string>;
  children: Node[];
}

/** What the drawing below understands; any other element makes the SVG the main thread's. */
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
const CONTAINERS = new Set(['svg', 'g']);
const IGNORED = new Set(['title', 'desc', 'metadata']);
/** Properties whose effect is not drawn here. */
const UNSUPPORTED_PROPERTIES = new Set([
  'clip-path',
  'mask',
  'filter',
  'marker',
  'marker-start',
  'marker-mid',
  'marker-end',
  'paint-order',
  'mix-blend-mode',
  'vector-effect',
  'isolation',
]);
/** Inherited paint properties and their initial values (SVG 1.1). */
const INITIAL: Record<string, string> = {
  fill: 'black',
  stroke: 'none',
  'stroke-width': '1',
  'fill-opacity': '1',
  'stroke-opacity': '1',
  'fill-rule': 'nonzero',
  'stroke-linecap': 'butt',
  'stroke-linejoin': 'miter',
  'stroke-miterlimit': '4',
  'stroke-dasharray': 'none',
  visibility: 'visible',
  color: 'black',
};

class Unsupported extends Error {}

/** Element tree of a sanitised SVG; throws Unsupported for what is not drawn here. */
function parse(svg: string): Node {
  const stack: Node[] = [];
  let root: Node | null = null;
  for (const token of tokenizeSvg(svg)) {
    if (token.type === 'start') {
      if (IGNORED.has(token.name)) {
        if (!token.selfClosing) stack.push({ name: token.name, attrs: new Map(), children: [] });
        continue;
      }
      if (!SHAPES.has(token.name) && !CONTAINERS.has(token.name)) throw new Unsupported();
      // A nested <svg> is a new viewport: not drawn here.
      if (token.name === 'svg' && stack.length > 0) throw new Unsupported();
      const attrs = new Map<string, string>();
      for (const a of token.attrs)
        attrs.set(
          a.name,
          decodeEntities(a.raw, () => undefined),
        );
      for (const [name, value] of styleOf(attrs)) attrs.set(name, value);
      for (const [name, value] of attrs) {
        // Percent lengths throw where they are read (length()); colours may hold percents.
        if (UNSUPPORTED_PROPERTIES.has(name) || value.includes('url(')) throw new Unsupported();
      }
      const node: Node = { name: token.name, attrs, children: [] };
      const parent = stack.at(-1);
      if (parent) {
        if (IGNORED.has(parent.name)) throw new Unsupported();
        parent.children.push(node);
      } else root ??= node;
      if (!token.selfClosing) stack.push(node);
    } else if (token.type === 'end') stack.pop();
  }
  if (!root) throw new Unsupported();
  return root;
}

/** Whether the worker draws `svg` (a sanitised document) rather than the main thread. */
export function drawnInWorker(svg: string): boolean {
  try {
    parse(svg);
    return true;
  } catch {
    return false;
  }
}

/** The declarations of a `style` attribute (they win over presentation attributes). */
function styleOf(attrs: Map<string, string>): [string, string][] {
  const style = attrs.get('style');
  if (!style) return [];
  attrs.delete('style');
  return style
    .split(';')
    .map((d) => d.split(':'))
    .filter((p) => p.length === 2)
    .map(([k, v]) => [k!.trim().toLowerCase(), v!.replace(/!important/i, '').trim()]);
}

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** The matrix of a `transform` attribute (SVG 1.1 syntax). */
export function parseTransform(value: string): Matrix {
  let m: Matrix = [1, 0, 0, 1, 0, 0];
  const re = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g;
  const rest = value.replace(re, '').replace(/[\s,]/g, '');
  if (rest) throw new Unsupported();
  for (const [, kind, list] of value.matchAll(re)) {
    const n = (list ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (n.some((v) => !Number.isFinite(v))) throw new Unsupported();
    const rad = ((n[0] ?? 0) * Math.PI) / 180;
    let t: Matrix;
    if (kind === 'matrix' && n.length === 6) t = n as Matrix;
    else if (kind === 'translate') t = [1, 0, 0, 1, n[0] ?? 0, n[1] ?? 0];
    else if (kind === 'scale') t = [n[0] ?? 1, 0, 0, n[1] ?? n[0] ?? 1, 0, 0];
    else if (kind === 'rotate') {
      const [cx, cy] = [n[1] ?? 0, n[2] ?? 0];
      const r: Matrix = [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];
      t = multiply(multiply([1, 0, 0, 1, cx, cy], r), [1, 0, 0, 1, -cx, -cy]);
    } else if (kind === 'skewX') t = [1, 0, Math.tan(rad), 1, 0, 0];
    else if (kind === 'skewY') t = [1, Math.tan(rad), 0, 1, 0, 0];
    else throw new Unsupported();
    m = multiply(m, t);
  }
  return m;
}

function length(value: string | undefined, fallback = 0): number {
  if (value === undefined) return fallback;
  const px = svgLengthPx(value);
  if (px === null) throw new Unsupported();
  return px;
}

function points(value: string | undefined): number[] {
  const n = (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  return n.length % 2 === 0 && n.every(Number.isFinite) ? n : n.slice(0, n.length - 1);
}

/** The outline of a shape element, or null when it draws nothing. */
function outline(node: Node): Path2D | null {
  const a = (name: string) => node.attrs.get(name);
  const p = new Path2D();
  switch (node.name) {
    case 'path':
      return new Path2D(a('d') ?? '');
    case 'rect': {
      const [x, y, w, h] = [
        length(a('x')),
        length(a('y')),
        length(a('width')),
        length(a('height')),
      ];
      if (!(w > 0 && h > 0)) return null;
      let rx = a('rx') !== undefined ? length(a('rx')) : undefined;
      let ry = a('ry') !== undefined ? length(a('ry')) : undefined;
      rx = Math.min(rx ?? ry ?? 0, w / 2);
      ry = Math.min(ry ?? rx, h / 2);
      if (rx <= 0 || ry <= 0) p.rect(x, y, w, h);
      else {
        p.moveTo(x + rx, y);
        p.lineTo(x + w - rx, y);
        p.ellipse(x + w - rx, y + ry, rx, ry, 0, -Math.PI / 2, 0);
        p.lineTo(x + w, y + h - ry);
        p.ellipse(x + w - rx, y + h - ry, rx, ry, 0, 0, Math.PI / 2);
        p.lineTo(x + rx, y + h);
        p.ellipse(x + rx, y + h - ry, rx, ry, 0, Math.PI / 2, Math.PI);
        p.lineTo(x, y + ry);
        p.ellipse(x + rx, y + ry, rx, ry, 0, Math.PI, (3 * Math.PI) / 2);
        p.closePath();
      }
      return p;
    }
    case 'circle':
    case 'ellipse': {
      const rx = length(a(node.name === 'circle' ? 'r' : 'rx'));
      const ry = node.name === 'circle' ? rx : length(a('ry'));
      if (!(rx > 0 && ry > 0)) return null;
      p.ellipse(length(a('cx')), length(a('cy')), rx, ry, 0, 0, Math.PI * 2);
      p.closePath();
      return p;
    }
    case 'line':
      p.moveTo(length(a('x1')), length(a('y1')));
      p.lineTo(length(a('x2')), length(a('y2')));
      return p;
    default: {
      const n = points(a('points'));
      if (n.length < 4) return null;
      p.moveTo(n[0]!, n[1]!);
      for (let i = 2; i < n.length; i += 2) p.lineTo(n[i]!, n[i + 1]!);
      if (node.name === 'polygon') p.closePath();
      return p;
    }
  }
}

function paintOf(value: string, style: Record<string, string>): string | null {
  if (value === 'none') return null;
  return value === 'currentColor' ? (style.color ?? 'black') : value;
}

function draw(
  ctx: OffscreenCanvasRenderingContext2D,
  node: Node,
  inherited: Record<string, string>,
  m: Matrix,
) {
  const style = { ...inherited };
  for (const key of Object.keys(INITIAL)) {
    const v = node.attrs.get(key);
    if (v !== undefined && v !== 'inherit') style[key] = v;
  }
  if (node.attrs.get('display') === 'none') return;
  const transform = node.attrs.get('transform');
  const matrix = transform && node.name !== 'svg' ? multiply(m, parseTransform(transform)) : m;
  const opacity = Number(node.attrs.get('opacity') ?? '1');
  if (CONTAINERS.has(node.name)) {
    // A group's opacity composites the group as one layer: not drawn here.
    if (opacity !== 1 && node.name === 'g') throw new Unsupported();
    for (const child of node.children) draw(ctx, child, style, matrix);
    return;
  }
  if (style.visibility === 'hidden' || style.visibility === 'collapse') return;
  const path = outline(node);
  if (!path) return;
  ctx.setTransform(...matrix);
  const alpha = Number.isFinite(opacity) ? Math.min(1, Math.max(0, opacity)) : 1;
  const fill = node.name === 'line' ? null : paintOf(style.fill!, style);
  if (fill) {
    ctx.globalAlpha = alpha * Number(style['fill-opacity']);
    ctx.fillStyle = '#000';
    ctx.fillStyle = fill;
    ctx.fill(path, style['fill-rule'] === 'evenodd' ? 'evenodd' : 'nonzero');
  }
  const stroke = paintOf(style.stroke!, style);
  const width = length(style['stroke-width'], 1);
  if (stroke && width > 0) {
    ctx.globalAlpha = alpha * Number(style['stroke-opacity']);
    ctx.strokeStyle = '#000';
    ctx.strokeStyle = stroke;
    ctx.lineWidth = width;
    ctx.lineCap = style['stroke-linecap'] as CanvasLineCap;
    ctx.lineJoin = style['stroke-linejoin'] as CanvasLineJoin;
    ctx.miterLimit = Number(style['stroke-miterlimit']) || 4;
    const dash = style['stroke-dasharray'];
    // setLineDash repeats an odd list as SVG does.
    const list =
      dash && dash !== 'none'
        ? dash
            .split(/[\s,]+/)
            .filter(Boolean)
            .map(Number)
        : [];
    ctx.setLineDash(list.every((v) => Number.isFinite(v) && v >= 0) ? list : []);
    ctx.stroke(path);
  }
}

/**
 * The SVG drawn at each size (the document's viewBox fitted inside, centred: the
 * `xMidYMid meet` the main thread's rendering sets), or null when it uses anything not drawn
 * here.
 */
export async function rasterSvgInWorker(
  svg: string,
  sizes: readonly { side: number; width: number; height: number }[],
): Promise<Map<number, ImageBitmap> | null> {
  if (typeof OffscreenCanvas === 'undefined' || typeof Path2D === 'undefined') return null;
  let root: Node;
  try {
    root = parse(svg);
  } catch {
    return null;
  }
  const aspect = root.attrs.get('preserveAspectRatio');
  if (root.name !== 'svg' || (aspect && aspect.trim() !== 'xMidYMid meet')) return null;
  const own = svgSize(
    root.attrs.get('width') ?? null,
    root.attrs.get('height') ?? null,
    root.attrs.get('viewBox') ?? null,
  );
  const box = parseViewBox(root.attrs.get('viewBox') ?? null) ?? [0, 0, own.width, own.height];
  const out = new Map<number, ImageBitmap>();
  try {
    for (const size of sizes) {
      const canvas = new OffscreenCanvas(size.width, size.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      const k = Math.min(size.width / box[2], size.height / box[3]);
      const dx = (size.width - box[2] * k) / 2 - box[0] * k;
      const dy = (size.height - box[3] * k) / 2 - box[1] * k;
      draw(ctx, root, INITIAL, [k, 0, 0, k, dx, dy]);
      out.set(size.side, canvas.transferToImageBitmap());
    }
  } catch (error) {
    for (const bitmap of out.values()) bitmap.close();
    if (error instanceof Unsupported) return null;
    throw error;
  }
  return out;
}
