/**
 * How many items the header spills to More beyond its width rules (src/domain/layout/
 * headerLayout, SPILL_ORDER): the rules were measured for English and no chat, so the header
 * watches the product's name on screen and, while it is cut to under MIN_PRODUCT_NAME_PX, moves
 * one more item to More — before paint, so the row never shows over-full. A new window width
 * starts again from the rules.
 */
import type { RefObject } from 'react';
import { useLayoutEffect, useState } from 'react';
import { MIN_PRODUCT_NAME_PX, spillLeft } from '../../domain/layout/headerLayout';

export function useHeaderSpill(header: RefObject<HTMLElement | null>, widthPx: number): number {
  const [state, setState] = useState({ widthPx, spill: 0 });
  const spill = state.widthPx === widthPx ? state.spill : 0;

  useLayoutEffect(() => {
    const root = header.current;
    if (!root || spillLeft(widthPx, spill) === 0) return;
    const check = () => {
      const name = root.querySelector<HTMLElement>('[data-testid="product-name"]');
      // +1: sub-pixel widths round differently in scrollWidth and clientWidth.
      if (!name || name.scrollWidth <= name.clientWidth + 1) return;
      if (name.clientWidth >= MIN_PRODUCT_NAME_PX) return;
      setState({ widthPx, spill: spill + 1 });
    };
    check();
    // The name narrows without the header re-rendering: a chat button or a translation arrives.
    const observer = new ResizeObserver(check);
    const info = root.querySelector('[data-testid="product-info"]');
    if (info) observer.observe(info);
    return () => observer.disconnect();
  }, [header, widthPx, spill]);

  return spill;
}
