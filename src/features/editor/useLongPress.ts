/**
 * Where the context menu opens: a right-click, or on touch screens a finger held still for
 * 500 ms (EDITOR_TUNABLES.contextMenu) on `target`.
 */
import { useEffect } from 'react';
import { EDITOR_TUNABLES } from '../../domain/editor/tunables';

const { longPressMs, longPressSlopPx } = EDITOR_TUNABLES.contextMenu;

export function useContextMenuTrigger(
  target: React.RefObject<HTMLElement | null>,
  open: (clientX: number, clientY: number) => void,
): void {
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    let press: { x: number; y: number; timer: ReturnType<typeof setTimeout> } | null = null;
    const cancel = () => {
      if (press) clearTimeout(press.timer);
      press = null;
    };
    const onContextMenu = (e: MouseEvent) => {
      e.preventDefault();
      cancel();
      open(e.clientX, e.clientY);
    };
    const onPointerDown = (e: PointerEvent) => {
      cancel();
      if (e.pointerType !== 'touch' || !e.isPrimary) return;
      const { clientX: x, clientY: y } = e;
      press = { x, y, timer: setTimeout(() => ((press = null), open(x, y)), longPressMs) };
    };
    const onPointerMove = (e: PointerEvent) => {
      if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > longPressSlopPx) cancel();
    };
    // Capture: Fabric stops the event's propagation on its own canvas (stopContextMenu).
    el.addEventListener('contextmenu', onContextMenu, true);
    el.addEventListener('pointerdown', onPointerDown, true);
    el.addEventListener('pointermove', onPointerMove, true);
    el.addEventListener('pointerup', cancel, true);
    el.addEventListener('pointercancel', cancel, true);
    return () => {
      cancel();
      el.removeEventListener('contextmenu', onContextMenu, true);
      el.removeEventListener('pointerdown', onPointerDown, true);
      el.removeEventListener('pointermove', onPointerMove, true);
      el.removeEventListener('pointerup', cancel, true);
      el.removeEventListener('pointercancel', cancel, true);
    };
  }, [target, open]);
}
