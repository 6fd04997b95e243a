/**
 * A template drawn as SVG for the README's gallery (`npm run gallery`): its objects at its own
 * size as the editor places them — rectangles, image slots covered by their stock picture
 * (centred, cropped: `xMidYMid slice`, the editor's cover-fit), text boxes line by line in their
 * family, weight and size at Fabric's line height (1.13 × fontSize × lineHeight) — with
 * `@font-face` rules for the faces it uses, from the server's fonts catalogue. Template text
 * is designed not to wrap, so lines are the text's own.
 */
import type { FontCatalogue } from '../../server/fonts/catalogue';
import type { TemplateDef } from '../../server/content/items';

type Obj = Record<string, unknown>;

const num = (v: unknown, fallback = 0) => (typeof v === 'number' ? v : fallback);
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const weightOf = (o: Obj) => (o.fontWeight === 'bold' ? 700 : num(o.fontWeight, 400) || 400);

/** `@font-face` rules (latin subsets) for the families and weights the template uses. */
export function fontFaces(t: TemplateDef, catalogue: FontCatalogue): string {
  const wanted = new Map<string, Set<number>>();
  for (const o of t.design.objects)
    if (o.type === 'Textbox')
      wanted.set(
        String(o.fontFamily),
        (wanted.get(String(o.fontFamily)) ?? new Set()).add(weightOf(o)),
      );
  const rules: string[] = [];
  for (const [name, weights] of wanted) {
    const family = catalogue.families.find((f) => f.name === name);
    for (const weight of weights) {
      const variant =
        family?.variants.find((v) => v.weight === weight && v.style === 'normal') ??
        family?.variants.find((v) => v.style === 'normal');
      const file = variant?.files.find((f) => f.subset === 'latin');
      if (file)
        rules.push(
          `@font-face{font-family:"${name}";font-weight:${weight};src:url(${file.url}) format("woff2")}`,
        );
    }
  }
  return rules.join('\n');
}

function rect(o: Obj): string {
  const w = num(o.width) * num(o.scaleX, 1);
  const h = num(o.height) * num(o.scaleY, 1);
  const angle = num(o.angle);
  const turn = angle ? ` transform="rotate(${angle} ${num(o.left)} ${num(o.top)})"` : '';
  return `<rect x="${num(o.left) - w / 2}" y="${num(o.top) - h / 2}" width="${w}" height="${h}" rx="${num(o.rx) * num(o.scaleX, 1)}" fill="${esc(String(o.fill))}" opacity="${num(o.opacity, 1)}"${turn}/>`;
}

function image(o: Obj): string {
  const w = num(o.width) * num(o.scaleX, 1);
  const h = num(o.height) * num(o.scaleY, 1);
  return `<image href="${esc(String(o.src))}" x="${num(o.left) - w / 2}" y="${num(o.top) - h / 2}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"/>`;
}

function text(o: Obj): string {
  const size = num(o.fontSize, 40) * num(o.scaleY, 1);
  const step = size * 1.13 * num(o.lineHeight, 1.16);
  const lines = String(o.text).split('\n');
  const top = num(o.top) - (lines.length * step) / 2;
  const width = num(o.width) * num(o.scaleX, 1);
  const align = String(o.textAlign ?? 'left');
  const anchor = align === 'center' ? 'middle' : align === 'right' ? 'end' : 'start';
  const x =
    align === 'center'
      ? num(o.left)
      : align === 'right'
        ? num(o.left) + width / 2
        : num(o.left) - width / 2;
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${top + (i + 0.5) * step}" font-family="${esc(String(o.fontFamily))}" font-size="${size}" font-weight="${weightOf(o)}" fill="${esc(String(o.fill))}" text-anchor="${anchor}" dominant-baseline="central">${esc(line)}</text>`,
    )
    .join('');
}

/** The template's SVG at `displayWidth` CSS px wide. */
export function templateSvg(t: TemplateDef, displayWidth: number): string {
  const w = t.widthInches * 96;
  const h = t.heightInches * 96;
  const parts = t.design.objects.map((o) =>
    o.type === 'Rect'
      ? rect(o)
      : o.type === 'Image'
        ? image(o)
        : o.type === 'Textbox'
          ? text(o)
          : '',
  );
  const height = Math.round((displayWidth * h) / w);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${displayWidth}" height="${height}"><defs><clipPath id="a"><rect width="${w}" height="${h}"/></clipPath></defs><g clip-path="url(#a)">${parts.join('')}</g></svg>`;
}
