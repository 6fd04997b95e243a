/**
 * The editor's serialisable state: zoom, the sides and their histories, settings, guides,
 * selection summary and the modified/saved flags. The canvas adapter reports what the user did
 * (`canvasChanged`…); when the canvas must show another snapshot (undo, redo, flip, reset), the
 * reducer sets `restore` and bumps `restoreRevision`, and the canvas view loads it.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Guide, GuideOrientation } from '../../domain/canvas/guides';
import { addGuide, moveGuide } from '../../domain/canvas/guides';
import type { HistoryLimits } from '../../domain/editor/history';
import type { PlacedImageInfo } from '../../domain/editor/imageDpi';
import {
  canRedo,
  canUndo,
  createHistory,
  current,
  mapEntries,
  pushEntry,
  redo,
  undo,
} from '../../domain/editor/history';
import type { Side, SidesState } from '../../domain/editor/sides';
import {
  activeHistory,
  changePrintSide,
  createSides,
  duplicateToOtherSide,
  flip,
  hasBackDesign,
  otherSide,
  withActiveHistory,
  withSideHistory,
} from '../../domain/editor/sides';
import { EMPTY_DESIGN_JSON } from '../../canvas';
import { EDITOR_TUNABLES } from '../../domain/editor/tunables';
import type { PrintSide } from '../../domain/productOptions';
import type { Size } from '../../domain/artboard';
import { resolvePendingUpload } from '../../domain/editor/uploadSources';

/** Action type of the unsaved-change prompt for canvas changes (spec canvas §3). */
export const CANVAS_CHANGE_ACTION = 5;

/**
 * History budget per side when the server's limit is unknown, and the multiple of the server's
 * limit a side may keep in total: a few dozen steps of a large design. Bytes.
 */
const DEFAULT_ENTRY_LIMIT = 0; // 0 = no limit until System/MaxRequestBodySize answers
const TOTAL_BYTES_PER_SIDE = 64 * 1024 * 1024;

export interface EditorSettings {
  /** Surface-material image behind the artboard (default on). */
  surface: boolean;
  grid: boolean;
  ruler: boolean;
  guides: boolean;
}

export const DEFAULT_SETTINGS: EditorSettings = {
  surface: true,
  grid: false,
  ruler: false,
  guides: true,
};

export interface EditorState {
  /** Zoom percent shown (null: unknown, the readout shows '-'). */
  zoomPercent: number | null;
  /** The percent that fits the artboard in the workspace. */
  fitPercent: number | null;
  sides: SidesState;
  /** Snapshot the canvas must load (null: clear it) when `restoreRevision` changes. */
  restore: string | null;
  restoreRevision: number;
  /** ms to wait before loading `restore` (a flip takes effect after 400 ms). */
  restoreDelayMs: number;
  /** A snapshot is loading into the canvas (undo/redo/flip/reset). */
  loading: boolean;
  /**
   * The side the canvas still shows while a flip waits its 400 ms (null otherwise): a change
   * made then belongs to that side's design, not to the side being flipped to.
   */
  flipFrom: Side | null;
  isModified: boolean;
  designSaved: boolean;
  /** Set by a canvas change: the unsaved-change prompt is active (action type 5). */
  unsavedAction: number | null;
  settings: EditorSettings;
  guides: Record<Side, Guide[]>;
  selection: { count: number; types: string[]; ids: string[]; image: PlacedImageInfo | null };
  /** The canvas holds no object and no background (Duplicate design is disabled then). */
  canvasEmpty: boolean;
  /** Bytes: GET System/MaxRequestBodySize (0 = unknown). */
  maxEntryBytes: number;
  /**
   * The design exceeded the size limit (designerMaxSizeWarning): `count` bumps each time;
   * `refused` when the change itself was refused (the canvas goes back to the saved entry).
   */
  sizeWarning: { count: number; refused: boolean };
  fullScreen: boolean;
}

