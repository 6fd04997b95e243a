/** The window's width in CSS px, re-read on resize (layout rules that depend on it). */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    // No window while rendering on a server: the desktop layout.
    () => 1440,
  );
}
