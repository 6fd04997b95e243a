/**
 * The Fabric canvas that shows the artboard. The artboard element has the artboard's size at the
 * current zoom (so it scrolls inside its container when zoomed in); the canvas covers the part
 * of it being looked at (`Region`, src/domain/canvas/renderRegion), placed over that part.
 * Objects live in artboard pixels (96 px per inch) and Fabric's viewport transform maps them to
 * the canvas: zoom, then the region's offset.
 *
 * The editor controller (src/editor) owns the design; this draws it and reports what the user did:
 * `onChange` with the serialised design after every modification (never while a snapshot loads),
 * `onSelection` when the selection changes, `onGuideMoved` when a ruler guide is dropped. Product
 * overlays and guides stay on top, are never selectable (overlays) and never serialised.
 */
import type { SelectionEdit } from './selectionEdit';
import { Canvas, Circle, type FabricObject, Rect, Triangle } from 'fabric';
import type { Size } from '../domain/artboard';
import { displayedSize } from '../domain/artboard';
import type { Alignment, DistributeDirection, LayerOrder } from '../domain/canvas/arrange';
import type { Guide } from '../domain/canvas/guides';
import type { Region } from '../domain/canvas/renderRegion';
import { isGuideId, newObjectId } from '../domain/editor/objectIds';
import type { ArtboardArea } from '../domain/editor/newText';
import { localUploadSrc } from '../domain/editor/uploadSources';
import type { OverlayPlan } from '../domain/overlays';
import { idOf, registerCustomProperties, setId } from './customProperties';
import { registerDesignImage } from './designImage';
import { registerDesignText } from './designText';
import { designObjects, enlivenReusing, parseDesign, serializeDesign } from './designDocument';
import * as editing from './editing';
import { installGrid } from './grid';
import { setCanvasArea } from './canvasArea';
import { GuideLayer } from './guides';
import type { PlaceImageRequest } from './images';
import { createPlacedImage, resolveUploadedImages } from './images';
import { aliasImageSource, keepImageSourcesOf } from './imageSources';
import { createOverlayObjects, type OverlayObject, updateOverlayZoom } from './overlays';
import { installBorderMarginReset } from './borders';
import { applyBackground } from './backgrounds';
import type { NewObjectPlace } from './newObjects';
import { loadSafeZone } from './safeZoneImage';
import { installFabricPatches } from './fabricPatches';
import { installLayerCache } from './layerCache';
import { layerListOf } from './layerList';
import type { SelectionSummary } from './selectionSummary';
import { refreshSelectedDpi, summarizeSelection } from './selectionSummary';
import { installSnapping } from './snapping';
import { designFonts } from './designFonts';
import { createTextBox, installTextBoxes, isText, startEditing } from './textBoxes';
import { applyTextStyle, type TextStylePatch } from './textStyle';

export type { SelectionSummary };

export type ShapeKind = 'rectangle' | 'circle' | 'triangle';

export interface DesignCanvasEvents {
  /** `gesture`: Fabric's transform action ('drag', 'scale', 'rotate' …) or 'text' (an edit). */
  onChange?(json: string, gesture?: string): void;
  onSelection?(selection: SelectionSummary): void;
  onGuideMoved?(id: string, position: number): void;
  /** Whether the design is empty, and its layers (top first), after every change and load. */
  onContent?(empty: boolean, layers: ReturnType<typeof layerListOf>): void;
  /** After each load: the families whose faces could not be loaded (their text may differ). */
  onFontsFailed?(families: string[]): void;
}

