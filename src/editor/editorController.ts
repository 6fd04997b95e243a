/**
 * The editor controller: the one owner of the design. It holds the Fabric canvas (through the
 * DesignCanvas adapter of src/canvas), both sides' histories, the sides, the guides, the zoom,
 * the settings and the selection, and is the only way to change them. Views read its state
 * (`getState`, `subscribe`: Redux mirrors it for React) and change it through the registered
 * commands (src/editor/commands), which call the methods below. Plain TypeScript: no React,
 * no Redux.
 */
import type { DesignCanvas, DesignCanvasEvents, PlaceImageRequest, ShapeKind } from '../canvas';
import { createDesignCanvas, EMPTY_DESIGN_JSON } from '../canvas';
import type { Size } from '../domain/artboard';
import type { Guide } from '../domain/canvas/guides';
import type { Alignment, DistributeDirection, LayerOrder } from '../domain/canvas/arrange';
import type { Region } from '../domain/canvas/renderRegion';
import {
  type History,
  type HistoryLimits,
  canRedo,
  canUndo,
  createHistory,
  current,
  historyView,
  mapEntries,
  pushEntry,
  redo,
  undo,
} from '../domain/editor/history';
import type { Side, SidesState, SideSwitch } from '../domain/editor/sides';
import {
  activeHistory,
  changePrintSide,
  createSides,
  duplicateToOtherSide,
  flip,
  otherSide,
  withActiveHistory,
  withSideHistory,
} from '../domain/editor/sides';
import { EDITOR_TUNABLES } from '../domain/editor/tunables';
import { recordedAction, UnsavedAction } from '../domain/editor/unsavedChanges';
import { type KeptDesign, restoredSides } from '../domain/editor/keptDesign';
import type { ArtboardArea } from '../domain/editor/newText';
import type { OverlayPlan } from '../domain/overlays';
import { type RelayoutChange, relayoutDesignJson } from '../domain/editor/relayout';
import type { PrintSide } from '../domain/productOptions';
import { EditorGuides } from './editorGuides';
import { HistoryActions } from './historyActions';
import { EditorLayers } from './editorLayers';
import { PendingUploads } from './pendingUploads';
import { SnapshotLoads } from './snapshotLoads';
import { EditorContent } from './editorContent';
import { EditorSelectionTools } from './editorSelectionTools';
import { EditorText } from './editorText';
import { EditorView } from './editorView';
import { HistoryPacer } from './historyPacer';
import { type EditorSettings, type EditorViewState, EMPTY_SELECTION } from './viewState';

/** Action type of the unsaved-change prompt for canvas changes (spec canvas §3). */
export const CANVAS_CHANGE_ACTION = UnsavedAction.Canvas;
/** The sum of snapshot bytes one side's history may keep: a few dozen steps of a large design. */
const TOTAL_BYTES_PER_SIDE = 64 * 1024 * 1024;

export interface EditorControllerOptions {
  /** Makes the canvas adapter (tests pass their own). */
  createCanvas?: (element: HTMLCanvasElement, events: DesignCanvasEvents) => DesignCanvas;
  now?: () => number; // the undo/redo debounce's clock, ms
}

/** Each side's design as JSON (the shown side read from the canvas), for export and previews. */
export interface SideDesigns {
  printSide: PrintSide;
  front: string | null;
  back: string | null;
}

export class EditorController {
  private canvas: DesignCanvas | null = null;
  private sides: SidesState = createSides('single');
  /** Bytes: GET System/MaxRequestBodySize (0 = no limit yet). */
  private maxEntryBytes = 0;
  private readonly pacer: HistoryPacer; // undo and redo's 200 ms (src/editor/historyPacer)
  /** Snapshot loads into the canvas; a flip's waits 400 ms (src/editor/snapshotLoads). */
  private readonly loads = new SnapshotLoads({
    canvas: () => this.canvas,
    started: () => this.emit({ loading: true }),
    finished: () => {
      this.guides.show(this.canvas, this.shownSide(), this.view.state.settings.guides);
      this.emit({ loading: false });
    },
  });
  /** Zoom, full screen and the shortcut help: the view's own state (src/editor/editorView). */
  readonly view = new EditorView();
  readonly content = new EditorContent(() => this.canvas, this.applyDesign.bind(this));
  /** The text tools (src/editor/editorText), the selection's colours, border and shadow. */
  readonly text = new EditorText(
    () => this.canvas,
    () => this.view.state.selection.text,
  );
  private readonly guides = new EditorGuides();
  private readonly uploads = new PendingUploads();
  private readonly createCanvas: NonNullable<EditorControllerOptions['createCanvas']>;
  private readonly now: () => number;
  readonly tools = new EditorSelectionTools(() => this.canvas);
  readonly layers = new EditorLayers(() => this.canvas); // the layers list: select, lock
  readonly actions = new HistoryActions(); // what each history entry records as its action
  constructor(options: EditorControllerOptions = {}) {
    this.createCanvas = options.createCanvas ?? createDesignCanvas;
    this.now = options.now ?? (() => performance.now());
    this.pacer = new HistoryPacer(this.now, () => this.view.state.loading);
  }

