import { describe, expect, it } from 'vitest';
import { HEADER_ITEMS, headerItemsAt, headerPlace, spillLeft } from './headerLayout';

describe('header layout', () => {
  it.each([
    [1440, 'export', 'row'],
    [1440, 'history', 'row'],
    [1200, 'export', 'overflow'],
    [1200, 'history', 'row'],
    [1200, 'save', 'overflow'],
    [1400, 'save', 'row'],
    [1090, 'history', 'editorBar'],
    [1090, 'sides', 'editorBar'],
    [1090, 'quantity', 'row'],
    [700, 'quantity', 'overflow'],
    [691, 'cart', 'row'],
    [690, 'cart', 'overflow'],
    [390, 'user', 'overflow'],
    [691, 'logo', 'row'],
    [390, 'logo', 'overflow'],
    [320, 'addToCart', 'row'],
    [320, 'price', 'row'],
    [320, 'productInfo', 'row'],
  ] as const)('at %d px %s goes to the %s', (width, item, place) => {
    expect(headerPlace(item, width)).toBe(place);
  });

  it('keeps Add To Cart, the price and the product in the row at every width', () => {
    for (let w = 0; w <= 2000; w += 10) {
      expect(headerItemsAt('row', w)).toEqual(
        expect.arrayContaining(['productInfo', 'price', 'addToCart']),
      );
    }
  });

  it('puts every item in exactly one place, so none is lost or shown twice', () => {
    for (const w of [320, 390, 700, 900, 1200, 1440]) {
      const all = [
        ...headerItemsAt('row', w),
        ...headerItemsAt('overflow', w),
        ...headerItemsAt('editorBar', w),
      ];
      expect([...all].sort()).toEqual([...HEADER_ITEMS].sort());
    }
  });

  it.each([
    [1440, 0, 'theme', 'row'],
    [1440, 1, 'theme', 'overflow'],
    [1440, 1, 'export', 'row'],
    [1440, 4, 'save', 'overflow'],
    [1440, 4, 'tutorial', 'row'],
    [1440, 6, 'chat', 'overflow'],
    // At 1200 px theme, print files, Reset, Save, tutorial and chat are in More already: the
    // first spill is the quantity.
    [1200, 1, 'quantity', 'overflow'],
    [1200, 1, 'cart', 'row'],
    [390, 1, 'addToCart', 'row'],
  ] as const)('at %d px with %d spilled, %s goes to the %s', (width, spill, item, place) => {
    expect(headerPlace(item, width, spill)).toBe(place);
  });

  it('never spills Add To Cart, the price or the product, and counts what can still spill', () => {
    for (const w of [320, 700, 1200, 1440]) {
      const all = spillLeft(w, 0);
      expect(spillLeft(w, all)).toBe(0);
      expect(headerItemsAt('row', w, all + 5)).toEqual(
        expect.arrayContaining(['productInfo', 'price', 'addToCart']),
      );
      expect(headerItemsAt('overflow', w, all).length).toBe(
        headerItemsAt('overflow', w).length + all,
      );
    }
  });
});
