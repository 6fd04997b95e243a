/**
 * What views need to know about the editor, derived from the controller (src/editor/
 * editorController.ts) after every change and mirrored into Redux (`editor` slice): never the
 * design itself, never a channel to command the canvas through. Serialisable.
 */
import type { SelectionSummary } from '../canvas';
import type { Guide } from '../domain/canvas/guides';
import type { LayerItem } from '../domain/editor/layers';
import type { Side } from '../domain/editor/sides';
import type { PrintSide } from '../domain/productOptions';

export interface EditorSettings {
  /** Surface-material image behind the artboard (default on). */
  surface: boolean;
  grid: boolean;
  ruler: boolean;
  guides: boolean;
}

/** Settings panel defaults (spec canvas §4); restored when the panel closes. */
export const DEFAULT_SETTINGS: EditorSettings = {
  surface: true,
  grid: false,
  ruler: false,
  guides: true,
};

export interface EditorViewState {
  /** A canvas is attached: design commands can run. */
  ready: boolean;
  /** Zoom percent shown (null: unknown, the readout shows '-'). */
  zoomPercent: number | null;
  /** The percent that fits the artboard in the workspace. */
  fitPercent: number | null;
  /** The zoom points the minus and plus buttons step through (within the pixel budget). */
  zoomPoints: number[];
  printSide: PrintSide;
  /** The side being edited (it changes at once on a flip; the canvas follows after 400 ms). */
  side: Side;
  canUndo: boolean;
  canRedo: boolean;
  /** The label key of what undo would take back, and of what redo would do again ('' unknown). */
  undoAction: string;
  redoAction: string;
  /** A snapshot is loading into the canvas (undo, redo, flip, reset). */
  loading: boolean;
  isModified: boolean;
  designSaved: boolean;
  /** Set by a canvas change: the unsaved-change prompt is active (action type 5). */
  unsavedAction: number | null;
  settings: EditorSettings;
  /** The guides of the side being edited. */
  guides: Guide[];
  selection: SelectionSummary;
  /** The canvas holds no object and no background (Duplicate design is disabled then). */
  canvasEmpty: boolean;
  /** The objects of the side shown, top first (the layers list). */
  layers: LayerItem[];
  /** Copied objects wait to be pasted. */
  canPaste: boolean;
  /**
   * The design exceeded the size limit (designerMaxSizeWarning): `count` bumps each time;
   * `refused` when the change itself was refused (the canvas went back to the saved entry).
   */
  sizeWarning: { count: number; refused: boolean };
  fullScreen: boolean;
  /** The keyboard-shortcut help is open. */
  shortcutHelp: boolean;
  /** The layers list is shown beside the canvas. */
  layersList: boolean;
  /** Families whose faces could not be loaded for the design shown (named to the shopper). */
  fontsFailed: string[];
}

export const EMPTY_SELECTION: SelectionSummary = {
  count: 0,
  types: [],
  ids: [],
  image: null,
  editingText: false,
  textCapHeightInches: null,
  text: null,
  layerColours: [],
  qrCode: null,
  border: null,
  shadow: null,
};

export const INITIAL_VIEW_STATE: EditorViewState = {
  ready: false,
  zoomPercent: null,
  fitPercent: null,
  zoomPoints: [],
  printSide: 'single',
  side: 'front',
  canUndo: false,
  canRedo: false,
  undoAction: '',
  redoAction: '',
  loading: false,
  isModified: false,
  designSaved: false,
  unsavedAction: null,
  settings: DEFAULT_SETTINGS,
  guides: [],
  selection: EMPTY_SELECTION,
  canvasEmpty: true,
  layers: [],
  canPaste: false,
  sizeWarning: { count: 0, refused: false },
  fullScreen: false,
  shortcutHelp: false,
  layersList: false,
  fontsFailed: [],
};

export type { SelectionSummary };
