/**
 * The SVG of one side (issue 6). The root element carries the artboard's physical size in inches
 * and a viewBox in artboard px (96 per inch), so any SVG reader prints it at the right size.
 *
 * Text (issue 14, svgText.ts) follows the product's `textOutput`: printed products keep `<text>`
 * with its family — selectable, editable by the print shop and small — and carry every face
 * used as a woff2 subset of exactly the characters drawn in `<defs>`, so the SVG shows the same
 * where none of our fonts is installed; products cut from vinyl get their text as glyph outlines
 * (`<path>`), since a cutter follows paths. A face that cannot be carried is an error of the
 * export (exportFontNotEmbedded). Images point at their
 * server copy (`href` to the display rendition, plus `data-usedUploadId` naming the upload whose
 * original the print shop can fetch); an image with no server copy yet is embedded as a PNG.
 *
 * Fabric 7 calls the SVG reviver with the markup alone, not the object it belongs to, so images
 * are not told apart there: each image's own `toSVG` is wrapped while the SVG is written (issue
 * 15 item 6: the reviver never matched, and every image kept its design source, `upload-local:`
 * or a path relative to the editor's API). Every address left is then checked
 * (`domain/export/portableHref`): a path is made absolute, and nothing else than a data URL, an
 * http(s) address or a fragment may remain.
 */
import type { FabricObject, StaticCanvas } from 'fabric';
import { FabricText, Group } from 'fabric';
import { isPortableHref } from '../domain/export/portableHref';
import type { TextOutput } from '../domain/product';
import { pageIndex } from '../domain/uploads/pages';
import { DesignImage } from './designImage';
import type { SvgFontFiles, SvgTextProblem } from './svgText';
import { uniformStrokeMarkup } from './uniformStrokeSvg';
import { prepareSvgText } from './svgText';

export interface SvgOptions {
  widthInches: number;
  heightInches: number;
  artboard: { width: number; height: number };
  /** Mirrored left to right (the back of a 'reversed' print). */
  mirrored: boolean;
  /** The address an image's src is fetched from (absolute), or null to embed its pixels. */
  imageHref(src: string): string | null;
  /** `text`: `<text>` with embedded subsets of its faces; `outlines`: glyph paths (cut vinyl). */
  textOutput: TextOutput;
  /** Subsets and outlines of the catalogue's face files. */
  fonts: SvgFontFiles;
}

/** A side's SVG and what it could not carry. */
export interface SideSvg {
  svg: string;
  problems: SvgTextProblem[];
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A PNG data URL of an image element's pixels (for images with no server copy). */
function embedded(image: DesignImage): string {
  const element = image.getElement() as HTMLCanvasElement | HTMLImageElement;
  if (element instanceof HTMLCanvasElement) return element.toDataURL('image/png');
  const canvas = document.createElement('canvas');
  canvas.width = element.naturalWidth;
  canvas.height = element.naturalHeight;
  canvas.getContext('2d')?.drawImage(element, 0, 0);
  return canvas.toDataURL('image/png');
}

function inches(n: number): string {
  return `${Number(n.toFixed(4))}in`;
}

/** An image's markup with its portable address and the upload it came from. */
function imageMarkup(markup: string, image: DesignImage, options: SvgOptions): string {
  // The server's copy of a source is its first page: another page is embedded as drawn.
  const page = pageIndex((image as unknown as { data?: { page?: unknown } }).data?.page) ?? 0;
  const href = (page === 0 ? options.imageHref(image.designSrc) : null) ?? embedded(image);
  const uploadId = (image as unknown as { 'data-usedUploadId'?: unknown })['data-usedUploadId'];
  const withHref = markup.replace(/xlink:href="[^"]*"/, `xlink:href="${escapeAttribute(href)}"`);
  return uploadId === undefined || uploadId === ''
    ? withHref
    : withHref.replace(
        /<image /,
        `<image data-usedUploadId="${escapeAttribute(String(uploadId))}" `,
      );
}

/** Every image of `objects`, in groups too. */
function imagesOf(objects: FabricObject[]): DesignImage[] {
  return objects.flatMap((o) =>
    o instanceof DesignImage ? [o] : o instanceof Group ? imagesOf(o.getObjects()) : [],
  );
}

/** Every object with a uniform stroke (a border's parts), in groups too. */
function uniformStrokesOf(objects: FabricObject[]): FabricObject[] {
  return objects.flatMap((o) =>
    o instanceof Group ? uniformStrokesOf(o.getObjects()) : o.strokeUniform ? [o] : [],
  );
}

/** Every text of `objects`, in groups too. */
function textsOf(objects: FabricObject[]): FabricText[] {
  return objects.flatMap((o) =>
    o instanceof FabricText ? [o] : o instanceof Group ? textsOf(o.getObjects()) : [],
  );
}

/**
 * Addresses no viewer could open (a relative path, another scheme) made absolute through
 * `imageHref`; one that stays unportable is an error: an SVG must never name it.
 */
function portable(svg: string, options: SvgOptions): string {
  return svg.replace(
    /(\s(?:xlink:)?href=")([^"]*)"/g,
    (whole, attribute: string, value: string) => {
      const raw = value.replace(/&amp;/g, '&');
      if (isPortableHref(raw)) return whole;
      const href = options.imageHref(raw);
      if (href === null || !isPortableHref(href))
        throw new Error(`the SVG would name an address no viewer can open: ${raw.slice(0, 60)}`);
      return `${attribute}${escapeAttribute(href)}"`;
    },
  );
}

