/** Arrows (filled block arrows and stroked ones; every part recolourable). */
import type { CategoryDef } from '../items';
import { INK } from '../svgParts';
import { drawn } from './define';

const W: [number, number] = [300, 160];
const block = 'M5 55 H180 V10 L295 80 L180 150 V105 H5 Z';
const rotate = (deg: number, body: string) => `<g transform="rotate(${deg} 150 80)">${body}</g>`;

export const ARROWS: CategoryDef = {
  name: 'Arrows',
  items: [
    drawn(
      'arrow-right',
      'Arrow right',
      ['direction', 'next', 'this way'],
      W,
      `<path {C} d="${block}" fill="${INK.red}"/>`,
    ),
    drawn(
      'arrow-left',
      'Arrow left',
      ['direction', 'back', 'previous'],
      W,
      rotate(180, `<path {C} d="${block}" fill="${INK.red}"/>`),
    ),
    drawn(
      'arrow-up',
      'Arrow up',
      ['direction', 'top'],
      [160, 300],
      `<path {C} d="M55 295 V120 H10 L80 5 L150 120 H105 V295 Z" fill="${INK.blue}"/>`,
    ),
    drawn(
      'arrow-down',
      'Arrow down',
      ['direction', 'bottom'],
      [160, 300],
      `<path {C} d="M55 5 V180 H10 L80 295 L150 180 H105 V5 Z" fill="${INK.blue}"/>`,
    ),
    drawn(
      'arrow-double',
      'Double arrow',
      ['both ways', 'exchange', 'left right'],
      W,
      `<path {C} d="M5 80 L80 10 V55 H220 V10 L295 80 L220 150 V105 H80 V150 Z" fill="${INK.green}"/>`,
    ),
    drawn(
      'arrow-chevron',
      'Chevron',
      ['chevron', 'next', 'angle'],
      [160, 200],
      `<path {C} d="M10 10 H70 L150 100 L70 190 H10 L90 100 Z" fill="${INK.orange}"/>`,
    ),
    drawn(
      'arrow-double-chevron',
      'Double chevron',
      ['fast forward', 'chevrons'],
      [260, 200],
      `<path {C} d="M10 10 H70 L150 100 L70 190 H10 L90 100 Z" fill="${INK.orange}"/><path {C} d="M110 10 H170 L250 100 L170 190 H110 L190 100 Z" fill="${INK.gold}"/>`,
    ),
    drawn(
      'arrow-thin',
      'Thin arrow',
      ['line arrow', 'pointer'],
      [300, 60],
      `<line {C} x1="10" y1="30" x2="280" y2="30" stroke="${INK.black}" stroke-width="5"/><path {C} d="M250 8 L290 30 L250 52 Z" fill="${INK.black}"/>`,
    ),
    drawn(
      'arrow-curved',
      'Curved arrow',
      ['curve', 'bend', 'turn'],
      [300, 200],
      `<path {C} d="M20 180 Q40 40 230 60" stroke="${INK.navy}" stroke-width="14" fill="none" stroke-linecap="round"/><path {C} d="M215 20 L290 62 L222 108 Z" fill="${INK.navy}"/>`,
    ),
    drawn(
      'arrow-u-turn',
      'U-turn arrow',
      ['return', 'back', 'undo'],
      [240, 240],
      `<path {C} d="M190 230 V100 A70 70 0 0 0 50 100 V150" stroke="${INK.purple}" stroke-width="20" fill="none"/><path {C} d="M10 140 L50 220 L90 140 Z" fill="${INK.purple}"/>`,
    ),
    drawn(
      'arrow-circular',
      'Circular arrow',
      ['refresh', 'cycle', 'recycle', 'repeat'],
      [220, 220],
      `<path {C} d="M190 110 A80 80 0 1 1 150 40" stroke="${INK.green}" stroke-width="18" fill="none"/><path {C} d="M120 5 L195 30 L140 85 Z" fill="${INK.green}"/>`,
    ),
    drawn(
      'arrow-bent',
      'Bent arrow',
      ['turn right', 'corner', 'direction'],
      [260, 240],
      `<path {C} d="M40 235 V100 H170" stroke="${INK.red}" stroke-width="30" fill="none"/><path {C} d="M160 40 L255 100 L160 160 Z" fill="${INK.red}"/>`,
    ),
    drawn(
      'arrow-notched',
      'Notched arrow',
      ['process', 'step', 'chevron'],
      W,
      `<path {C} d="M5 10 H220 L295 80 L220 150 H5 L70 80 Z" fill="${INK.blue}"/>`,
    ),
    drawn(
      'arrow-pointer-circle',
      'Arrow in a circle',
      ['button', 'go', 'next'],
      [200, 200],
      `<circle {C} cx="100" cy="100" r="95" fill="${INK.navy}"/><path {C} d="M55 90 H115 V60 L155 100 L115 140 V110 H55 Z" fill="${INK.white}"/>`,
    ),
  ],
};
