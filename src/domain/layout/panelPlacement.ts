/**
 * Where the open panel goes (issue 21): beside the workspace on the desktop layout; a bottom
 * sheet on the mobile layout (under the small-PC breakpoint); and, on a phone held in landscape
 * (mobile layout, wider than tall, at most 500 px tall), beside the workspace again with the
 * menu as a column — a bottom sheet there would leave the artboard a strip of some 50 px.
 */
import type { Size } from '../artboard';

/** Tallest screen, CSS px, that counts as a phone in landscape (844 × 390, 932 × 430 …). */
export const SHORT_LANDSCAPE_MAX_HEIGHT_PX = 500;

export type PanelPlacement = 'side' | 'sheet' | 'landscape';

/** The placement for a window of `viewport` CSS px; `smallPcBreakpointPx` from the tunables. */
export function panelPlacement(viewport: Size, smallPcBreakpointPx: number): PanelPlacement {
  if (viewport.width >= smallPcBreakpointPx) return 'side';
  const landscape = viewport.width > viewport.height;
  return landscape && viewport.height <= SHORT_LANDSCAPE_MAX_HEIGHT_PX ? 'landscape' : 'sheet';
}

/** The media query that matches `panelPlacement(…) === 'landscape'`. */
export function shortLandscapeQuery(smallPcBreakpointPx: number): string {
  return (
    `(max-width: ${smallPcBreakpointPx - 1}px) and (orientation: landscape) and ` +
    `(max-height: ${SHORT_LANDSCAPE_MAX_HEIGHT_PX}px)`
  );
}
