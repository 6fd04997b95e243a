/**
 * The canvas covers what the workspace shows of the artboard, plus a margin (a 100 % banner is
 * tens of megapixels); scrolling past the margin moves it (domain/canvas/renderRegion).
 */
import { useEffect, useRef } from 'react';
import type { EditorController } from '../../editor';
import type { Size } from '../../domain/artboard';
import { displayedSize } from '../../domain/artboard';
import type { Region } from '../../domain/canvas/renderRegion';
import { renderRegion } from '../../domain/canvas/renderRegion';

export function useCanvasRegion(
  controller: EditorController,
  attached: boolean,
  artboard: Size | null,
  percent: number | null,
  viewport: Size,
  workspace: React.RefObject<HTMLDivElement | null>,
  board: React.RefObject<HTMLDivElement | null>,
): void {
  /** The part of the displayed artboard the canvas covers now. */
  const region = useRef<Region | null>(null);
  useEffect(() => {
    const el = workspace.current;
    if (!attached || !artboard || percent === null || !el) return;
    const z = percent / 100;
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
      // What the shopper sees, artboard px: new text boxes are placed there.
      controller.setView({
        x: visible.x / z,
        y: visible.y / z,
        width: visible.width / z,
        height: visible.height / z,
      });
      const next = renderRegion(displayedSize(artboard, z), visible, fresh ? null : region.current);
      if (next === region.current) return;
      region.current = next;
      controller.setArtboard(artboard, z, next);
    };
    place(true);
    const onScroll = () => place(false);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [controller, attached, artboard, percent, viewport, workspace, board]);
}