export async function designSvg(canvas: StaticCanvas, options: SvgOptions): Promise<SideSvg> {
  const { artboard } = options;
  const texts = textsOf(canvas.getObjects());
  const text = await prepareSvgText(texts, options.textOutput, options.fonts);
  const previous = { w: canvas.width, h: canvas.height };
  // The background rect spans the canvas's size: make it the artboard's while writing.
  canvas.width = artboard.width;
  canvas.height = artboard.height;
  const images = imagesOf(canvas.getObjects());
  for (const image of images) {
    const own = image.toSVG.bind(image);
    image.toSVG = (reviver) => imageMarkup(own(reviver), image, options);
  }
  for (const t of texts) {
    const own = t.toSVG.bind(t);
    t.toSVG = (reviver) => text.markupOf(t, () => own(reviver));
  }
  // Borders' strokes in artboard px at any print size (src/canvas/uniformStrokeSvg).
  const strokes = uniformStrokesOf(canvas.getObjects());
  for (const o of strokes) {
    const own = o.toSVG.bind(o);
    o.toSVG = (reviver) => uniformStrokeMarkup(o) ?? own(reviver);
  }
  let svg: string;
  try {
    svg = canvas.toSVG({
      width: inches(options.widthInches),
      height: inches(options.heightInches),
      viewBox: { x: 0, y: 0, width: artboard.width, height: artboard.height },
    });
  } finally {
    canvas.width = previous.w;
    canvas.height = previous.h;
    // The class's own method again.
    for (const o of [...images, ...texts, ...strokes]) delete (o as { toSVG?: unknown }).toSVG;
  }
  svg = withStyle(portable(svg, options), text.style);
  return {
    svg: options.mirrored ? mirroredSvg(svg, artboard.width) : svg,
    problems: text.problems,
  };
}

/** `style` (the embedded faces) at the start of the SVG's `<defs>`. */
function withStyle(svg: string, style: string): string {
  if (style === '') return svg;
  const defs = svg.indexOf('<defs>');
  if (defs < 0) throw new Error('the SVG has no <defs> for its fonts');
  const at = defs + '<defs>'.length;
  return `${svg.slice(0, at)}\n${style}${svg.slice(at)}`;
}

/** The SVG's drawing mirrored left to right (the back of a 'reversed' print). */
function mirroredSvg(svg: string, width: number): string {
  const open = svg.indexOf('</defs>');
  const close = svg.lastIndexOf('</svg>');
  if (open < 0 || close < 0) return svg;
  const at = open + '</defs>'.length;
  return `${svg.slice(0, at)}\n<g transform="matrix(-1 0 0 1 ${width} 0)">${svg.slice(at, close)}</g>\n</svg>`;
}
