/**
 * The workspace: the artboard of the selected product (its printable area, 96 px per inch at
 * 100 %) on the surface-material image, with the product's overlays, zoom and pan, rulers and
 * guides, and the toolbars around it. Redux holds the state; the DesignCanvas draws it and reports
 * the user's changes back.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createDesignCanvas } from '../../canvas';
import type { DesignCanvas } from '../../canvas';
import { artboardSizePx, displayedSize } from '../../domain/artboard';
import type { Size } from '../../domain/artboard';
import type { Region } from '../../domain/canvas/renderRegion';
import { renderRegion } from '../../domain/canvas/renderRegion';
import { canvasConfigOf } from '../../domain/canvasConfig';
import { overlayPlan } from '../../domain/overlays';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { useMaxRequestBodySizeQuery } from '../configuration';
import { useCalculator } from '../product';
import { useDesignCanvas } from './canvasContext';
import { DragBanner } from './DragBanner';
import {
  canvasChanged,
  contentChanged,
  guideMoved,
  historyStarted,
  maxEntryBytesKnown,
  printSideChanged,
  restoreFinished,
  selectActiveGuides,
  selectEditor,
  selectionChanged,
} from './editorSlice';
import { EditorBar } from './EditorBar';
import { FullScreenPreview } from './FullScreenPreview';
import { LayerToolbar } from './LayerToolbar';
import { Rulers } from './Rulers';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';
import { MaxSizeWarning } from './MaxSizeWarning';
import { usePanning } from './usePanning';
import { useWorkspaceZoom } from './useWorkspaceZoom';

export function CanvasView() {
  const t = useT();
  const dispatch = useDispatch();
  const { data: calc } = useCalculator();
  const { data: maxBody } = useMaxRequestBodySizeQuery();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const editor = useSelector(selectEditor);
  const guides = useSelector(selectActiveGuides);
  const workspace = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLCanvasElement>(null);
  const board = useRef<HTMLDivElement>(null);
  /** The part of the displayed artboard the canvas covers now. */
  const region = useRef<Region | null>(null);
  const design = useDesignCanvas();
  const [ready, setReady] = useState<DesignCanvas | null>(null);
  const [viewport, setViewport] = useState<Size>({ width: 0, height: 0 });
  /** The artboard the canvas shows, for guide drops reported by the canvas. */
  const canvasArtboard = useRef<Size>({ width: 1, height: 1 });

  const config = useMemo(() => (calc ? canvasConfigOf(calc) : null), [calc]);
  const artboard = useMemo(
    () => (config ? artboardSizePx(config.workAreaWidth, config.workAreaHeight) : null),
    [config],
  );
  const zoom = useWorkspaceZoom(artboard, viewport, workspace);
  const panning = usePanning(workspace, zoom);
  useKeyboardShortcuts();
  useUnsavedChangesPrompt();

  useEffect(() => {
    if (!element.current) return;
    const canvas = createDesignCanvas(element.current, {
      onChange: (json) => dispatch(canvasChanged(json)),
      onSelection: (selection) => dispatch(selectionChanged(selection)),
      onContent: (empty) => dispatch(contentChanged(empty)),
      onGuideMoved: (id, position) =>
        dispatch(
          guideMoved({ id, position, printArea: canvasArtboard.current, zoom: canvas.zoom() }),
        ),
    });
    design.current = canvas;
    setReady(canvas);
    dispatch(historyStarted(canvas.serialize()));
    return () => {
      design.current = null;
      setReady(null);
      void canvas.dispose();
    };
  }, [design, dispatch]);

  useEffect(() => {
    if (maxBody) dispatch(maxEntryBytesKnown(maxBody.maxRequestBodySize));
  }, [dispatch, maxBody]);

  useEffect(() => {
    const el = workspace.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setViewport({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The canvas covers what the workspace shows of the artboard, plus a margin (a 100 % banner
  // is tens of megapixels); scrolling past the margin moves it.
  useEffect(() => {
    const el = workspace.current;
    if (!ready || !artboard || zoom.percent === null || !el) return;
    const z = zoom.percent / 100;
    canvasArtboard.current = artboard;
    const place = (fresh: boolean) => {
      const rect = board.current?.getBoundingClientRect();
      const view = el.getBoundingClientRect();
      if (!rect) return;
      const visible = {
        x: view.left + el.clientLeft - rect.left,
        y: view.top + el.clientTop - rect.top,
        width: el.clientWidth,
        height: el.clientHeight,
      };
      const next = renderRegion(displayedSize(artboard, z), visible, fresh ? null : region.current);
      if (next === region.current) return;
      region.current = next;
      ready.setArtboard(artboard, z, next);
    };
    place(true);
    const onScroll = () => place(false);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [ready, artboard, zoom.percent, viewport]);

  useEffect(() => {
    if (!ready || !config) return;
    ready.setOverlays(
      overlayPlan(config.options, {
        widthInches: config.workAreaWidth,
        heightInches: config.workAreaHeight,
      }),
      config.safeZoneImage ? cdnUrl(runtime, config.safeZoneImage) : null,
    );
    dispatch(printSideChanged(config.printSides));
  }, [ready, config, dispatch, runtime]);

  useEffect(() => {
    ready?.setGuides(guides);
  }, [ready, guides]);
  useEffect(() => {
    ready?.setGuidesVisible(editor.settings.guides);
    ready?.setGrid(editor.settings.grid);
  }, [ready, editor.settings.guides, editor.settings.grid]);

  // Undo, redo, flip, reset: load the snapshot the state asks for (a flip after its delay).
  const { restoreRevision, restore, restoreDelayMs } = editor;
  useEffect(() => {
    if (!ready || restoreRevision === 0) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void ready
        .load(restore)
        .catch(() => undefined) // logged only (spec canvas §8); the redraw still finishes
        .finally(() => {
          if (!cancelled) dispatch(restoreFinished());
        });
    }, restoreDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [ready, restoreRevision, restore, restoreDelayMs, dispatch]);

  const surface =
    editor.settings.surface && config?.surfaceImage
      ? `url("${cdnUrl(runtime, config.surfaceImage)}")`
      : undefined;
  // The same size the canvas gets (setArtboard), computed here so the element matches it at once.
  const displayed =
    artboard && zoom.percent !== null ? displayedSize(artboard, zoom.percent / 100) : undefined;

  return (
    <div className="editor">
      <LayerToolbar />
      <div className="editor-stage">
        {editor.settings.ruler && artboard && zoom.percent !== null ? (
          <Rulers
            workspace={workspace}
            artboard={artboard}
            zoom={zoom.percent / 100}
            unit={calc?.filter.measurementUnit ?? 0}
          />
        ) : null}
        <div
          className={`workspace${panning.armed ? ' is-panning' : ''}`}
          ref={workspace}
          data-testid="workspace"
          onPointerDown={(e) => {
            // A click on the workspace around the artboard deselects (spec canvas §2).
            if (!(e.target as Element).closest('.artboard')) ready?.deselect();
          }}
        >
          {!calc ? <Spinner label={t('loading')} /> : null}
          <div className="workspace-inner">
            <div
              ref={board}
              className="artboard"
              data-testid="artboard"
              data-width-in={calc?.filter.width}
              data-height-in={calc?.filter.height}
              data-zoom={zoom.percent !== null ? (zoom.percent / 100).toFixed(4) : undefined}
              style={{
                backgroundImage: surface,
                width: displayed?.width,
                height: displayed?.height,
              }}
              hidden={!calc}
            >
              <canvas ref={element} aria-label={t('canvasLabel')} />
            </div>
          </div>
          {panning.armed ? (
            <div
              className="pan-surface"
              data-testid="pan-surface"
              onPointerDown={panning.onPointerDown}
            />
          ) : null}
        </div>
        <DragBanner workspace={workspace} percent={zoom.percent} fitPercent={editor.fitPercent} />
      </div>
      <EditorBar zoom={zoom} />
      {editor.fullScreen ? <FullScreenPreview /> : null}
      <MaxSizeWarning />
    </div>
  );
}
