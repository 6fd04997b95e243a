/**
 * Zoom of the workspace (spec canvas §4): break points with the fit percent inserted, dropped
 * above what the engine's pixel budget allows; minus/plus go to the neighbouring point; ctrl+wheel
 * zooms around the pointer; pinch zooms on touch screens. The view starts at the fit percent and
 * returns to it when the product or the workspace size changes.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Size } from '../../domain/artboard';
import { fitZoom } from '../../domain/artboard';
import {
  clampZoomPercent,
  roundFitPercent,
  zoomIn,
  zoomOut,
  zoomPoints,
} from '../../domain/canvas/zoom';
import { TUNABLES } from '../../domain/tunables';
import { currentPixelBudget } from '../../platform/engine';
import { selectEditor, zoomChanged } from './editorSlice';

export interface WorkspaceZoom {
  points: number[];
  percent: number | null;
  zoomIn(): void;
  zoomOut(): void;
  /** Sets a percent (clamped to the allowed range), keeping `anchor` (workspace px) still. */
  zoomTo(percent: number, anchor?: { x: number; y: number }): void;
}

export function useWorkspaceZoom(
  artboard: Size | null,
  viewport: Size,
  workspace: React.RefObject<HTMLDivElement | null>,
): WorkspaceZoom {
  const dispatch = useDispatch();
  const { zoomPercent } = useSelector(selectEditor);
  const dpr = typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const budget = useMemo(() => currentPixelBudget(), []);
  const fitPercent = useMemo(() => {
    if (!artboard) return null;
    const fit = fitZoom(viewport, artboard, TUNABLES.layout.artboardMarginPx);
    return fit > 0 ? roundFitPercent(fit * 100) : null;
  }, [artboard, viewport]);
  const points = useMemo(
    () => (artboard && fitPercent ? zoomPoints(fitPercent, artboard, budget, dpr) : []),
    [artboard, fitPercent, budget, dpr],
  );
  const pending = useRef<{ x: number; y: number; from: number } | null>(null);

  useEffect(() => {
    if (fitPercent === null || points.length === 0) return;
    dispatch(zoomChanged({ percent: clampZoomPercent(fitPercent, points), fitPercent }));
  }, [dispatch, fitPercent, points]);

  const zoomTo = useCallback(
    (percent: number, anchor?: { x: number; y: number }) => {
      if (fitPercent === null || points.length === 0 || zoomPercent === null) return;
      const min = points[0]!;
      const max = points[points.length - 1]!;
      const next = Math.min(max, Math.max(min, percent));
      if (next === zoomPercent) return;
      if (anchor) pending.current = { ...anchor, from: zoomPercent };
      dispatch(zoomChanged({ percent: next, fitPercent }));
    },
    [dispatch, fitPercent, points, zoomPercent],
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

  return {
    points,
    percent: zoomPercent,
    zoomIn: () => zoomPercent !== null && zoomTo(zoomIn(zoomPercent, points)),
    zoomOut: () => zoomPercent !== null && zoomTo(zoomOut(zoomPercent, points)),
    zoomTo,
  };
}
