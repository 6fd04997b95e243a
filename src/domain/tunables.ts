/**
 * Tunables of the shell, with units, from the spec (shell §9, canvas §9). Components read these,
 * never literal numbers.
 */
export const TUNABLES = {
  notifications: {
    /** Default auto-close of a notification, ms. */
    defaultAutoCloseMs: 2000,
    /** Success toasts close after, ms. */
    successAutoCloseMs: 5000,
    /** Error toasts with a timer (e.g. a failed add) close after, ms. */
    errorTimerMs: 3000,
    /** Open/close animation, ms. */
    animationMs: 280,
    /** At most this many toasts on screen; a new one replaces the oldest. */
    toastLimit: 1,
  },
  modal: {
    /** Modal animation, ms. */
    animationMs: 500,
  },
  layout: {
    /** Under this width (px) the menu is horizontal and choosing an item closes the panel. */
    smallPcBreakpointPx: 1091,
    /** Up to this width (px) placing an image closes the side panel (spec canvas §2). */
    imageChoiceClosesPanelMaxPx: 600,
    /** Product info switches layout at about this width, px. */
    productInfoBreakpointPx: 691,
    /** Minimum margin around the artboard when fitted, px (canvas §9). */
    artboardMarginPx: 80,
    breakpointsPx: [576, 768, 992, 1200, 1400],
  },
  quantity: {
    /** Quantity changes are sent after this delay, ms. */
    sendDelayMs: 1000,
  },
  counters: {
    /** Counters above this show as "99+". */
    maxShown: 99,
  },
} as const;

/** "99+" above the maximum shown count (spec shell §2). */
export function formatCount(n: number): string {
  return n > TUNABLES.counters.maxShown ? `${TUNABLES.counters.maxShown}+` : String(Math.max(0, n));
}
