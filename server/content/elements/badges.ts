/** Badges, seals and labels (two or three recolourable parts each). */
import type { CategoryDef } from '../items';
import { INK, polygonPoints } from '../svgParts';
import { drawn } from './define';

const S: [number, number] = [200, 200];
const burst = (points: number, inner: number, fill: string) =>
  `<polygon {C} points="${polygonPoints(100, 100, points, 96, inner)}" fill="${fill}"/>`;

export const BADGES: CategoryDef = {
  name: 'Badges',
  items: [
    drawn(
      'badge-starburst-12',
      'Starburst',
      ['sale', 'seal', 'burst', 'new'],
      S,
      burst(12, 72, INK.red) +
        `<circle {C} cx="100" cy="100" r="60" fill="none" stroke="${INK.white}" stroke-width="3"/>`,
    ),
    drawn(
      'badge-starburst-16',
      'Sale burst',
      ['sale', 'offer', 'price', 'burst'],
      S,
      burst(16, 80, INK.orange),
    ),
    drawn(
      'badge-starburst-24',
      'Seal',
      ['seal', 'certified', 'quality', 'guarantee'],
      S,
      burst(24, 86, INK.gold) + `<circle {C} cx="100" cy="100" r="70" fill="${INK.navy}"/>`,
    ),
    drawn(
      'badge-circle',
      'Circle badge',
      ['round', 'label', 'sticker'],
      S,
      `<circle {C} cx="100" cy="100" r="95" fill="${INK.navy}"/><circle {C} cx="100" cy="100" r="80" fill="none" stroke="${INK.gold}" stroke-width="4"/>`,
    ),
    drawn(
      'badge-double-ring',
      'Double ring badge',
      ['stamp', 'round', 'emblem'],
      S,
      `<circle {C} cx="100" cy="100" r="92" fill="none" stroke="${INK.red}" stroke-width="8"/><circle {C} cx="100" cy="100" r="70" fill="none" stroke="${INK.red}" stroke-width="3"/>`,
    ),
    drawn(
      'badge-shield',
      'Shield',
      ['crest', 'security', 'emblem', 'team'],
      [180, 210],
      `<path {C} d="M90 5 L175 35 V95 C175 150 135 190 90 205 C45 190 5 150 5 95 V35 Z" fill="${INK.blue}"/><path {C} d="M90 25 L155 48 V95 C155 138 125 170 90 183 C55 170 25 138 25 95 V48 Z" fill="none" stroke="${INK.white}" stroke-width="4"/>`,
    ),
    drawn(
      'badge-rosette',
      'Rosette',
      ['award', 'prize', 'winner', 'first place'],
      [200, 260],
      `<path {C} d="M60 140 L30 255 L70 230 L95 258 L110 150 Z" fill="${INK.blue}"/><path {C} d="M140 140 L170 255 L130 230 L105 258 L90 150 Z" fill="${INK.blue}"/>${burst(20, 84, INK.gold).replace('100,', '100,')}<circle {C} cx="100" cy="100" r="62" fill="${INK.white}"/>`,
    ),
    drawn(
      'badge-hexagon',
      'Hexagon badge',
      ['emblem', 'label'],
      S,
      `<polygon {C} points="${polygonPoints(100, 100, 6, 95)}" fill="${INK.green}"/><polygon {C} points="${polygonPoints(100, 100, 6, 78)}" fill="none" stroke="${INK.white}" stroke-width="4"/>`,
    ),
    drawn(
      'badge-price-tag',
      'Price tag',
      ['tag', 'sale', 'label', 'price'],
      [300, 160],
      `<path {C} d="M60 5 H280 A15 15 0 0 1 295 20 V140 A15 15 0 0 1 280 155 H60 L5 80 Z" fill="${INK.orange}"/><circle {C} cx="60" cy="80" r="12" fill="${INK.white}"/>`,
    ),
    drawn(
      'badge-label',
      'Label',
      ['name tag', 'plate'],
      [300, 160],
      `<rect {C} x="5" y="5" width="290" height="150" rx="20" fill="${INK.purple}"/><rect {C} x="18" y="18" width="264" height="124" rx="12" fill="none" stroke="${INK.white}" stroke-width="3"/>`,
    ),
    drawn(
      'badge-scalloped-circle',
      'Scalloped circle',
      ['flower', 'sticker', 'seal'],
      S,
      `<polygon {C} points="${polygonPoints(100, 100, 30, 96, 90)}" fill="${INK.pink}" stroke="${INK.pink}" stroke-width="6" stroke-linejoin="round"/><circle {C} cx="100" cy="100" r="66" fill="${INK.white}"/>`,
    ),
    drawn(
      'badge-check',
      'Check badge',
      ['verified', 'approved', 'done'],
      S,
      burst(12, 82, INK.green) +
        `<path {C} d="M60 102 L88 130 L142 72" fill="none" stroke="${INK.white}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
  ],
};
