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
  products: {
    /** Products per page of the list (spec shell §9). */
    pageSize: 20,
    /** A search is sent this long after the last key, ms (as the font search). */
    searchDelayMs: 400,
    /** Longest search pattern, characters (the server's limit). */
    maxPatternLength: 250,
  },
  preview3d: {
    /**
     * Longest side of a side's texture, px: sharp on a phone or laptop screen while two sides
     * stay a few megapixels (also capped by the engine's pixel budget and MAX_TEXTURE_SIZE).
     */
    textureLongSidePx: 2048,
    /**
     * Anisotropic filtering of the side textures, at most (the GPU may offer 16): keeps the
     * design sharp on a panel turned away; more costs fill rate for no visible gain.
     */
    maxAnisotropy: 4,
    /** The panel's longer side in scene units (inches are scaled to it: any size looks alike). */
    panelLongSideUnits: 10,
    /** Vertical field of view of the camera, degrees. */
    fieldOfViewDeg: 35,
    /** Space around the panel when the camera is fitted, as a factor of the fitting distance. */
    fitMargin: 1.4,
    /** Closest and farthest orbit distance, as factors of the fitted distance. */
    minDistanceFactor: 0.35,
    maxDistanceFactor: 3,
    /**
     * Polar angle limits of the orbit, radians from straight above: the panel can be tilted
     * well past edge-on but never seen from exactly above or below, where it would vanish.
     */
    minPolarAngleRad: Math.PI * 0.15,
    maxPolarAngleRad: Math.PI * 0.85,
    /** Orbit damping (OrbitControls' dampingFactor): lower glides longer. */
    dampingFactor: 0.15,
    /** An arrow key turns the panel this far, radians (24 presses go round). */
    keyStepRad: Math.PI / 12,
    /** Starting view: turned this far to the right and raised this far, radians. */
    initialAzimuthRad: -Math.PI / 9,
    initialElevationRad: Math.PI / 14,
    /** Segments of the circles of holes, grommets and round cuts. */
    circleSegments: 32,
    /** Grommet washers stand this far proud of the face, inches. */
    grommetHeightInches: 0.06,
    /** Standoff caps stand this far off the face, inches. */
    standoffHeightInches: 0.5,
    /** Behind the panel: a mid blue-grey, so white panels, their edges and through-holes stand out. */
    backgroundColour: '#c9d0d9',
  },
} as const;

/** "99+" above the maximum shown count (spec shell §2). */
export function formatCount(n: number): string {
  return n > TUNABLES.counters.maxShown ? `${TUNABLES.counters.maxShown}+` : String(Math.max(0, n));
}
