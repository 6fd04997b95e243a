/**
 * How many items the header spills to More beyond its width rules (src/domain/layout/
 * headerLayout, SPILL_ORDER). The header watches the product's name on screen: while it is cut to
 * under MIN_PRODUCT_NAME_PX, one more item goes to More; when the name has room again for the
 * last spilled item (the width its spill gave back, measured, plus a margin so it cannot swing to
 * and fro), that item comes back. Checks wait for the layout to settle (SETTLE_MS), so a moment's
 * squeeze (a price being fetched, a panel opening) spills nothing; the name is only cut meanwhile.
 * A new window width starts again from the rules.
 */
import type { RefObject } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MIN_PRODUCT_NAME_PX, spillLeft } from '../../domain/layout/headerLayout';

/** Quiet time (ms) after the name's box last changed before the header decides. */
const SETTLE_MS = 120;
/** Room (CSS px) beyond the give-back before a spilled item returns. */
const RETURN_MARGIN_PX = 24;

interface Spill {
  widthPx: number;
  /** Per spilled item, the px its spill gave the name (measured once it applied). */
  freed: number[];
}

export function useHeaderSpill(header: RefObject<HTMLElement | null>, widthPx: number): number {
  const [state, setState] = useState<Spill>({ widthPx, freed: [] });
  const freed = useMemo(() => (state.widthPx === widthPx ? state.freed : []), [state, widthPx]);
  const spill = freed.length;
  // The name's width just before the latest spill: what it gave back is measured after it.
  const before = useRef<number | null>(null);

  useEffect(() => {
    const root = header.current;
    if (!root) return;
    const decide = () => {
      const name = root.querySelector<HTMLElement>('[data-testid="product-name"]');
      if (!name) return;
      const width = name.clientWidth;
      let known = freed;
      if (before.current !== null && spill > 0) {
        known = [...freed.slice(0, -1), Math.max(0, width - before.current)];
        before.current = null;
      }
      // +1: sub-pixel widths round differently in scrollWidth and clientWidth.
      const cut = name.scrollWidth > width + 1;
      if (cut && width < MIN_PRODUCT_NAME_PX && spillLeft(widthPx, spill) > 0) {
        before.current = width;
        setState({ widthPx, freed: [...known, 0] });
      } else if (
        !cut &&
        spill > 0 &&
        width >= MIN_PRODUCT_NAME_PX + known[spill - 1]! + RETURN_MARGIN_PX
      )
        setState({ widthPx, freed: known.slice(0, -1) });
      else if (known !== freed) setState({ widthPx, freed: known });
    };
    let timer = setTimeout(decide, SETTLE_MS);
    // The name's box changes without the header re-rendering: a chat button, a translation.
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(decide, SETTLE_MS);
    });
    const info = root.querySelector('[data-testid="product-info"]');
    if (info) observer.observe(info);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [header, widthPx, spill, freed]);

  return spill;
}
