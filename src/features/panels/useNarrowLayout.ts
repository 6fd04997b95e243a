/** True under the small-PC breakpoint (1091 px), where the menu is horizontal. */
import { useSyncExternalStore } from 'react';
import { TUNABLES } from '../../domain/tunables';
import { matchesMedia, watchMedia } from '../../platform/media';

const QUERY = `(max-width: ${TUNABLES.layout.smallPcBreakpointPx - 1}px)`;

export function useNarrowLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => watchMedia(QUERY, onChange),
    () => matchesMedia(QUERY),
    () => false,
  );
}
