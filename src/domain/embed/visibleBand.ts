/**
 * The band of the iframe the shopper sees, CSS px of the frame, from the storefront's visual
 * viewport (passed in by the SDK: an iOS iframe cannot read it). `frameTop` is the frame's top
 * edge in the parent's visual viewport: negative once the page scrolled past it.
 */
import type { ParentViewport } from './inboundMessages';

export function visibleBand(v: Pick<ParentViewport, 'height' | 'frameTop'>): {
  top: number;
  height: number;
} {
  const top = Math.max(0, -v.frameTop);
  const height = Math.max(0, v.height - Math.max(0, v.frameTop));
  return { top, height };
}
