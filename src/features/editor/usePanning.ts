/**
 * Panning the workspace (spec canvas §4): with Space held, a drag scrolls the artboard, only when
 * it is scrollable; on touch screens two fingers pan and pinch-zoom. Space is ignored while a
 * text field has focus.
 */
import { useEffect, useRef, useState } from 'react';
import { isPanKey } from '../../domain/editor/keyboard';
import { keyInputOf } from './keyInput';
import { isScrollable } from './scrollable';
import type { WorkspaceZoom } from './useWorkspaceZoom';

/** Returns whether Space-panning is armed (the workspace shows a grab surface then). */
export function usePanning(
  workspace: React.RefObject<HTMLDivElement | null>,
  zoom: WorkspaceZoom,
): { armed: boolean; onPointerDown(e: React.PointerEvent): void } {
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (!isPanKey(keyInputOf(e))) return;
      const el = workspace.current;
      if (!el || !isScrollable(el)) return;
      e.preventDefault(); // no page scroll
      setArmed(true);
    };
    const up = (e: KeyboardEvent) => {
      if (e.code === 'Space') setArmed(false);
    };
    const blur = () => setArmed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', blur);
    };
  }, [workspace]);

  // Two fingers: pan by the midpoint, pinch by the distance (capture phase, before Fabric). The
  // listeners stay for the component's life; the zoom they read and set is the latest one.
  const latest = useRef(zoom);
  latest.current = zoom;
  useEffect(() => {
    const el = workspace.current;
    if (!el) return;
    let start: { mid: { x: number; y: number }; distance: number; percent: number } | null = null;
    const read = (t: TouchList) => {
      const a = t[0]!;
      const b = t[1]!;
      const rect = el.getBoundingClientRect();
      return {
        mid: {
          x: (a.clientX + b.clientX) / 2 - rect.left,
          y: (a.clientY + b.clientY) / 2 - rect.top,
        },
        distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
      };
    };
    const onStart = (e: TouchEvent) => {
      const percent = latest.current.percent;
      if (e.touches.length !== 2 || percent === null) return;
      e.preventDefault();
      e.stopPropagation();
      start = { ...read(e.touches), percent };
    };
    const onMove = (e: TouchEvent) => {
      if (!start || e.touches.length !== 2) return;
      e.preventDefault();
      e.stopPropagation();
      const now = read(e.touches);
      el.scrollLeft -= now.mid.x - start.mid.x;
      el.scrollTop -= now.mid.y - start.mid.y;
      if (start.distance > 0)
        latest.current.zoomTo(start.percent * (now.distance / start.distance), now.mid);
      start = { ...start, mid: now.mid };
    };
    const onEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) start = null;
    };
    el.addEventListener('touchstart', onStart, { capture: true, passive: false });
    el.addEventListener('touchmove', onMove, { capture: true, passive: false });
    el.addEventListener('touchend', onEnd, { capture: true });
    return () => {
      el.removeEventListener('touchstart', onStart, { capture: true });
      el.removeEventListener('touchmove', onMove, { capture: true });
      el.removeEventListener('touchend', onEnd, { capture: true });
    };
  }, [workspace]);

  const onPointerDown = (e: React.PointerEvent) => {
    const el = workspace.current;
    if (!el) return;
    e.preventDefault();
    let last = { x: e.clientX, y: e.clientY };
    const move = (m: PointerEvent) => {
      el.scrollLeft -= m.clientX - last.x;
      el.scrollTop -= m.clientY - last.y;
      last = { x: m.clientX, y: m.clientY };
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return { armed, onPointerDown };
}
