/**
 * Tunables of the canvas editor, with units, from the spec (canvas §4, §9). Components and the
 * canvas adapter read these, never literal numbers.
 */
export const EDITOR_TUNABLES = {
  history: {
    /** Undo and redo are debounced by this much; a second request inside it is dropped, ms. */
    undoRedoDebounceMs: 200,
  },
  sides: {
    /** A flip to the other side takes effect after this delay, ms. */
    flipDelayMs: 400,
  },
  placement: {
    /** A duplicate is placed this far right of and below its original, canvas px. */
    duplicateOffsetPx: 10,
    /**
     * A new object (a QR code…) goes this far right of and below one already centred where it
     * would go, screen px (divided by the zoom: visible at any zoom), so none hides another.
     */
    newObjectOffsetScreenPx: 24,
  },
  keyboard: {
    /** An arrow key moves the selection this far, canvas px. */
    nudgePx: 10,
    /** An arrow key with Shift held moves it this far, canvas px. */
    fineNudgePx: 1,
  },
  contextMenu: {
    /** A touch held this long without moving opens the context menu, ms. */
    longPressMs: 500,
    /** A touch that moves further than this is a drag, not a long-press, CSS px. */
    longPressSlopPx: 10,
  },
  guides: {
    /** At most this many guides per orientation per side. */
    maxPerOrientation: 50,
    /** A guide dropped within this distance of an existing one is discarded, canvas px. */
    mergeDistancePx: 1,
  },
  text: {
    /** Placeholder shown while a text box is empty; hidden from export while still shown. */
    placeholder: 'type your text',
    /** Font size of a new text box, canvas px (Fabric `fontSize`; shown as 30 / 1.333 pt). */
    fontSizePx: 30,
    /** Opacity of the placeholder text, 0–1. */
    placeholderOpacity: 0.5,
    /** Canvas px per displayed point: the displayed text size is px ÷ 1.333. */
    pointToPixel: 1.333,
    /**
     * A new text box's letters are at least this tall on screen, CSS px: 30 px type on a 6 ft
     * banner shown whole (13 %) would be 4 px, too small to find, read or hit with a finger.
     */
    minNewTextScreenPx: 24,
    /** Width of a new text box per px of font size (400 px at the default 30 px). */
    newTextWidthPerFontPx: 400 / 30,
    /** A new text box is at most this share of the visible artboard's width. */
    newTextMaxWidthShare: 0.8,
  },
} as const;
