/**
 * A stepper held down repeats its step (spec canvas §5: by 1 every 60 ms): once on press, then
 * every `intervalMs` after a short pause, until released or left.
 */
import { useEffect, useRef } from 'react';

/** Wait before repeating starts, ms (a click steps once). */
const REPEAT_DELAY_MS = 400;

export function useHeldRepeat(step: () => void, intervalMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(step);
  latest.current = step;
  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  const start = () => {
    stop();
    latest.current();
    const again = () => {
      latest.current();
      timer.current = setTimeout(again, intervalMs);
    };
    timer.current = setTimeout(again, REPEAT_DELAY_MS);
  };
  return {
    onPointerDown: (e: React.PointerEvent) => {
      if (e.button !== 0) return;
      e.preventDefault(); // keep the focus where it is
      start();
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    // Keyboard: Enter / Space press the button once.
    onClick: (e: React.MouseEvent) => {
      if (e.detail === 0) latest.current();
    },
  };
}
