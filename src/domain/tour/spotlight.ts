/**
 * The tour overlay's geometry (spec shell §9): the spotlight is the target's box grown by a
 * 15 px gap and kept 10 px inside the viewport; the tip goes on a side of the spotlight with at
 * least 50 px free, and nowhere beside it when no side has (it then sits over the middle of the
 * screen). The overlay is hidden on screens under 768 × 500. Every length is CSS px.
 */

/** Spotlight gap around the target, px. */
export const SPOTLIGHT_GAP_PX = 15;
/** Space kept between the spotlight and the viewport's edge, px. */
export const SPOTLIGHT_EDGE_MARGIN_PX = 10;
/** Free space a side needs to hold the tip, px. */
export const TIP_MIN_FREE_PX = 50;
/** The smallest screen the tour shows on, px. */
export const TOUR_MIN_VIEWPORT = { width: 768, height: 500 } as const;

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Where the tip goes: beside the spotlight, or centred when no side has room. */
export type TipSide = 'bottom' | 'top' | 'right' | 'left' | 'center';

/** Whether the tour shows on this screen (hidden under 768 wide or 500 high). */
export function tourFits(viewport: Viewport): boolean {
  return viewport.width >= TOUR_MIN_VIEWPORT.width && viewport.height >= TOUR_MIN_VIEWPORT.height;
}

/** The spotlight: the target grown by the gap, clipped to the viewport less the edge margin. */
export function spotlightRect(target: Rect, viewport: Viewport): Rect {
  const m = SPOTLIGHT_EDGE_MARGIN_PX;
  const left = Math.max(m, target.left - SPOTLIGHT_GAP_PX);
  const top = Math.max(m, target.top - SPOTLIGHT_GAP_PX);
  const right = Math.min(viewport.width - m, target.left + target.width + SPOTLIGHT_GAP_PX);
  const bottom = Math.min(viewport.height - m, target.top + target.height + SPOTLIGHT_GAP_PX);
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** Free px on each side of the spotlight, inside the viewport. */
export function freeSpace(
  spot: Rect,
  viewport: Viewport,
): Record<Exclude<TipSide, 'center'>, number> {
  return {
    bottom: viewport.height - (spot.top + spot.height),
    top: spot.top,
    right: viewport.width - (spot.left + spot.width),
    left: spot.left,
  };
}

/**
 * The side for the tip: the first of bottom, top, right, left with room for the tip (its size
 * plus nothing less than 50 px), else the first with at least 50 px; 'center' when none has.
 */
export function tipSide(
  spot: Rect,
  viewport: Viewport,
  tip: { width: number; height: number },
): TipSide {
  const free = freeSpace(spot, viewport);
  const order = ['bottom', 'top', 'right', 'left'] as const;
  const need = (side: (typeof order)[number]) =>
    side === 'bottom' || side === 'top' ? tip.height : tip.width;
  const roomy = order.find((s) => free[s] >= Math.max(TIP_MIN_FREE_PX, need(s)));
  if (roomy) return roomy;
  return order.find((s) => free[s] >= TIP_MIN_FREE_PX) ?? 'center';
}

/** Space between the spotlight and the tip, px. */
const TIP_OFFSET_PX = 8;

/**
 * The tip's top-left corner: beside the spotlight on `side` (centred along it), or centred on
 * the screen; always kept inside the viewport less the edge margin.
 */
export function tipPosition(
  spot: Rect,
  viewport: Viewport,
  tip: { width: number; height: number },
  side: TipSide,
): { left: number; top: number } {
  const m = SPOTLIGHT_EDGE_MARGIN_PX;
  const clampX = (x: number) =>
    Math.min(Math.max(m, x), Math.max(m, viewport.width - m - tip.width));
  const clampY = (y: number) =>
    Math.min(Math.max(m, y), Math.max(m, viewport.height - m - tip.height));
  const midX = spot.left + spot.width / 2 - tip.width / 2;
  const midY = spot.top + spot.height / 2 - tip.height / 2;
  switch (side) {
    case 'bottom':
      return { left: clampX(midX), top: clampY(spot.top + spot.height + TIP_OFFSET_PX) };
    case 'top':
      return { left: clampX(midX), top: clampY(spot.top - TIP_OFFSET_PX - tip.height) };
    case 'right':
      return { left: clampX(spot.left + spot.width + TIP_OFFSET_PX), top: clampY(midY) };
    case 'left':
      return { left: clampX(spot.left - TIP_OFFSET_PX - tip.width), top: clampY(midY) };
    case 'center':
      return {
        left: clampX(viewport.width / 2 - tip.width / 2),
        top: clampY(viewport.height / 2 - tip.height / 2),
      };
  }
}
