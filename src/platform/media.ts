/** Subscribes to a media query; returns the unsubscribe function. */
export function watchMedia(query: string, onChange: (matches: boolean) => void): () => void {
  const mql = window.matchMedia(query);
  const listener = (e: MediaQueryListEvent) => onChange(e.matches);
  mql.addEventListener('change', listener);
  return () => mql.removeEventListener('change', listener);
}

export function matchesMedia(query: string): boolean {
  return window.matchMedia(query).matches;
}
