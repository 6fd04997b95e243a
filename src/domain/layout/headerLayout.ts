/**
 * Where each of the header's controls goes at a window width (spec shell §2, §9; issue 21): in
 * the header's one row, in its overflow menu ("More"), or in the bar under the canvas. The header
 * never takes more than one row: what does not fit a width goes to the overflow menu; on the
 * mobile layout (under the small-PC breakpoint, 1091 px) undo/redo and the double-sided tools sit
 * in the bar under the canvas, beside zoom, where a thumb reaches them.
 */

/** The header's controls, in the order the row shows them. */
export const HEADER_ITEMS = [
  'logo',
  'productInfo',
  'history',
  'reset',
  'sides',
  'quantity',
  'price',
  'export',
  'save',
  'cart',
  'addToCart',
  'tutorial',
  'chat',
  'theme',
  'user',
] as const;

export type HeaderItem = (typeof HEADER_ITEMS)[number];

export type HeaderPlace = 'row' | 'overflow' | 'editorBar';

/**
 * From the widest down: at `minWidthPx` and above (CSS px) the listed items leave the row. The
 * first rule whose minimum the width reaches applies. Widths were measured with the longest
 * English labels and a double-sided product (Flip to back, Duplicate design).
 */
export const HEADER_RULES: readonly {
  minWidthPx: number;
  overflow: readonly HeaderItem[];
  editorBar: readonly HeaderItem[];
}[] = [
  // Desktop, wide: everything in the one row.
  { minWidthPx: 1400, overflow: [], editorBar: [] },
  // Desktop: print files, Save, Start over, theme, the tour and chat buttons go to More.
  {
    minWidthPx: 1091,
    overflow: ['export', 'theme', 'tutorial', 'chat', 'reset', 'save'],
    editorBar: [],
  },
  // Tablet (mobile layout): editing tools under the canvas, secondary actions to More.
  {
    minWidthPx: 768,
    overflow: ['export', 'theme', 'tutorial', 'chat', 'reset', 'save'],
    editorBar: ['history', 'sides'],
  },
  // Under the product-info breakpoint (691 px) the buying controls share the row with the name.
  {
    minWidthPx: 691,
    overflow: ['export', 'theme', 'tutorial', 'chat', 'reset', 'save', 'quantity'],
    editorBar: ['history', 'sides'],
  },
  // Phones (every width from 320 px): name and size, price, Add To Cart and More — the logo
  // link goes to More too, so the product's name is never cut.
  {
    minWidthPx: 0,
    overflow: [
      'logo',
      'export',
      'theme',
      'tutorial',
      'chat',
      'reset',
      'save',
      'quantity',
      'cart',
      'user',
    ],
    editorBar: ['history', 'sides'],
  },
];

/**
 * What leaves the row first when the rules' widths are not enough for what is really there: a
 * configured chat, a long translation, a long product name. The rules were measured for English
 * and no chat; the header measures the product's name on screen and spills one more item at a
 * time (`spill`) until the name has room. Add To Cart, the price and the product never spill.
 */
export const SPILL_ORDER: readonly HeaderItem[] = [
  // The least used on a desktop first; the tutorial and the chat are how a new shopper gets
  // help, so they stay while the print files and the Save and Reset menus can go.
  'theme',
  'export',
  'reset',
  'save',
  'tutorial',
  'chat',
  'quantity',
  'cart',
  'logo',
  'user',
];

/** The product name's least width (CSS px) before the header spills an item to More. */
export const MIN_PRODUCT_NAME_PX = 120;

function rulePlace(item: HeaderItem, widthPx: number): HeaderPlace {
  const rule =
    HEADER_RULES.find((r) => widthPx >= r.minWidthPx) ?? HEADER_RULES[HEADER_RULES.length - 1];
  if (rule?.overflow.includes(item)) return 'overflow';
  if (rule?.editorBar.includes(item)) return 'editorBar';
  return 'row';
}

/**
 * Where `item` goes at `widthPx` (CSS px of the window) when the first `spill` items of
 * SPILL_ORDER still in the row at that width go to More as well.
 */
export function headerPlace(item: HeaderItem, widthPx: number, spill = 0): HeaderPlace {
  const place = rulePlace(item, widthPx);
  if (place !== 'row' || spill <= 0) return place;
  const spilled = SPILL_ORDER.filter((i) => rulePlace(i, widthPx) === 'row').slice(0, spill);
  return spilled.includes(item) ? 'overflow' : 'row';
}

/** How many more items could still spill at `widthPx` after `spill` have. */
export function spillLeft(widthPx: number, spill: number): number {
  return Math.max(0, SPILL_ORDER.filter((i) => rulePlace(i, widthPx) === 'row').length - spill);
}

/** The items at `place` for `widthPx` and `spill`, in the header's order. */
export function headerItemsAt(place: HeaderPlace, widthPx: number, spill = 0): HeaderItem[] {
  return HEADER_ITEMS.filter((item) => headerPlace(item, widthPx, spill) === place);
}