  // ---- state --------------------------------------------------------------------------------

  getState(): EditorViewState {
    return this.view.state;
  }

  /** Calls `listener` after every change of the state (not now). Returns the unsubscribe. */
  subscribe(listener: (state: EditorViewState) => void): () => void {
    return this.view.subscribe(listener);
  }

  /** The histories and guides (read-only, for `window.designerState()`: tests, support). */
  inspect(): { sides: SidesState; guides: Record<Side, Guide[]>; flipFrom: Side | null } {
    return { sides: this.sides, guides: this.guides.all(), flipFrom: this.loads.flipFrom };
  }

  private emit(patch: Partial<EditorViewState> = {}): void {
    const history = activeHistory(this.sides);
    this.view.update({
      ...patch,
      printSide: this.sides.printSide,
      side: this.sides.active,
      ...historyView(history), // can undo/redo, and what they would take back or do again
      guides: this.guides.of(this.shownSide()),
    });
  }

  private shownSide = (): Side => this.loads.flipFrom ?? this.sides.active;
  private limits(): HistoryLimits {
    return { maxEntryBytes: this.maxEntryBytes, maxTotalBytes: TOTAL_BYTES_PER_SIDE };
  }

  private markModified(action: UnsavedAction = CANVAS_CHANGE_ACTION): Partial<EditorViewState> {
    const unsavedAction = recordedAction(this.view.state.unsavedAction, action);
    return { isModified: true, designSaved: false, unsavedAction };
  }

  private warnSize(refused: boolean): Partial<EditorViewState> {
    return { sizeWarning: { count: this.view.state.sizeWarning.count + 1, refused } };
  }

  // ---- the canvas ---------------------------------------------------------------------------

  /** Shows the design on `element`: the history starts here, or the canvas shows where it is. */
  attach(element: HTMLCanvasElement): void {
    const canvas = this.createCanvas(element, {
      onChange: (json, gesture) => this.canvasChanged(json, gesture),
      onSelection: (selection) => this.emit({ selection }),
      onContent: (empty, layers) => this.emit({ canvasEmpty: empty, layers }),
      onFontsFailed: (families) => this.emit({ fontsFailed: families }),
      onGuideMoved: (id, position) => {
        this.guides.move(this.shownSide(), id, position, canvas);
        this.emit();
      },
    });
    this.canvas = canvas;
    this.guides.show(canvas, this.shownSide(), this.view.state.settings.guides);
    canvas.setGrid(this.view.state.settings.grid);
    const history = activeHistory(this.sides);
    if (history.entries.length === 0)
      this.sides = withActiveHistory(this.sides, createHistory([canvas.serialize()]));
    else this.loads.load(current(history));
    this.emit({ ready: true });
  }

  async detach(): Promise<void> {
    const canvas = this.canvas;
    this.canvas = null;
    this.emit({ ready: false, selection: EMPTY_SELECTION });
    await canvas?.dispose();
  }

  /** The artboard (canvas px at 100 %) at `zoom`, the canvas covering `region` of it. */
  setArtboard(artboard: Size, zoom: number, region?: Region): void {
    this.canvas?.setArtboard(artboard, zoom, region);
  }

  /** The part of the artboard in view, artboard px (new text boxes are placed there). */
  setView(view: ArtboardArea | null): void {
    this.canvas?.setView(view);
  }

  artboard = (): Size | null => this.canvas?.artboard() ?? null;

