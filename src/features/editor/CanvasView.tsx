/**
 * The workspace: the artboard of the selected product (its printable area, 96 px per inch at
 * 100 %) on the surface-material image, with the product's overlays, zoom and pan, rulers and
 * guides, and the toolbars around it. The editor controller owns the design and the canvas; this
 * lays the canvas out and hands the controller its element.
 */
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TextParams } from '../../canvas';
import { useSelector } from 'react-redux';
import type { Size } from '../../domain/artboard';
import { displayedSize } from '../../domain/artboard';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { fitViewport } from '../../domain/layout/fitViewport';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { useNarrowLayout } from '../panels';
import { useAppliedCalculator } from '../product';
import { CanvasContextMenu } from './CanvasContextMenu';
import { DragBanner } from './DragBanner';
import { EditorBar } from './EditorBar';
import { useEditor } from './editorContext';
import { selectEditor } from './editorSlice';
import { FullScreenPreview } from './FullScreenPreview';
import { LayerToolbar } from './LayerToolbar';
import { TextLegibilityNote } from './TextLegibilityNote';
import { MaxSizeWarning } from './MaxSizeWarning';
import { Rulers } from './Rulers';
import { ShortcutHelp } from './ShortcutHelp';
import { useCanvasRegion } from './useCanvasRegion';
import { useCommandShortcuts } from './useCommandShortcuts';
import { usePanning } from './usePanning';
import { useProductCanvas } from './useProductCanvas';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';
import { useWorkspaceZoom } from './useWorkspaceZoom';

/**
 * `textToolbar` replaces the layer tools while a text box is selected (src/features/text); it
 * shows `notes` (the selected text's warnings) first, where the layer tools show an image's.
 * `layersList` (src/features/layers) sits beside the canvas while the view shows it.
 */
export function CanvasView(props: {
  textToolbar?: (text: TextParams, notes: ReactNode) => ReactNode;
  layersList?: ReactNode;
}) {
  const t = useT();
  const controller = useEditor();
  const { data: calc } = useAppliedCalculator();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const editor = useSelector(selectEditor);
  const workspace = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLCanvasElement>(null);
  const board = useRef<HTMLDivElement>(null);
  const [attached, setAttached] = useState(false);
  // The workspace's size, and the side panel's width beside it measured in the same layout.
  const [viewport, setViewport] = useState<Size & { panelWidth: number }>({
    width: 0,
    height: 0,
    panelWidth: 0,
  });

  const { config, artboard } = useProductCanvas(controller, attached);
  // On desktop the fit leaves room for a side panel, so opening one keeps the zoom.
  const narrow = useNarrowLayout();
  const fitTo = useMemo(
    () => fitViewport(viewport, viewport.panelWidth, narrow),
    [viewport, narrow],
  );
  const zoom = useWorkspaceZoom(artboard, fitTo, workspace);
  const panning = usePanning(workspace, zoom);
  useCanvasRegion(controller, attached, artboard, zoom.percent, viewport, workspace, board);
  useCommandShortcuts();
  useUnsavedChangesPrompt();

  useEffect(() => {
    if (!element.current) return;
    controller.attach(element.current);
    setAttached(true);
    return () => {
      setAttached(false);
      void controller.detach();
    };
  }, [controller]);

  useEffect(() => {
    const el = workspace.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      // The side panel (src/features/panels) beside the workspace, by its id.
      const panelWidth = document.getElementById('side-panel')?.offsetWidth ?? 0;
      const { width, height } = entry.contentRect;
      setViewport({ width, height, panelWidth });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const surface =
    editor.settings.surface && config?.surfaceImage
      ? `url("${cdnUrl(runtime, config.surfaceImage)}")`
      : undefined;
  // The same size the canvas gets (setArtboard), computed here so the element matches it at once.
  const displayed =
    artboard && zoom.percent !== null ? displayedSize(artboard, zoom.percent / 100) : undefined;

  return (
    <div className={`editor${editor.settings.ruler ? ' has-rulers' : ''}`}>
      {editor.selection.text && props.textToolbar ? (
        props.textToolbar(
          editor.selection.text,
          <TextLegibilityNote
            capHeightInches={editor.selection.textCapHeightInches}
            minCapHeightInches={calc?.minCapHeightInches ?? 0}
          />,
        )
      ) : (
        <LayerToolbar />
      )}
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
            if (!(e.target as Element).closest('.artboard')) controller.deselect();
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
              // The option configuration the canvas shows (overlays, print sides, shape).
              data-options={config ? JSON.stringify(config.options) : undefined}
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
        {editor.layersList ? props.layersList : null}
        <CanvasContextMenu target={board} />
        <DragBanner workspace={workspace} percent={zoom.percent} fitPercent={editor.fitPercent} />
      </div>
      <EditorBar />
      {editor.fullScreen ? <FullScreenPreview /> : null}
      {editor.shortcutHelp ? <ShortcutHelp /> : null}
      <MaxSizeWarning />
    </div>
  );
}