export const initialEditorState: EditorState = {
  zoomPercent: null,
  fitPercent: null,
  sides: createSides('single'),
  restore: null,
  restoreRevision: 0,
  restoreDelayMs: 0,
  loading: false,
  flipFrom: null,
  isModified: false,
  designSaved: false,
  unsavedAction: null,
  settings: DEFAULT_SETTINGS,
  guides: { front: [], back: [] },
  selection: { count: 0, types: [], ids: [], image: null },
  canvasEmpty: true,
  maxEntryBytes: DEFAULT_ENTRY_LIMIT,
  sizeWarning: { count: 0, refused: false },
  fullScreen: false,
};

function limits(state: EditorState): HistoryLimits {
  return { maxEntryBytes: state.maxEntryBytes, maxTotalBytes: TOTAL_BYTES_PER_SIDE };
}

function restoreSnapshot(state: EditorState, json: string | null, delayMs = 0): void {
  state.flipFrom = null; // a new load replaces a waiting flip's
  state.restore = json;
  state.restoreDelayMs = delayMs;
  state.restoreRevision += 1;
  state.loading = true;
}

/** Immer drafts are mutable; the domain's histories are readonly values, stored as they are. */
function setSides(state: EditorState, sides: SidesState): void {
  (state as { sides: SidesState }).sides = sides;
}

function markModified(state: EditorState): void {
  state.isModified = true;
  state.designSaved = false;
  state.unsavedAction = CANVAS_CHANGE_ACTION;
}