export interface DesignCanvas {
  /**
   * Shows an artboard of `artboard` px (100 %) at `zoom`; the canvas covers `region` of the
   * displayed artboard (CSS px from its corner; default all of it).
   */
  setArtboard(artboard: Size, zoom: number, region?: Region): void;
  /** The artboard, canvas px at 100 %. */
  artboard(): Size;
  /** Current on-screen size in CSS px. */
  displayed(): Size;
  /** The part of the artboard the shopper sees, artboard px (new text boxes go there). */
  setView(view: ArtboardArea | null): void;
  zoom(): number;
  /** Product overlays from the option configuration, and the safe-zone image (CDN URL) if any. */
  setOverlays(plan: OverlayPlan | null, safeZoneImageUrl?: string | null): void;
  setGuides(guides: Guide[]): void;
  setGuidesVisible(visible: boolean): void;
  setGrid(visible: boolean): void;
  /** Replaces the design with a snapshot (null: empty); no onChange while loading. */
  load(json: string | null): Promise<void>;
  serialize(): string;
  isEmpty(): boolean;
  /** Number of user objects (no overlays, guides). */
  objectCount(): number;
  /** Adds a text box in view, selected and in editing with its placeholder selected. */
  addText(): Promise<void>;
  /** Starts editing the one selected text box, all its text selected. */
  editText(): void;
  /** Applies the text tools' change to the selected text boxes (one history entry). */
  setTextStyle(patch: TextStylePatch): void;
  addShape(kind: ShapeKind): void;
  /** Adds the object `create` builds for where a new one goes (a QR code, an element), selected. */
  addNew(create: (place: NewObjectPlace) => Promise<FabricObject>): Promise<void>;
  /** Replaces the background: the canvas colour and a covering object (src/canvas/backgrounds). */
  setBackground(colour: string, object: FabricObject | null): void;
  /** Runs an edit of the selection (src/canvas/selectionEdit): one history entry if it changed. */
  editSelection(edit: SelectionEdit): void;
  /** Places an uploaded image (selected); false when its source cannot be loaded. */
  addImage(request: PlaceImageRequest): Promise<boolean>;
  /**
   * Upload `fileId` became server image `imageId` served at `src`: images placed from the local
   * copy now serialise the server's source and id (not a modification: no history entry).
   */
  resolveUpload(fileId: string, imageId: string, src: string): void;
  deleteSelection(): void;
  duplicateSelection(): Promise<void>;
  copy(): void;
  paste(): Promise<void>;
  nudge(dx: number, dy: number): void;
  align(alignment: Alignment): void;
  distribute(direction: DistributeDirection): void;
  layer(action: LayerOrder): void;
  deselect(): void;
  /** Selects the topmost object under a screen point unless it is part of the selection. */
  selectAt(clientX: number, clientY: number): void;
  /** A PNG data URL of the canvas as shown (no guides, no selection), for the full-screen view. */
  snapshot(): string;
  /**
   * Draws the canvas now (Fabric's synchronous `renderAll`); returns the ms it took (benchmarks).
   * `redraw` draws every object, as after a change outside the selection: from its device
   * picture where it has one (src/canvas/objectPictures.ts), or as Fabric draws it (`fresh`, as
   * after a load).
   */
  renderNow(options?: { redraw?: boolean; fresh?: boolean }): number;
  /** Device px held by the objects' pictures (benchmarks, tests). */
  pictureArea(): number;
  dispose(): Promise<void>;
}

/** Longest side of the full-screen snapshot, px (a screen's worth; never the 100 % artboard). */
const SNAPSHOT_MAX_SIDE = 4096;
/** Fill of new shapes. */
const DEFAULT_FILL = '#1f6feb';

