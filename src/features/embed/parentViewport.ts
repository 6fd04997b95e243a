/**
 * The storefront's visual viewport, passed in by the SDK: an iOS iframe is as tall as its
 * content and cannot read the part of it on screen. The part of the frame the shopper sees
 * (CSS px) becomes `--embed-visible-top` and `--embed-visible-height` on the root element, which
 * the fixed layers (toasts, modals, the design preview) use instead of 100vh.
 */
import type { ParentViewport } from '../../domain/embed';
import { visibleBand } from '../../domain/embed';

export function applyParentViewport(v: ParentViewport): void {
  const { top, height } = visibleBand(v);
  const style = document.documentElement.style;
  style.setProperty('--embed-visible-top', `${top}px`);
  style.setProperty('--embed-visible-height', `${height}px`);
}
