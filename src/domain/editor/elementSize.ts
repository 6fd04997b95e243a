/**
 * How large a new content element is placed (Elements panel): its longer side a third of the
 * smaller side in view — large enough to grab on a phone, small enough to leave room around it
 * — never larger than the artboard's smaller side, never under 24 px on screen.
 */
import type { Size } from '../artboard';

/** Share of the smaller side in view a new element's longer side takes. */
export const NEW_ELEMENT_VIEW_SHARE = 1 / 3;
/** Smallest longer side of a new element, screen px (about a fingertip). */
export const MIN_NEW_ELEMENT_SCREEN_PX = 24;

/** The scale (artboard px per SVG unit) of an element of `element` units placed in `view`. */
export function newElementScale(element: Size, view: Size, artboard: Size, zoom: number): number {
  const longer = Math.max(element.width, element.height);
  if (!(longer > 0)) return 1;
  const wanted = Math.min(view.width, view.height) * NEW_ELEMENT_VIEW_SHARE;
  const floor = MIN_NEW_ELEMENT_SCREEN_PX / (zoom > 0 ? zoom : 1);
  const ceiling = Math.min(artboard.width, artboard.height);
  return Math.min(Math.max(wanted, floor), ceiling) / longer;
}
