/**
 * The part of the artboard the canvas element covers. At high zooms the displayed artboard is
 * far larger than the workspace (a 4 × 8 ft banner at 100 % is 9216 × 4608 px, 42 MP); the
 * canvas covers only what can be seen plus a margin, so a render draws and rasterises that
 * much, and the page scrolls over the rest without drawing until the view leaves the margin.
 * All sizes in displayed (CSS) px, from the artboard's top-left corner.
 */
import type { Size } from '../artboard';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Margin drawn beyond each side of the view, px: scrolling this far needs no redraw. */
export const RENDER_OVERSCAN_PX = 256;

function clampAxis(start: number, length: number, total: number): [number, number] {
  const from = Math.max(0, Math.floor(start));
  const to = Math.min(total, Math.ceil(start + length));
  return to > from ? [from, to - from] : [Math.min(from, Math.max(0, total - 1)), 1];
}

/** `region` cut to the artboard (whole px, at least 1 × 1). */
export function clampRegion(region: Region, displayed: Size): Region {
  const [x, width] = clampAxis(region.x, region.width, displayed.width);
  const [y, height] = clampAxis(region.y, region.height, displayed.height);
  return { x, y, width, height };
}

function contains(outer: Region, inner: Region): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/**
 * The region to draw for the `visible` part of a `displayed` artboard: `current` while it still
 * covers what is visible (and lies inside the artboard), else the visible part with `overscan`
 * on each side, cut to the artboard.
 */
export function renderRegion(
  displayed: Size,
  visible: Region,
  current: Region | null,
  overscan = RENDER_OVERSCAN_PX,
): Region {
  const seen = clampRegion(visible, displayed);
  if (current && contains({ x: 0, y: 0, ...displayed }, current) && contains(current, seen))
    return current;
  return clampRegion(
    {
      x: seen.x - overscan,
      y: seen.y - overscan,
      width: seen.width + 2 * overscan,
      height: seen.height + 2 * overscan,
    },
    displayed,
  );
}
