/**
 * Focus that was in the panel goes back to the menu item that opened it when the panel closes
 * (Escape, its close button, a product chosen): removing the focused element would otherwise
 * drop a keyboard user at the top of the page.
 */
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { PanelId } from '../../domain/panels';

export function useReturnFocus(active: PanelId, panel: RefObject<HTMLElement | null>) {
  const shown = useRef<PanelId>(PanelId.Closed);
  const focusedInside = useRef(false);

  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      focusedInside.current = Boolean(panel.current?.contains(e.target as Node));
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [panel]);

  useEffect(() => {
    const closed = shown.current;
    shown.current = active;
    if (closed === PanelId.Closed || closed === active || !focusedInside.current) return;
    focusedInside.current = false;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!lost) return;
    document.querySelector<HTMLElement>(`.side-menu-item[data-panel-id="${closed}"]`)?.focus();
  }, [active]);
}