export function createDesignCanvas(
  element: HTMLCanvasElement,
  events: DesignCanvasEvents = {},
  background = '',
): DesignCanvas {
  registerCustomProperties();
  registerDesignImage();
  registerDesignText();
  installFabricPatches();
  const canvas = new Canvas(element, {
    backgroundColor: background,
    preserveObjectStacking: true,
    selection: true,
    controlsAboveOverlay: true,
    stopContextMenu: true,
  });
  let shown: Size = { width: canvas.getWidth(), height: canvas.getHeight() };
  let artboard: Size = { width: 1, height: 1 };
  let view: ArtboardArea | null = null;
  let overlays: OverlayObject[] = [];
  let overlayRequest = 0;
  let grid = false;
  let loading = false;
  let clipboard: Record<string, unknown>[] = [];
  /**
   * The objects the last load took off the canvas: a flip back to the other side, or a redo
   * after an undo, finds them unchanged and shows them again instead of building them anew.
   */
  let replaced: FabricObject[] = [];

  const guides = new GuideLayer(canvas, (id, position) => events.onGuideMoved?.(id, position));
  const uninstallSnapping = installSnapping(canvas, () => artboard);
  const uninstallGrid = installGrid(canvas, () => grid);
  installBorderMarginReset(canvas); // before `changed` records the modification
  const layers = installLayerCache(canvas);
  const unkeepSources = keepImageSourcesOf(canvas, () => replaced);

  /** Overlays above the design, guides above the overlays (spec canvas §4: upper layers). */
  const upperLayersToFront = () => {
    for (const o of overlays) canvas.bringObjectToFront(o);
    guides.bringToFront();
  };
  const isEmpty = () => designObjects(canvas).length === 0 && !canvas.backgroundColor;
  const reportSelection = () => events.onSelection?.(summarizeSelection(canvas));
  const changed = (gesture?: string) => {
    if (loading) return;
    canvas.requestRenderAll();
    events.onChange?.(serializeDesign(canvas), gesture);
    events.onContent?.(isEmpty(), layerListOf(canvas));
    // What the toolbars show of the selection (a text's size after scaling or a tool) changed.
    reportSelection();
  };
  const uninstallTextBoxes = installTextBoxes(canvas, {
    onEditing: reportSelection,
    onEdited: () => changed('text'),
  });
  canvas.on('object:scaling', () => {
    if (refreshSelectedDpi(canvas, artboard)) reportSelection();
  });
  canvas.on('object:modified', ({ target, action }) => {
    if (isGuideId(idOf(target))) return;
    if (refreshSelectedDpi(canvas, artboard)) reportSelection();
    changed(action);
  });
  canvas.on('selection:created', reportSelection);
  canvas.on('selection:updated', reportSelection);
  canvas.on('selection:cleared', reportSelection);

  const add = (object: FabricObject) => {
    canvas.insertAt(designObjects(canvas).length, object);
    canvas.setActiveObject(object);
    changed();
  };
  const run = (done: boolean): void => void (done && changed());

  return {
    setArtboard(size, zoom, region) {
      artboard = size;
      shown = displayedSize(size, zoom);
      const area = region ?? { x: 0, y: 0, ...shown };
      setCanvasArea(canvas, area);
      canvas.setViewportTransform([zoom, 0, 0, zoom, -area.x, -area.y]);
      // The canvas sits over the part of the artboard element it draws.
      Object.assign(canvas.wrapperEl.style, {
        position: 'absolute',
        left: `${area.x}px`,
        top: `${area.y}px`,
      });
      updateOverlayZoom(overlays, zoom);
      guides.setZoom(zoom);
      canvas.requestRenderAll();
    },
    artboard: () => artboard,
    displayed: () => shown,
    setView(area) {
      view = area;
    },
    zoom: () => canvas.getZoom(),
    setOverlays(plan, safeZoneImageUrl) {
      const request = ++overlayRequest;
      const show = (objects: OverlayObject[]) => {
        canvas.remove(...overlays);
        overlays = objects;
        canvas.add(...overlays);
        upperLayersToFront();
        canvas.requestRenderAll();
      };
      show(plan ? createOverlayObjects(plan, { zoom: canvas.getZoom() }) : []);
      if (!safeZoneImageUrl || !plan || plan.safeZone) return;
      void loadSafeZone(safeZoneImageUrl, plan).then((found) => {
        if (!found || request !== overlayRequest) return; // a newer product's overlays won
        if ('plan' in found) show(createOverlayObjects(found.plan, { zoom: canvas.getZoom() }));
        else show([...overlays, found.image as unknown as OverlayObject]);
      });
    },
    setGuides(list) {
      guides.sync(list, canvas.getZoom());
      upperLayersToFront();
      canvas.requestRenderAll();
    },
    setGuidesVisible(visible) {
      guides.setVisible(visible);
      canvas.requestRenderAll();
    },
    setGrid(visible) {
      grid = visible;
      canvas.requestRenderAll();
    },
    async load(json) {
      loading = true;
      try {
        const design = parseDesign(json);
        // Every face its text uses is loaded and verified before the text is laid out.
        const failed = await designFonts.ensureForObjects(design.objects);
        events.onFontsFailed?.(failed);
        const shown = designObjects(canvas);
        const objects = await enlivenReusing(design, [...shown, ...replaced]);
        canvas.discardActiveObject();
        const kept = new Set(objects);
        replaced = shown.filter((o) => !kept.has(o));
        canvas.remove(...replaced);
        objects.forEach((o, i) => {
          if (o.canvas === canvas) canvas.moveObjectTo(o, i);
          else canvas.insertAt(i, o);
        });
        canvas.backgroundColor = design.background;
        upperLayersToFront();
        canvas.requestRenderAll();
      } finally {
        loading = false;
      }
      reportSelection();
      events.onContent?.(isEmpty(), layerListOf(canvas));
    },
    serialize: () => serializeDesign(canvas),
    isEmpty,
    objectCount: () => designObjects(canvas).length,
    async addText() {
      const text = await createTextBox(artboard, canvas.getZoom(), view);
      setId(text, newObjectId('changeable-text-', editing.randomSuffix));
      add(text);
      startEditing(text);
    },
    setTextStyle: (patch) => run(applyTextStyle(canvas, patch)),
    editText() {
      const only = canvas.getActiveObject();
      if (isText(only)) startEditing(only);
    },
    addShape(kind) {
      const side = Math.max(24, Math.min(artboard.width, artboard.height) / 4);
      const common = { left: artboard.width / 2, top: artboard.height / 2, fill: DEFAULT_FILL };
      const shape =
        kind === 'circle'
          ? new Circle({ ...common, radius: side / 2 })
          : kind === 'triangle'
            ? new Triangle({ ...common, width: side, height: side })
            : new Rect({ ...common, width: side, height: side });
      setId(shape, newObjectId('changeable-color-', editing.randomSuffix));
      add(shape);
    },
    async addNew(create) {
      const taken = designObjects(canvas).map((o) => o.getCenterPoint());
      add(await create({ artboard, view, zoom: canvas.getZoom(), taken }));
    },
    editSelection: (edit) => run(edit(canvas, artboard)),
    setBackground: (colour, object) => run(applyBackground(canvas, colour, object)),
    async addImage(request) {
      try {
        const image = await createPlacedImage(request, artboard);
        add(image);
        upperLayersToFront();
        return true;
      } catch {
        return false;
      }
    },
    resolveUpload(fileId, imageId, src) {
      const local = localUploadSrc(fileId);
      aliasImageSource(local, src);
      resolveUploadedImages(designObjects(canvas), local, imageId, src);
    },
    deleteSelection: () => run(editing.deleteSelection(canvas)),
    duplicateSelection: async () => run(await editing.duplicateSelection(canvas)),
    copy() {
      const copies = editing.copySelection(canvas);
      if (copies.length > 0) clipboard = copies;
    },
    paste: async () => {
      run(await editing.paste(canvas, clipboard, artboard));
      upperLayersToFront();
    },
    nudge: (dx, dy) => run(editing.nudge(canvas, dx, dy)),
    align: (alignment) => run(editing.align(canvas, alignment, artboard)),
    distribute: (direction) => run(editing.distribute(canvas, direction)),
    layer: (action) => run(editing.layer(canvas, action)),
    deselect() {
      canvas.discardActiveObject();
      canvas.requestRenderAll();
    },
    selectAt(clientX, clientY) {
      const event = new PointerEvent('pointerdown', { clientX, clientY });
      const target = canvas.findTarget(event).target;
      if (!target || !target.selectable || isGuideId(idOf(target))) return;
      if (canvas.getActiveObjects().includes(target)) return;
      canvas.setActiveObject(target);
      canvas.requestRenderAll();
    },
    snapshot() {
      // The whole artboard as displayed, at most SNAPSHOT_MAX_SIDE px on its longer side, from
      // wherever the canvas region is. toDataURL draws the objects only (no selection
      // controls), so the selection stays.
      const v = canvas.viewportTransform;
      const multiplier = Math.min(1, SNAPSHOT_MAX_SIDE / Math.max(shown.width, shown.height));
      return canvas.toDataURL({
        multiplier,
        format: 'png',
        left: v[4],
        top: v[5],
        width: shown.width,
        height: shown.height,
        filter: (o) => !isGuideId(idOf(o as FabricObject)),
      });
    },
    renderNow(options) {
      if (options?.redraw || options?.fresh) layers.invalidate({ objects: options.fresh });
      const start = performance.now();
      canvas.renderAll();
      return performance.now() - start;
    },
    pictureArea: () => layers.pictureArea(),
    dispose: async () => {
      replaced = [];
      uninstallTextBoxes();
      uninstallSnapping();
      uninstallGrid();
      layers.uninstall();
      unkeepSources();
      await canvas.dispose();
    },
  };
}