const slice = createSlice({
  name: 'editor',
  initialState: initialEditorState,
  reducers: {
    zoomChanged(state, action: PayloadAction<{ percent: number; fitPercent: number }>) {
      state.zoomPercent = action.payload.percent;
      state.fitPercent = action.payload.fitPercent;
    },
    maxEntryBytesKnown(state, action: PayloadAction<number>) {
      state.maxEntryBytes = action.payload > 0 ? action.payload : 0;
    },
    /** The canvas shows its first (empty or loaded) design: history starts there, unmodified. */
    historyStarted(state, action: PayloadAction<string>) {
      const history = activeHistory(state.sides);
      if (history.entries.length === 0)
        setSides(state, withActiveHistory(state.sides, createHistory([action.payload])));
    },
    canvasChanged(state, action: PayloadAction<string>) {
      const side = state.flipFrom ?? state.sides.active;
      const { history, result } = pushEntry(state.sides[side], action.payload, limits(state));
      if (result === 'entryTooLarge') {
        state.sizeWarning = { count: state.sizeWarning.count + 1, refused: true };
        restoreSnapshot(state, current(activeHistory(state.sides)));
        return;
      }
      setSides(state, withSideHistory(state.sides, side, history));
      if (result === 'maxSizeExceeded')
        state.sizeWarning = { count: state.sizeWarning.count + 1, refused: false };
      markModified(state);
    },
    undone(state) {
      const history = activeHistory(state.sides);
      if (!canUndo(history) || state.loading) return;
      const next = undo(history);
      setSides(state, withActiveHistory(state.sides, next));
      restoreSnapshot(state, current(next));
      markModified(state);
    },
    redone(state) {
      const history = activeHistory(state.sides);
      if (!canRedo(history) || state.loading) return;
      const next = redo(history);
      setSides(state, withActiveHistory(state.sides, next));
      restoreSnapshot(state, current(next));
      markModified(state);
    },
    restoreFinished(state) {
      state.loading = false;
      state.flipFrom = null;
    },
    /** Reset (after confirmation): clears the canvas and this side's history. */
    canvasReset(state, action: PayloadAction<string>) {
      setSides(state, withActiveHistory(state.sides, createHistory([action.payload])));
      restoreSnapshot(state, action.payload);
      markModified(state);
    },
    printSideChanged(state, action: PayloadAction<PrintSide>) {
      if (state.sides.printSide === action.payload) return;
      const change = changePrintSide(state.sides, action.payload);
      setSides(state, change.state);
      if (!hasBackDesign(action.payload)) state.guides.back = [];
      if (change.switched) restoreSnapshot(state, change.restore);
    },
    /** Flip: the current canvas is saved on its side, the other side's loads (after 400 ms). */
    sideFlipped(state, action: PayloadAction<string>) {
      const result = flip(state.sides, action.payload, limits(state));
      if (!result.switched) {
        if (result.reason === 'entryTooLarge')
          state.sizeWarning = { count: state.sizeWarning.count + 1, refused: true };
        return;
      }
      // A side shown for the first time starts its history at the empty canvas, so its first
      // change can be undone.
      const shown = activeHistory(result.state);
      setSides(
        state,
        shown.entries.length === 0
          ? withActiveHistory(result.state, createHistory([EMPTY_DESIGN_JSON]))
          : result.state,
      );
      restoreSnapshot(state, result.restore, EDITOR_TUNABLES.sides.flipDelayMs);
      state.flipFrom = otherSide(result.state.active);
    },
    designDuplicated(state, action: PayloadAction<string>) {
      const result = duplicateToOtherSide(state.sides, action.payload, limits(state));
      if (!result.switched) {
        if (result.reason === 'entryTooLarge')
          state.sizeWarning = { count: state.sizeWarning.count + 1, refused: true };
        return;
      }
      setSides(state, result.state);
      restoreSnapshot(state, result.restore);
      markModified(state);
    },
    settingToggled(state, action: PayloadAction<keyof EditorSettings>) {
      state.settings[action.payload] = !state.settings[action.payload];
    },
    /** Settings reset when the Settings panel closes (spec canvas §4). */
    settingsReset(state) {
      state.settings = DEFAULT_SETTINGS;
    },
    guideAdded(
      state,
      action: PayloadAction<{
        orientation: GuideOrientation;
        position: number;
        printArea: Size;
        zoom: number;
      }>,
    ) {
      const side = state.flipFrom ?? state.sides.active;
      const { orientation, position, printArea, zoom } = action.payload;
      const result = addGuide(state.guides[side], orientation, position, printArea, { zoom });
      if (result.ok) state.guides[side] = result.guides;
    },
    guideMoved(
      state,
      action: PayloadAction<{ id: string; position: number; printArea: Size; zoom: number }>,
    ) {
      const side = state.flipFrom ?? state.sides.active;
      const { id, position, printArea, zoom } = action.payload;
      state.guides[side] = moveGuide(state.guides[side], id, position, printArea, { zoom }).guides;
    },
    /**
     * Upload `fileId` is now server image `imageId` at `src`: both sides' snapshots name it
     * (the canvas was told by the uploads feature; this is not a modification).
     */
    uploadResolved(state, action: PayloadAction<{ fileId: string; imageId: string; src: string }>) {
      const { fileId, imageId, src } = action.payload;
      const rewrite = (json: string) => resolvePendingUpload(json, fileId, imageId, src);
      setSides(state, {
        ...state.sides,
        front: mapEntries(state.sides.front, rewrite),
        back: mapEntries(state.sides.back, rewrite),
      });
      if (state.restore !== null) state.restore = rewrite(state.restore);
    },
    selectionChanged(state, action: PayloadAction<EditorState['selection']>) {
      state.selection = action.payload;
    },
    contentChanged(state, action: PayloadAction<boolean>) {
      state.canvasEmpty = action.payload;
    },
    fullScreenToggled(state) {
      state.fullScreen = !state.fullScreen;
    },
  },
});

export const {
  zoomChanged,
  maxEntryBytesKnown,
  historyStarted,
  canvasChanged,
  undone,
  redone,
  restoreFinished,
  canvasReset,
  printSideChanged,
  sideFlipped,
  designDuplicated,
  settingToggled,
  settingsReset,
  guideAdded,
  guideMoved,
  selectionChanged,
  uploadResolved,
  contentChanged,
  fullScreenToggled,
} = slice.actions;
export const editorReducer = slice.reducer;

type State = { editor: EditorState };
export const selectEditor = (s: State) => s.editor;
export const selectCanUndo = (s: State) => canUndo(activeHistory(s.editor.sides));
export const selectCanRedo = (s: State) => canRedo(activeHistory(s.editor.sides));
export const selectActiveGuides = (s: State) => s.editor.guides[s.editor.sides.active];
