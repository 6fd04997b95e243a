/**
 * Zoom of the workspace (spec canvas §4): break points with the fit percent inserted, dropped
 * above what the engine's pixel budget allows for the canvas that covers the workspace, which is
 * drawn at a lower density past it (domain/canvas/canvasDensity). The editor controller keeps
 * the percent and steps through the points (the zoom commands); ctrl+wheel zooms around the pointer; pinch zooms on
 * touch screens (usePanning). The view starts at the fit percent and returns to it when the
 * product or the workspace size changes.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSelector } from 'react-redux';
import type { Size } from '../../domain/artboard';
import { fitZoom } from '../../domain/artboard';
import { roundFitPercent, zoomIn, zoomOut, zoomPoints } from '../../domain/canvas/zoom';
import { SIDE_PANEL_WIDTH_PX } from '../../domain/layout/fitViewport';
import { TUNABLES } from '../../domain/tunables';
import { currentPixelBudget } from '../../platform/engine';
import { useEditor } from './editorContext';
import { selectEditor } from './editorSlice';

export interface WorkspaceZoom {
  points: number[];
  percent: number | null;
  /** Sets a percent (clamped to the allowed range), keeping `anchor` (workspace px) still. */
  zoomTo(percent: number, anchor?: { x: number; y: number }): void;
}

export function useWorkspaceZoom(
  artboard: Size | null,
  viewport: Size,
  workspace: React.RefObject<HTMLDivElement | null>,
): WorkspaceZoom {
  const controller = useEditor();
  const { zoomPercent, zoomPoints: points } = useSelector(selectEditor);
  const dpr = typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const budget = useMemo(() => currentPixelBudget(), []);
  const pending = useRef<{ x: number; y: number; from: number } | null>(null);

  useEffect(() => {
    if (!artboard) return;
    const fit = fitZoom(viewport, artboard, TUNABLES.layout.artboardMarginPx);
    if (fit <= 0) return;
    const fitPercent = roundFitPercent(fit * 100);
    // The largest the workspace can be: the fit's viewport plus the side panel's room (desktop).
    const view = { width: viewport.width + SIDE_PANEL_WIDTH_PX, height: viewport.height };
    const points = zoomPoints(fitPercent, artboard, budget, dpr, view);
    controller.view.setZoomRange(fitPercent, points);
  }, [controller, artboard, viewport, budget, dpr]);

  const zoomTo = useCallback(
    (percent: number, anchor?: { x: number; y: number }) => {
      const from = controller.getState().zoomPercent;
      if (from === null) return;
      if (controller.view.zoomTo(percent) && anchor) pending.current = { ...anchor, from };
    },
    [controller],
  );

  // After a zoom around a point, scroll so the artboard point under it stays under it.
  useEffect(() => {
    const el = workspace.current;
    const p = pending.current;
    if (!el || !p || zoomPercent === null) return;
    pending.current = null;
    const ratio = zoomPercent / p.from;
    el.scrollLeft = (el.scrollLeft + p.x) * ratio - p.x;
    el.scrollTop = (el.scrollTop + p.y) * ratio - p.y;
  }, [workspace, zoomPercent]);

  // ctrl+wheel zooms around the pointer (the page itself must not zoom); plain wheel scrolls.
  useEffect(() => {
    const el = workspace.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      if (zoomPercent === null) return;
      const rect = el.getBoundingClientRect();
      const anchor = { x: e.clientX - rect.left, y: e.clientY - rect.top };
      zoomTo(e.deltaY < 0 ? zoomIn(zoomPercent, points) : zoomOut(zoomPercent, points), anchor);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [workspace, zoomPercent, points, zoomTo]);

  return { points, percent: zoomPercent, zoomTo };
}
