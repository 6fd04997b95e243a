/**
 * Icon elements from Tabler Icons (MIT), read from the installed package at seed time: each
 * icon's shapes get an explicit colour (outline icons a 2-unit round stroke, filled icons a fill,
 * instead of `currentColor`) and a `changeable-color` id, so the editor's layer colour pickers
 * recolour them. Tags are the set's own (icons.json) plus the category.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CategoryDef, ElementDef } from '../items';
import { tablerLicence } from '../licences';
import { contentSvg, INK } from '../svgParts';
import { ICON_CATEGORIES } from './iconList';

const require = createRequire(import.meta.url);
const SHAPE = /<(path|circle|rect|line|polyline|polygon|ellipse)\b([^>]*?)\s*\/>/g;
/** Tabler's invisible 24 × 24 box that every icon starts with. */
const BOUNDING_BOX = /d="M0 0h24v24H0z"/;

interface IconMeta {
  tags?: string[];
  category?: string;
}

function iconsFolder(): string {
  return path.join(path.dirname(require.resolve('@tabler/icons/package.json')), 'icons');
}

/** The icon's shapes with our colour and ids; throws when the package lacks it. */
export function iconBody(style: 'outline' | 'filled', name: string, colour: string): string {
  const source = readFileSync(path.join(iconsFolder(), style, `${name}.svg`), 'utf8');
  const stroke = `stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
  const shapes = [...source.matchAll(SHAPE)]
    .filter((m) => !BOUNDING_BOX.test(m[2]!))
    .map((m) => {
      const attrs = m[2]!;
      // A dot in an outline icon is filled (`fill="currentColor"`) as well as stroked.
      const filled = style === 'filled' || /fill="currentColor"/.test(attrs);
      const own = attrs.replace(/\s(fill|stroke)="[^"]*"/g, '').trim();
      const paint =
        style === 'filled' ? `fill="${colour}"` : `fill="${filled ? colour : 'none'}" ${stroke}`;
      return `<${m[1]} {C} ${own} ${paint}/>`;
    });
  if (shapes.length === 0) throw new Error(`Tabler icon ${style}/${name} has no shapes`);
  return shapes.join('');
}

/** "ball-football" -> "Ball football". */
function title(name: string): string {
  const words = name.replace(/-\d+$/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const COLOURS = [INK.navy, INK.red, INK.green, INK.blue, INK.purple, INK.orange, INK.black];

/** Every chosen icon, by category. */
export function iconCategories(): CategoryDef[] {
  const meta = JSON.parse(
    readFileSync(require.resolve('@tabler/icons/icons.json'), 'utf8'),
  ) as Record<string, IconMeta>;
  const licence = tablerLicence();
  return ICON_CATEGORIES.map((category, c) => ({
    name: category.name,
    items: category.icons.map((entry): ElementDef => {
      const filled = entry.startsWith('filled:');
      const name = filled ? entry.slice('filled:'.length) : entry;
      const style = filled ? 'filled' : 'outline';
      const label = filled ? `${title(name)} (filled)` : title(name);
      const tags = [...new Set([...(meta[name]?.tags ?? []), category.name.toLowerCase(), 'icon'])];
      return {
        slug: `icon-${style}-${name}`,
        name: label,
        tags,
        svg: contentSvg(label, 24, 24, iconBody(style, name, COLOURS[c % COLOURS.length]!)),
        licence,
      };
    }),
  }));
}
