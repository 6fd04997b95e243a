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

/** Where `item` goes at `widthPx` (CSS px of the window). */
export function headerPlace(item: HeaderItem, widthPx: number): HeaderPlace {
  const rule =
    HEADER_RULES.find((r) => widthPx >= r.minWidthPx) ?? HEADER_RULES[HEADER_RULES.length - 1];
  if (rule?.overflow.includes(item)) return 'overflow';
  if (rule?.editorBar.includes(item)) return 'editorBar';
  return 'row';
}

/** The items at `place` for `widthPx`, in the header's order. */
export function headerItemsAt(place: HeaderPlace, widthPx: number): HeaderItem[] {
  return HEADER_ITEMS.filter((item) => headerPlace(item, widthPx) === place);
}