  /**
   * The artboard changed size (another size or product): both sides' designs move onto it
   * (domain/editor/relayout) — every history entry, so undo and redo go on working — and so do
   * the guides. Not a canvas change: the prompt records the size or product change.
   */
  relayout(change: RelayoutChange): void {
    const move = (json: string) => relayoutDesignJson(json, change);
    // Deselecting ends a text edit in progress, which saves it as a step before the move.
    this.canvas?.deselect();
    const shown = this.shownSide();
    this.sides = {
      ...this.sides,
      front: mapEntries(this.sides.front, move),
      back: mapEntries(this.sides.back, move),
    };
    this.guides.rescale(change.from, change.to, this.canvas, shown);
    // A flip still waiting its 400 ms is replaced: the side it flips to shows moved, at once.
    this.loads.load(current(activeHistory(this.sides)));
  }

  /** The product's overlays and safe-zone image (from its options). */
  setOverlays(plan: OverlayPlan | null, safeZoneImageUrl: string | null): void {
    this.canvas?.setOverlays(plan, safeZoneImageUrl);
  }

  /** GET System/MaxRequestBodySize: the largest snapshot the history keeps, bytes. */
  setMaxEntryBytes(bytes: number): void {
    this.maxEntryBytes = bytes > 0 ? bytes : 0;
  }

  private canvasChanged(json: string, gesture?: string): void {
    const side = this.shownSide();
    const action = this.actions.take(gesture);
    const { history, result } = pushEntry(this.sides[side], json, this.limits(), action);
    if (result === 'entryTooLarge') {
      this.loads.load(current(activeHistory(this.sides)));
      this.emit(this.warnSize(true));
      return;
    }
    this.sides = withSideHistory(this.sides, side, history);
    this.emit({
      ...this.markModified(),
      ...(result === 'maxSizeExceeded' ? this.warnSize(false) : {}),
    });
  }

  // ---- history and sides --------------------------------------------------------------------

  /**
   * Undo and redo wait out the 200 ms debounce and a load (spec canvas §4, ./historyPacer);
   * the promise says whether the step ran (false: nothing to undo, or replaced before it ran), so
   * the announcement speaks once it is on screen, and says nothing otherwise.
   */
  private historyStep(can: (h: History) => boolean, move: (h: History) => History) {
    if (!can(activeHistory(this.sides))) return Promise.resolve(false);
    return this.pacer.request(() => {
      if (!can(activeHistory(this.sides))) return false;
      this.sides = withActiveHistory(this.sides, move(activeHistory(this.sides)));
      this.loads.load(current(activeHistory(this.sides)));
      this.emit(this.markModified());
      return true;
    });
  }
  undo = (): Promise<boolean> => this.historyStep(canUndo, undo);
  redo = (): Promise<boolean> => this.historyStep(canRedo, redo);

  /** Clears the canvas and this side's history (after the user confirmed). */
  reset(): void {
    this.pacer.cancel();
    this.canvas?.deselect();
    this.sides = withActiveHistory(this.sides, createHistory([EMPTY_DESIGN_JSON]));
    this.loads.load(EMPTY_DESIGN_JSON);
    this.emit(this.markModified());
  }

  /** The product's print sides changed: a back design exists only for 'double'. */
  setPrintSide(printSide: PrintSide): void {
    if (this.sides.printSide === printSide) return;
    const change = changePrintSide(this.sides, printSide);
    this.sides = change.state;
    if (printSide !== 'double') this.guides.clear('back');
    if (change.switched) this.loads.load(change.restore);
    this.emit();
  }

  /** Whether the sides switched; a design too large to save on its side warns. */
  private switched(result: SideSwitch): result is Extract<SideSwitch, { switched: true }> {
    if (!result.switched && result.reason === 'entryTooLarge') this.emit(this.warnSize(true));
    return result.switched;
  }

  /** Saves the canvas on its side and shows the other one after 400 ms (spec canvas §4). */
  flip(): void {
    if (!this.canvas || this.view.state.loading) return;
    const result = flip(this.sides, this.canvas.serialize(), this.limits());
    if (!this.switched(result)) return;
    // A side shown for the first time starts its history at the empty canvas, so its first
    // change can be undone.
    const shown = activeHistory(result.state);
    this.sides =
      shown.entries.length === 0
        ? withActiveHistory(result.state, createHistory([EMPTY_DESIGN_JSON]))
        : result.state;
    const from = otherSide(result.state.active);
    this.loads.load(result.restore, EDITOR_TUNABLES.sides.flipDelayMs, from);
  }

