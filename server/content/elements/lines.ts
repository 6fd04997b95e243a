/** Lines and dividers (a wide, short view box; strokes recolourable). */
import type { CategoryDef } from '../items';
import { INK } from '../svgParts';
import { drawn } from './define';

const L: [number, number] = [400, 40];
const line = (attrs: string, colour: string = INK.black) =>
  `<line {C} x1="10" y1="20" x2="390" y2="20" stroke="${colour}" fill="none" ${attrs}/>`;
const wave = (amplitude: number, period: number) => {
  let d = `M10 20`;
  for (let x = 10; x < 390; x += period)
    d += ` q${period / 4} ${-amplitude} ${period / 2} 0 t${period / 2} 0`;
  return d;
};
const zigzag = () => {
  let d = 'M10 28';
  for (let x = 10, up = true; x < 390; x += 20, up = !up) d += ` L${x + 20} ${up ? 12 : 28}`;
  return d;
};

export const LINES: CategoryDef = {
  name: 'Lines',
  items: [
    drawn('line-solid', 'Solid line', ['rule', 'stroke', 'divider'], L, line('stroke-width="4"')),
    drawn('line-thick', 'Thick line', ['rule', 'bar', 'divider'], L, line('stroke-width="12"')),
    drawn(
      'line-hairline',
      'Thin line',
      ['hairline', 'rule'],
      L,
      line('stroke-width="1.5"', INK.grey),
    ),
    drawn(
      'line-dashed',
      'Dashed line',
      ['dash', 'cut here', 'divider'],
      L,
      line('stroke-width="4" stroke-dasharray="18 10"'),
    ),
    drawn(
      'line-dotted',
      'Dotted line',
      ['dots', 'divider'],
      L,
      line('stroke-width="6" stroke-linecap="round" stroke-dasharray="0.1 14"', INK.navy),
    ),
    drawn(
      'line-dash-dot',
      'Dash-dot line',
      ['dash', 'dot'],
      L,
      line('stroke-width="4" stroke-dasharray="22 8 3 8"', INK.grey),
    ),
    drawn(
      'line-rounded',
      'Rounded line',
      ['round cap', 'stroke'],
      L,
      line('stroke-width="14" stroke-linecap="round"', INK.blue),
    ),
    drawn(
      'line-double',
      'Double line',
      ['rule', 'double'],
      L,
      `<line {C} x1="10" y1="14" x2="390" y2="14" stroke="${INK.black}" stroke-width="3"/><line {C} x1="10" y1="26" x2="390" y2="26" stroke="${INK.black}" stroke-width="3"/>`,
    ),
    drawn(
      'line-thick-thin',
      'Thick and thin line',
      ['rule', 'double', 'classic'],
      L,
      `<line {C} x1="10" y1="13" x2="390" y2="13" stroke="${INK.navy}" stroke-width="7"/><line {C} x1="10" y1="28" x2="390" y2="28" stroke="${INK.navy}" stroke-width="2"/>`,
    ),
    drawn(
      'line-wavy',
      'Wavy line',
      ['wave', 'squiggle'],
      L,
      `<path {C} d="${wave(12, 40)}" stroke="${INK.green}" stroke-width="4" fill="none"/>`,
    ),
    drawn(
      'line-zigzag',
      'Zigzag line',
      ['zig zag', 'saw'],
      L,
      `<path {C} d="${zigzag()}" stroke="${INK.orange}" stroke-width="4" fill="none" stroke-linejoin="round"/>`,
    ),
    drawn(
      'line-diamond-divider',
      'Diamond divider',
      ['ornament', 'divider', 'elegant'],
      L,
      `<line {C} x1="10" y1="20" x2="180" y2="20" stroke="${INK.navy}" stroke-width="3"/><polygon {C} points="200,8 212,20 200,32 188,20" fill="${INK.gold}"/><line {C} x1="220" y1="20" x2="390" y2="20" stroke="${INK.navy}" stroke-width="3"/>`,
    ),
    drawn(
      'line-dot-divider',
      'Dot divider',
      ['ornament', 'divider', 'dots'],
      L,
      `<line {C} x1="10" y1="20" x2="170" y2="20" stroke="${INK.grey}" stroke-width="2"/><circle {C} cx="185" cy="20" r="5" fill="${INK.grey}"/><circle {C} cx="200" cy="20" r="7" fill="${INK.red}"/><circle {C} cx="215" cy="20" r="5" fill="${INK.grey}"/><line {C} x1="230" y1="20" x2="390" y2="20" stroke="${INK.grey}" stroke-width="2"/>`,
    ),
    drawn(
      'line-tapered',
      'Tapered line',
      ['swash', 'brush', 'divider'],
      L,
      `<path {C} d="M10 20 Q200 8 390 20 Q200 32 10 20 Z" fill="${INK.black}"/>`,
    ),
  ],
};
