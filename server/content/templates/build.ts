/**
 * Writing a template: objects of the editor's design JSON (Fabric object JSON, artboard pixels
 * at 96 per inch, origin at each object's centre — src/domain/export/designDocument SideDesign)
 * and a preview SVG drawn from the same objects. Texts carry `changeable-text-…` ids in fonts
 * the server serves (server/fonts/catalogue.json), image slots `changeable-image-…` ids with a
 * stock picture of the local library in them.
 */
import type { TemplateDesign } from '../../../src/domain/content/types';
import type { TemplateAnchor } from '../../../src/domain/editor/templateLayout';
import type { TemplateDef } from '../items';
import { PROJECT_LICENCE } from '../licences';
import { PX_PER_INCH } from '../../../src/domain/units';
import { escapeXml } from '../../db/seed/images/svgKit';

type Obj = Record<string, unknown>;

const num = (v: unknown, fallback = 0) => (typeof v === 'number' ? v : fallback);

/** An artboard of `width` × `height` inches, in pixels. */
export function artboard(widthInches: number, heightInches: number) {
  return { w: widthInches * PX_PER_INCH, h: heightInches * PX_PER_INCH };
}

/** The full-artboard background rectangle. */
export function backgroundRect(w: number, h: number, fill: string): Obj {
  return {
    type: 'Rect',
    id: 'changeable-background',
    originX: 'center',
    originY: 'center',
    left: w / 2,
    top: h / 2,
    width: w,
    height: h,
    fill,
    strokeWidth: 0,
  };
}

/** A filled rectangle centred at (x, y), recolourable. */
export function box(
  n: number,
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Obj = {},
): Obj {
  return {
    type: 'Rect',
    id: `changeable-color-${n}`,
    originX: 'center',
    originY: 'center',
    left: x,
    top: y,
    width,
    height,
    fill,
    strokeWidth: 0,
    ...extra,
  };
}

/** A text box centred at (x, y), `width` px wide. `fontSize` in artboard px. */
export function textBox(
  name: string,
  text: string,
  fontFamily: string,
  fontSize: number,
  x: number,
  y: number,
  width: number,
  extra: Obj = {},
): Obj {
  return {
    type: 'Textbox',
    id: `changeable-text-${name}`,
    text,
    fontFamily,
    fontSize,
    fontWeight: 'normal',
    fontStyle: 'normal',
    fill: '#1b1b1b',
    textAlign: 'center',
    originX: 'center',
    originY: 'center',
    left: x,
    top: y,
    width,
    lineHeight: 1.1,
    ...extra,
  };
}

/** A stock picture's URL at `width` px through the image-processing path. */
export function stockUrl(slug: string, width: number): string {
  return `/images/process?src=${encodeURIComponent(`/images/content/stock/${slug}.svg`)}&width=${width}&format=webp`;
}

/**
 * An image slot centred at (x, y) covering `width` × `height` px, filled with a stock picture of
 * `natural` pixels (scaled to cover the slot).
 */
export function imageSlot(
  name: string,
  stockSlug: string,
  natural: { width: number; height: number },
  x: number,
  y: number,
  width: number,
  height: number,
): Obj {
  const scale = Math.max(width / natural.width, height / natural.height);
  const cropX = (natural.width - width / scale) / 2;
  const cropY = (natural.height - height / scale) / 2;
  return {
    type: 'Image',
    id: `changeable-image-${name}`,
    src: stockUrl(stockSlug, natural.width),
    originX: 'center',
    originY: 'center',
    left: x,
    top: y,
    width: natural.width - 2 * cropX,
    height: natural.height - 2 * cropY,
    cropX,
    cropY,
    scaleX: scale,
    scaleY: scale,
  };
}

/** The stock pictures' sizes, px (server/content/stockImages.ts). */
export const LANDSCAPE = { width: 1920, height: 1280 };
export const PORTRAIT = { width: 1280, height: 1920 };

/** `object` anchored at `anchor` (src/domain/editor/templateLayout: `data-anchor`). */
export function at(anchor: TemplateAnchor, object: Obj): Obj {
  return { ...object, 'data-anchor': anchor };
}

/**
 * The anchor of an object the template does not anchor itself: the third of the artboard its
 * centre lies in on each axis (left/centre/right, top/centre/bottom).
 */
function anchorByThirds(o: Obj, w: number, h: number): TemplateAnchor {
  const third = (v: number, length: number) => (v < length / 3 ? 0 : v > (2 * length) / 3 ? 2 : 1);
  const col = third(num(o.left, w / 2), w);
  const row = third(num(o.top, h / 2), h);
  const names: TemplateAnchor[][] = [
    ['top-left', 'top', 'top-right'],
    ['left', 'center', 'right'],
    ['bottom-left', 'bottom', 'bottom-right'],
  ];
  return names[row]?.[col] ?? 'center';
}

/**
 * A template of `def` whose objects `objects(w, h)` draws on its artboard (px): each object
 * gets its anchor (its own, or by thirds), the preview is drawn, the licence is our own.
 */
export function template(
  def: Omit<TemplateDef, 'design' | 'preview' | 'licence'>,
  objects: (w: number, h: number) => Obj[],
): TemplateDef {
  const { w, h } = artboard(def.widthInches, def.heightInches);
  const anchored = objects(w, h).map((o) =>
    typeof o['data-anchor'] === 'string' ? o : { ...o, 'data-anchor': anchorByThirds(o, w, h) },
  );
  const d = design(anchored);
  return { ...def, design: d, preview: previewSvg(def.name, w, h, d), licence: PROJECT_LICENCE };
}

/** The design JSON of one side. */
export function design(objects: Obj[]): TemplateDesign {
  return { designVersion: 1, background: '', objects };
}

/** A preview of the design (texts in their family, image slots as a tinted box), as SVG. */
export function previewSvg(name: string, w: number, h: number, d: TemplateDesign): string {
  const parts = d.objects.map((o) => {
    const sx = num(o.scaleX, 1);
    const sy = num(o.scaleY, 1);
    const width = num(o.width) * sx;
    const height = num(o.height) * sy;
    const x = num(o.left) - width / 2;
    const y = num(o.top) - height / 2;
    const angle = num(o.angle);
    const rotate = angle ? ` transform="rotate(${angle} ${num(o.left)} ${num(o.top)})"` : '';
    if (o.type === 'Rect')
      return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${num(o.rx)}" fill="${String(o.fill)}" opacity="${num(o.opacity, 1)}"${rotate}/>`;
    if (o.type === 'Image')
      return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#8ecae6"/><path d="M${x} ${y + height} L${x + width * 0.35} ${y + height * 0.45} L${x + width * 0.6} ${y + height * 0.75} L${x + width * 0.75} ${y + height * 0.6} L${x + width} ${y + height} Z" fill="#2a6f97"/>`;
    if (o.type === 'Textbox') {
      const size = num(o.fontSize) * sy;
      const lines = String(o.text).split('\n');
      const top = num(o.top) - ((lines.length - 1) * size * 1.1) / 2;
      return lines
        .map(
          (line, i) =>
            `<text x="${num(o.left)}" y="${top + i * size * 1.1}" font-family="${escapeXml(String(o.fontFamily))}" font-size="${size}" font-weight="${String(o.fontWeight)}" fill="${String(o.fill)}" text-anchor="middle" dominant-baseline="central"${rotate}>${escapeXml(line)}</text>`,
        )
        .join('');
    }
    return '';
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${escapeXml(name)}</title>${parts.join('')}</svg>\n`;
}