  /** Copies this side's design onto the other side (after the user confirmed) and shows it. */
  duplicateDesign(): void {
    if (!this.canvas || this.view.state.loading) return;
    const result = duplicateToOtherSide(this.sides, this.canvas.serialize(), this.limits());
    if (!this.switched(result)) return;
    this.sides = result.state;
    this.loads.load(result.restore);
    this.emit(this.markModified());
  }

  /** Both sides' designs: the shown side as the canvas holds it, the other from its history. */
  designs(): SideDesigns {
    const shown = this.shownSide();
    const json = (side: Side) =>
      side === shown && this.canvas ? this.canvas.serialize() : current(this.sides[side]);
    return { printSide: this.sides.printSide, front: json('front'), back: json('back') };
  }

  /** A change of type 1–4 recorded (a canvas one stays); 5 when loaded with cId, dId, sop, upid. */
  recordChange = (action: UnsavedAction) => this.emit(this.markModified(action));

  /** A kept design comes back (src/features/recovery): both sides, each a fresh history. */
  restore(kept: Pick<KeptDesign, 'side' | 'front' | 'back'>): void {
    this.canvas?.deselect();
    const sides = restoredSides(kept, this.sides.printSide, EMPTY_DESIGN_JSON);
    this.sides = this.uploads.rewriteAttached(sides);
    this.loads.load(current(activeHistory(this.sides)));
    this.emit(this.markModified());
  }

  /** The design is saved as it is now (the unsaved-change prompt ends). */
  markSaved(): void {
    this.emit({ designSaved: true, unsavedAction: null });
  }

  // ---- objects ------------------------------------------------------------------------------

  deleteSelection = () => this.canvas?.deleteSelection();
  duplicateSelection = async () => this.canvas?.duplicateSelection();
  nudge = (dx: number, dy: number) => this.canvas?.nudge(dx, dy);
  align = (alignment: Alignment) => this.canvas?.align(alignment);
  distribute = (direction: DistributeDirection) => this.canvas?.distribute(direction);
  layer = (order: LayerOrder) => this.canvas?.layer(order);
  deselect = () => this.canvas?.deselect();
  addShape = (kind: ShapeKind) => this.canvas?.addShape(kind);
  paste = async () => this.canvas?.paste();
  /** Selects the object under a screen point, unless it is selected already (context menu). */
  selectAt = (clientX: number, clientY: number) => this.canvas?.selectAt(clientX, clientY);

  copy(): void {
    if (!this.canvas || this.view.state.selection.count === 0) return;
    this.canvas.copy();
    this.emit({ canPaste: true });
  }

  /** Places an image (selected); false when its source cannot be loaded. */
  addImage = async (request: PlaceImageRequest): Promise<boolean> =>
    this.canvas?.addImage(this.uploads.resolved(request)) ?? false;

  /** Upload `fileId` is image `imageId` at `src` now: everywhere, without a history entry. */
  resolveUpload(fileId: string, imageId: string, src: string): void {
    this.uploads.resolve(fileId, imageId, src);
    this.canvas?.resolveUpload(fileId, imageId, src);
    this.sides = this.uploads.rewriteSides(this.sides, fileId);
    this.loads.rewriteWaiting((json) => this.uploads.rewrite(json, fileId));
    this.emit();
  }

  /** A PNG data URL of the canvas as shown, for the full-screen preview. */
  snapshot = (): string | null => this.canvas?.snapshot() ?? null;

  /** A whole design replaces the side shown (a template): one history entry, then loaded. */
  applyDesign(json: string): void {
    this.canvasChanged(json);
    this.loads.load(current(activeHistory(this.sides)));
  }

  // ---- view ---------------------------------------------------------------------------------

  toggleSetting(key: keyof EditorSettings): void {
    this.applySettings({ ...this.view.state.settings, [key]: !this.view.state.settings[key] });
  }

  resetSettings = () => this.applySettings(null);

  private applySettings(settings: EditorSettings | null): void {
    const next = this.view.setSettings(settings);
    this.canvas?.setGrid(next.grid);
    this.canvas?.setGuidesVisible(next.guides);
  }

  /** A guide dropped from a ruler at `position` (artboard px) on the side shown. */
  addGuide(orientation: 'horizontal' | 'vertical', position: number): void {
    if (!this.canvas) return;
    this.guides.add(this.shownSide(), orientation, position, this.canvas);
    this.emit();
  }
}
