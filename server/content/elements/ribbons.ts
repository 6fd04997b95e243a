/** Ribbons and banners: shapes to put a headline on. */
import type { CategoryDef } from '../items';
import { INK } from '../svgParts';
import { drawn } from './define';

const R: [number, number] = [400, 120];

export const RIBBONS: CategoryDef = {
  name: 'Ribbons & Banners',
  items: [
    drawn(
      'ribbon-straight',
      'Ribbon',
      ['banner', 'title', 'headline'],
      R,
      `<path {C} d="M5 35 H60 V100 H5 L25 67 Z" fill="${INK.navy}"/><path {C} d="M395 35 H340 V100 H395 L375 67 Z" fill="${INK.navy}"/><rect {C} x="40" y="15" width="320" height="70" fill="${INK.red}"/>`,
    ),
    drawn(
      'ribbon-forked',
      'Forked ribbon',
      ['banner', 'swallowtail'],
      R,
      `<path {C} d="M5 20 H395 L370 60 L395 100 H5 L30 60 Z" fill="${INK.blue}"/>`,
    ),
    drawn(
      'ribbon-curved',
      'Curved ribbon',
      ['arched', 'banner', 'vintage'],
      [400, 160],
      `<path {C} d="M10 80 Q200 -10 390 80 L370 120 Q200 40 30 120 Z" fill="${INK.red}"/><path {C} d="M10 80 L30 120 L0 135 L5 95 Z" fill="${INK.navy}"/><path {C} d="M390 80 L370 120 L400 135 L395 95 Z" fill="${INK.navy}"/>`,
    ),
    drawn(
      'ribbon-folded',
      'Folded banner',
      ['banner', '3d', 'fold'],
      [400, 140],
      `<path {C} d="M5 50 H70 V125 H5 L28 88 Z" fill="${INK.green}"/><path {C} d="M395 50 H330 V125 H395 L372 88 Z" fill="${INK.green}"/><path {C} d="M50 105 L70 125 V105 Z M350 105 L330 125 V105 Z" fill="${INK.black}" opacity="0.45"/><rect {C} x="50" y="15" width="300" height="90" fill="${INK.gold}"/>`,
    ),
    drawn(
      'ribbon-flag',
      'Flag banner',
      ['flag', 'tag', 'label'],
      [400, 110],
      `<path {C} d="M5 5 H395 L360 55 L395 105 H5 Z" fill="${INK.orange}"/>`,
    ),
    drawn(
      'ribbon-arrow',
      'Arrow banner',
      ['direction', 'sign', 'label'],
      [400, 110],
      `<path {C} d="M5 5 H340 L395 55 L340 105 H5 Z" fill="${INK.purple}"/>`,
    ),
    drawn(
      'ribbon-corner',
      'Corner ribbon',
      ['corner', 'new', 'sale'],
      [200, 200],
      `<path {C} d="M0 70 L70 0 H130 L0 130 Z" fill="${INK.red}"/>`,
    ),
    drawn(
      'ribbon-bookmark',
      'Bookmark',
      ['tab', 'saved', 'ribbon'],
      [120, 220],
      `<path {C} d="M5 5 H115 V215 L60 170 L5 215 Z" fill="${INK.blue}"/>`,
    ),
    drawn(
      'ribbon-scroll',
      'Scroll',
      ['parchment', 'vintage', 'banner'],
      [400, 150],
      `<rect {C} x="40" y="25" width="320" height="100" fill="${INK.gold}"/><path {C} d="M40 25 A20 20 0 0 0 40 65 H60 V25 Z M360 125 A20 20 0 0 0 360 85 H340 V125 Z" fill="${INK.orange}"/>`,
    ),
    drawn(
      'ribbon-pennant',
      'Pennant',
      ['flag', 'team', 'sport'],
      [300, 140],
      `<path {C} d="M5 5 L295 70 L5 135 Z" fill="${INK.red}"/><rect {C} x="5" y="5" width="20" height="130" fill="${INK.navy}"/>`,
    ),
    drawn(
      'ribbon-bunting',
      'Bunting',
      ['party', 'celebration', 'flags', 'garland'],
      [400, 130],
      `<path {C} d="M5 10 Q200 40 395 10" stroke="${INK.grey}" stroke-width="3" fill="none"/>` +
        [0, 1, 2, 3, 4, 5]
          .map(
            (i) =>
              `<polygon {C} points="${20 + i * 62},${16 + (i === 0 || i === 5 ? 0 : 8)} ${72 + i * 62},${20 + (i === 0 || i === 5 ? 2 : 10)} ${46 + i * 62},${100 + 8}" fill="${[INK.red, INK.gold, INK.green, INK.blue, INK.purple, INK.orange][i]}"/>`,
          )
          .join(''),
    ),
    drawn(
      'ribbon-tape',
      'Tape label',
      ['tape', 'sticker', 'note'],
      [400, 110],
      `<path {C} d="M10 15 L390 5 L380 30 L395 55 L385 80 L392 105 L15 100 L5 75 L14 50 L4 28 Z" fill="${INK.pink}" opacity="0.9"/>`,
    ),
  ],
};
