/**
 * Shape images: shape-cut masks (100 x 100, black = kept), safe-zone contours and product
 * shapes drawn in inches (viewBox in inches, width/height in `in`).
 */
import type { ShapeType } from '../../../../src/domain/productOptions';
import { svgDocument } from './svgKit';

const MASKS: Record<ShapeType, string> = {
  rectangle: `<rect width="100" height="100"/>`,
  circle: `<circle cx="50" cy="50" r="50"/>`,
  oval: `<ellipse cx="50" cy="50" rx="50" ry="36"/>`,
  'rounded-1/4': `<rect width="100" height="100" rx="4"/>`,
  'rounded-1/2': `<rect width="100" height="100" rx="8"/>`,
  'rounded-3/4': `<rect width="100" height="100" rx="12"/>`,
  'rounded-1': `<rect width="100" height="100" rx="16"/>`,
  outline: `<path d="M50 4 C70 4 72 22 88 26 C104 30 100 54 92 64 C84 74 98 94 74 96 C60 97 56 88 46 93 C28 100 8 88 12 70 C14 58 0 52 6 38 C12 24 32 30 36 20 C40 10 42 4 50 4 Z"/>`,
  overline: `<rect y="0" width="100" height="8"/><rect y="20" width="100" height="80" rx="6"/>`,
};

/** The mask of a shape cut. */
export function shapeCutSvg(shape: ShapeType): string {
  return svgDocument({ width: 100, height: 100 }, `<g fill="#000">${MASKS[shape]}</g>`, {
    title: `${shape} shape`,
  });
}

/** A dashed safe-zone contour `insetInches` inside a width x height (inches) trim line. */
export function safeAreaSvg(
  widthInches: number,
  heightInches: number,
  insetInches: number,
): string {
  const w = widthInches - 2 * insetInches;
  const h = heightInches - 2 * insetInches;
  // Stroke 1/32 in, dashes 1/4 in: visible at any zoom without hiding the design.
  const body = `<rect x="${insetInches}" y="${insetInches}" width="${w}" height="${h}" fill="none" stroke="#e63946" stroke-width="0.03125" stroke-dasharray="0.25 0.125"/>`;
  return svgDocument({ width: widthInches, height: heightInches }, body, {
    title: 'Safe zone',
    size: { width: `${widthInches}in`, height: `${heightInches}in` },
  });
}

/** A wire H-stake of width x height inches: two legs joined by a crossbar 1/3 from the top. */
export function hStakeShapeSvg(widthInches: number, heightInches: number): string {
  // 9-gauge wire is about 0.148 in thick.
  const wire = 0.15;
  const left = 0.5;
  const right = widthInches - 0.5;
  const bar = heightInches / 3;
  const body =
    `<g fill="none" stroke="#000" stroke-width="${wire}" stroke-linecap="round">` +
    `<path d="M${left} ${wire} V${heightInches - wire}"/><path d="M${right} ${wire} V${heightInches - wire}"/>` +
    `<path d="M${left} ${bar} H${right}"/></g>`;
  return svgDocument({ width: widthInches, height: heightInches }, body, {
    title: 'H-stake',
    size: { width: `${widthInches}in`, height: `${heightInches}in` },
  });
}
