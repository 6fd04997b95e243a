/**
 * True on a phone held in landscape (src/domain/layout/panelPlacement): the menu is a column and
 * the panel sits beside the workspace instead of a bottom sheet.
 */
import { useSyncExternalStore } from 'react';
import { shortLandscapeQuery } from '../../domain/layout/panelPlacement';
import { TUNABLES } from '../../domain/tunables';
import { matchesMedia, watchMedia } from '../../platform/media';

const QUERY = shortLandscapeQuery(TUNABLES.layout.smallPcBreakpointPx);

export function useShortLandscape(): boolean {
  return useSyncExternalStore(
    (onChange) => watchMedia(QUERY, onChange),
    () => matchesMedia(QUERY),
    () => false,
  );
}
