/**
 * Borders and frames (spec canvas §3 `changeable-border`, §5 border margin and width). Every
 * border is a stroke without fill on a 300 × 200 view box: its stroked parts carry
 * `changeable-border-changeable-color-N` ids, so the editor gives it the border tools (margin,
 * stroke width) and the layer colour pickers. Ornaments inside a frame are plain colour parts.
 */
import type { CategoryDef } from '../items';
import { INK, polygonPoints } from '../svgParts';
import { drawn } from './define';

const F: [number, number] = [300, 200];
const rect = (inset: number, attrs: string, colour: string = INK.black) =>
  `<rect {B} x="${inset}" y="${inset}" width="${300 - 2 * inset}" height="${200 - 2 * inset}" fill="none" stroke="${colour}" ${attrs}/>`;
const scallops = () => {
  let d = 'M10 10';
  for (let x = 10; x < 290; x += 20) d += ` a10 10 0 0 0 20 0`;
  for (let y = 10; y < 190; y += 20) d += ` a10 10 0 0 0 0 20`;
  for (let x = 290; x > 10; x -= 20) d += ` a10 10 0 0 0 -20 0`;
  for (let y = 190; y > 10; y -= 20) d += ` a10 10 0 0 0 0 -20`;
  return `${d} Z`;
};
const corner = (x: number, y: number, sx: number, sy: number) =>
  `<path {B} d="M${x} ${y + sy * 40} V${y} H${x + sx * 40}" fill="none" stroke="${INK.navy}" stroke-width="6"/>`;

export const BORDERS: CategoryDef = {
  name: 'Borders & Frames',
  items: [
    drawn(
      'border-thin',
      'Thin border',
      ['frame', 'outline', 'rectangle'],
      F,
      rect(4, 'stroke-width="3"'),
    ),
    drawn(
      'border-thick',
      'Thick border',
      ['frame', 'bold', 'rectangle'],
      F,
      rect(8, 'stroke-width="12"', INK.navy),
    ),
    drawn(
      'border-double',
      'Double border',
      ['frame', 'classic', 'certificate'],
      F,
      rect(4, 'stroke-width="3"', INK.navy) + rect(14, 'stroke-width="2"', INK.navy),
    ),
    drawn(
      'border-thick-thin',
      'Thick and thin border',
      ['frame', 'classic'],
      F,
      rect(6, 'stroke-width="8"', INK.black) + rect(18, 'stroke-width="2"', INK.black),
    ),
    drawn(
      'border-dashed',
      'Dashed border',
      ['frame', 'coupon', 'cut'],
      F,
      rect(4, 'stroke-width="3" stroke-dasharray="14 8"'),
    ),
    drawn(
      'border-dotted',
      'Dotted border',
      ['frame', 'dots'],
      F,
      rect(5, 'stroke-width="5" stroke-linecap="round" stroke-dasharray="0.1 12"', INK.red),
    ),
    drawn(
      'border-rounded',
      'Rounded border',
      ['frame', 'rounded corners'],
      F,
      rect(5, 'stroke-width="5" rx="24"', INK.green),
    ),
    drawn(
      'border-rounded-double',
      'Rounded double border',
      ['frame', 'rounded', 'double'],
      F,
      rect(4, 'stroke-width="3" rx="26"', INK.purple) +
        rect(14, 'stroke-width="3" rx="18"', INK.purple),
    ),
    drawn(
      'border-circle',
      'Circle frame',
      ['round', 'ring', 'badge frame'],
      [200, 200],
      `<circle {B} cx="100" cy="100" r="95" fill="none" stroke="${INK.black}" stroke-width="5"/>`,
    ),
    drawn(
      'border-oval',
      'Oval frame',
      ['ellipse', 'portrait frame'],
      [200, 260],
      `<ellipse {B} cx="100" cy="130" rx="94" ry="124" fill="none" stroke="${INK.gold}" stroke-width="6"/>`,
    ),
    drawn(
      'border-corners',
      'Corner brackets',
      ['frame', 'corners', 'focus'],
      F,
      corner(6, 6, 1, 1) + corner(294, 6, -1, 1) + corner(6, 194, 1, -1) + corner(294, 194, -1, -1),
    ),
    drawn(
      'border-scalloped',
      'Scalloped frame',
      ['frame', 'lace', 'wavy edge'],
      F,
      `<path {B} d="${scallops()}" fill="none" stroke="${INK.pink}" stroke-width="3"/>`,
    ),
    drawn(
      'border-ticket',
      'Ticket frame',
      ['ticket', 'coupon', 'voucher'],
      F,
      `<path {B} d="M5 5 H295 V80 A20 20 0 0 0 295 120 V195 H5 V120 A20 20 0 0 0 5 80 Z" fill="none" stroke="${INK.red}" stroke-width="4"/>`,
    ),
    drawn(
      'border-inset-corners',
      'Inset corner frame',
      ['frame', 'art deco', 'elegant'],
      F,
      `<path {B} d="M25 5 H275 A20 20 0 0 0 295 25 V175 A20 20 0 0 0 275 195 H25 A20 20 0 0 0 5 175 V25 A20 20 0 0 0 25 5 Z" fill="none" stroke="${INK.gold}" stroke-width="4"/>`,
    ),
    drawn(
      'border-stamp',
      'Stamp frame',
      ['postage', 'perforated'],
      F,
      rect(6, 'stroke-width="8" stroke-dasharray="8 6"', INK.blue) +
        rect(18, 'stroke-width="2"', INK.blue),
    ),
    drawn(
      'border-hexagon',
      'Hexagon frame',
      ['polygon', 'frame'],
      [200, 200],
      `<polygon {B} points="${polygonPoints(100, 100, 6, 94, undefined, 0)}" fill="none" stroke="${INK.orange}" stroke-width="5"/>`,
    ),
    drawn(
      'border-ornate',
      'Ornate frame',
      ['wedding', 'elegant', 'certificate', 'frame'],
      F,
      rect(6, 'stroke-width="3"', INK.navy) +
        rect(16, 'stroke-width="1.5"', INK.navy) +
        [
          [16, 16],
          [284, 16],
          [16, 184],
          [284, 184],
        ]
          .map(
            ([x, y]) =>
              `<polygon {C} points="${x},${y! - 9} ${x! + 9},${y} ${x},${y! + 9} ${x! - 9},${y}" fill="${INK.gold}"/>`,
          )
          .join(''),
    ),
    drawn(
      'border-bottom-rule',
      'Top and bottom rules',
      ['rules', 'header', 'footer'],
      F,
      `<line {B} x1="5" y1="10" x2="295" y2="10" stroke="${INK.black}" stroke-width="4"/><line {B} x1="5" y1="190" x2="295" y2="190" stroke="${INK.black}" stroke-width="4"/>`,
    ),
  ],
};
