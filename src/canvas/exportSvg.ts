/**
 * The SVG of one side (issue 6). The root element carries the artboard's physical size in inches
 * and a viewBox in artboard px (96 per inch), so any SVG reader prints it at the right size.
 *
 * Text stays text (`<text>` with its font family and size): selectable and editable by the print
 * shop, and a few bytes instead of the outlines' kilobytes. The editor draws text in families the
 * browser has (it loads no web fonts), so there is no font file to embed; a family the browser
 * lacks is reported in the export's errors list (exportFontMissing). Images point at their
 * server copy (`href` to the display rendition, plus `data-usedUploadId` naming the upload whose
 * original the print shop can fetch); an image with no server copy yet is embedded as a PNG.
 */
import type { FabricObject, StaticCanvas } from 'fabric';
import { DesignImage } from './designImage';

export interface SvgOptions {
  widthInches: number;
  heightInches: number;
  artboard: { width: number; height: number };
  /** Mirrored left to right (the back of a 'reversed' print). */
  mirrored: boolean;
  /** The address an image's src is fetched from (absolute), or null to embed its pixels. */
  imageHref(src: string): string | null;
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

export function designSvg(canvas: StaticCanvas, options: SvgOptions): string {
  const { artboard } = options;
  const previous = { w: canvas.width, h: canvas.height };
  // The background rect spans the canvas's size: make it the artboard's while writing.
  canvas.width = artboard.width;
  canvas.height = artboard.height;
  let svg: string;
  try {
    svg = canvas.toSVG(
      {
        width: inches(options.widthInches),
        height: inches(options.heightInches),
        viewBox: { x: 0, y: 0, width: artboard.width, height: artboard.height },
      },
      (markup: string, object?: FabricObject) => {
        if (!(object instanceof DesignImage)) return markup;
        const href = options.imageHref(object.designSrc) ?? embedded(object);
        const uploadId = (object as unknown as { 'data-usedUploadId'?: unknown })[
          'data-usedUploadId'
        ];
        const withHref = markup.replace(
          /xlink:href="[^"]*"/,
          `xlink:href="${escapeAttribute(href)}"`,
        );
        return uploadId === undefined || uploadId === ''
          ? withHref
          : withHref.replace(
              /<image /,
              `<image data-usedUploadId="${escapeAttribute(String(uploadId))}" `,
            );
      },
    );
  } finally {
    canvas.width = previous.w;
    canvas.height = previous.h;
  }
  if (!options.mirrored) return svg;
  const open = svg.indexOf('</defs>');
  const close = svg.lastIndexOf('</svg>');
  if (open < 0 || close < 0) return svg;
  const at = open + '</defs>'.length;
  return `${svg.slice(0, at)}\n<g transform="matrix(-1 0 0 1 ${artboard.width} 0)">${svg.slice(at, close)}</g>\n</svg>`;
}
