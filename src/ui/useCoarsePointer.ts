/**
 * True on a touch screen without a fine pointer (a phone, a tablet): hints that speak of keys
 * (Space, Ctrl+V) or a mouse give their touch wording there (issue 21).
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse) and (not (any-pointer: fine))';

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
