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
import type { FabricObject } from 'fabric';
import { Canvas, Circle, Rect, Textbox, Triangle } from 'fabric';
import type { Size } from '../domain/artboard';
import { displayedSize } from '../domain/artboard';
import type { Alignment, DistributeDirection, LayerOrder } from '../domain/canvas/arrange';
import type { Guide } from '../domain/canvas/guides';
import type { Region } from '../domain/canvas/renderRegion';
import { isGuideId, newObjectId } from '../domain/editor/objectIds';
import { EDITOR_TUNABLES } from '../domain/editor/tunables';
import { localUploadSrc } from '../domain/editor/uploadSources';
import type { OverlayPlan } from '../domain/overlays';
import { idOf, registerCustomProperties, setId } from './customProperties';
import { registerDesignImage } from './designImage';
import { designObjects, enlivenReusing, parseDesign, serializeDesign } from './designDocument';
import * as editing from './editing';
import { installGrid } from './grid';
import { GuideLayer } from './guides';
import type { PlaceImageRequest } from './images';
import {
  createPlacedImage,
  isDesignImage,
  placedImageInfo,
  refreshDpi,
  resolveUploadedImages,
} from './images';
import { aliasImageSource, keepImageSourcesOf } from './imageSources';
import type { OverlayObject } from './overlays';
import { createOverlayObjects, updateOverlayZoom } from './overlays';
import { loadSafeZoneImage } from './safeZoneImage';
import { installFabricPatches } from './fabricPatches';
import { installLayerCache } from './layerCache';
import { installSnapping } from './snapping';
import type { SelectionSummary } from './selectionSummary';

export type { SelectionSummary } from './selectionSummary';

export type ShapeKind = 'rectangle' | 'circle' | 'triangle';

export interface DesignCanvasEvents {
  onChange?(json: string): void;
  onSelection?(selection: SelectionSummary): void;
  onGuideMoved?(id: string, position: number): void;
  /** Whether the design is empty, after every change and every load. */
  onContent?(empty: boolean): void;
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
  addText(): void;
  addShape(kind: ShapeKind): void;
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

/** Fill of new shapes and default text colour. */
const DEFAULT_FILL = '#1f6feb';
const DEFAULT_TEXT_FILL = '#000000';

export function createDesignCanvas(
  element: HTMLCanvasElement,
  events: DesignCanvasEvents = {},
  background = '',
): DesignCanvas {
  registerCustomProperties();
  registerDesignImage();
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
  const layers = installLayerCache(canvas);
  const unkeepSources = keepImageSourcesOf(canvas, () => replaced);

  /** Overlays above the design, guides above the overlays (spec canvas §4: upper layers). */
  const upperLayersToFront = () => {
    for (const o of overlays) canvas.bringObjectToFront(o);
    guides.bringToFront();
  };
  const isEmpty = () => designObjects(canvas).length === 0 && !canvas.backgroundColor;
  const changed = () => {
    if (loading) return;
    canvas.requestRenderAll();
    events.onChange?.(serializeDesign(canvas));
    events.onContent?.(isEmpty());
  };
  const reportSelection = () => {
    const objects = canvas.getActiveObjects().filter((o) => !isGuideId(idOf(o)));
    const only = objects.length === 1 ? objects[0] : undefined;
    events.onSelection?.({
      count: objects.length,
      types: objects.map((o) => o.type),
      ids: objects.map(idOf),
      image: isDesignImage(only) ? placedImageInfo(only) : null,
    });
  };
  /** DPI results of the selected images at their current size (spec: re-checked when scaled). */
  const refreshSelectedDpi = () => {
    let any = false;
    for (const o of canvas.getActiveObjects()) {
      if (isDesignImage(o)) {
        refreshDpi(o, artboard);
        any = true;
      }
    }
    return any;
  };

  canvas.on('object:scaling', () => {
    if (refreshSelectedDpi()) reportSelection();
  });
  canvas.on('object:modified', ({ target }) => {
    if (isGuideId(idOf(target))) return;
    if (refreshSelectedDpi()) reportSelection();
    changed();
  });
  canvas.on('text:editing:exited', ({ target }) => {
    const text = target as Textbox & { isPlaceholder?: boolean };
    if (text.isPlaceholder && text.text !== EDITOR_TUNABLES.text.placeholder) {
      text.set({ isPlaceholder: false, opacity: 1 } as Partial<Textbox>);
    }
    changed();
  });
  canvas.on('selection:created', reportSelection);
  canvas.on('selection:updated', reportSelection);
  canvas.on('selection:cleared', reportSelection);

  const add = (object: FabricObject) => {
    canvas.insertAt(designObjects(canvas).length, object);
    canvas.setActiveObject(object);
    changed();
  };
  const run = (done: boolean) => {
    if (done) changed();
  };

  return {
    setArtboard(size, zoom, region) {
      artboard = size;
      shown = displayedSize(size, zoom);
      const area = region ?? { x: 0, y: 0, ...shown };
      canvas.setDimensions({ width: area.width, height: area.height });
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
    zoom: () => canvas.getZoom(),
    setOverlays(plan, safeZoneImageUrl) {
      const request = ++overlayRequest;
      canvas.remove(...overlays);
      overlays = plan ? createOverlayObjects(plan, { zoom: canvas.getZoom() }) : [];
      canvas.add(...overlays);
      upperLayersToFront();
      canvas.requestRenderAll();
      if (!safeZoneImageUrl || plan?.safeZone) return;
      void loadSafeZoneImage(safeZoneImageUrl, artboard).then((image) => {
        if (!image || request !== overlayRequest) return; // a newer product's overlays won
        overlays.push(image as unknown as OverlayObject);
        canvas.add(image);
        upperLayersToFront();
        canvas.requestRenderAll();
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
      events.onContent?.(isEmpty());
    },
    serialize: () => serializeDesign(canvas),
    isEmpty,
    objectCount: () => designObjects(canvas).length,
    addText() {
      const text = new Textbox(EDITOR_TUNABLES.text.placeholder, {
        fontSize: EDITOR_TUNABLES.text.fontSizePx,
        fontFamily: 'Arial',
        fill: DEFAULT_TEXT_FILL,
        opacity: EDITOR_TUNABLES.text.placeholderOpacity,
        width: Math.min(artboard.width * 0.6, 400),
        textAlign: 'center',
      });
      (text as Textbox & { isPlaceholder: boolean }).isPlaceholder = true;
      setId(text, newObjectId('changeable-text-', editing.randomSuffix));
      // Fabric 7 places objects by their centre.
      text.set({ left: artboard.width / 2, top: artboard.height / 2 });
      add(text);
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
      uninstallSnapping();
      uninstallGrid();
      layers.uninstall();
      unkeepSources();
      await canvas.dispose();
    },
  };
}
