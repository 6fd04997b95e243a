/**
 * Rulers along the top and left of the workspace (Settings → ruler): inches, or feet and inches
 * on large products (domain/canvas/rulers), following scroll and zoom. Dragging from a ruler
 * makes a guide: from the top ruler a horizontal one, from the left ruler a vertical one; it
 * shows yellow while it crosses another and is discarded when dropped outside the print area or
 * within 1 px of another (domain/canvas/guides, applied by the editor controller).
 */
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { Size } from '../../domain/artboard';
import type { GuideOrientation } from '../../domain/canvas/guides';
import { isCrossing } from '../../domain/canvas/guides';
import { rulerTicks, rulerUnit } from '../../domain/canvas/rulers';
import type { MeasurementUnit } from '../../domain/units';
import { PX_PER_INCH } from '../../domain/units';
import { useT } from '../../ui/i18n';
import { useRunCommand } from './editorContext';
import { selectEditor } from './editorSlice';

/** Ruler thickness, CSS px (matches .ruler in editor.css). */
export const RULER_PX = 20;

interface Preview {
  orientation: GuideOrientation;
  /** Artboard px. */
  position: number;
  /** Stage px, for drawing. */
  screen: number;
  crossing: boolean;
}

function drawRuler(
  canvas: HTMLCanvasElement,
  horizontal: boolean,
  lengthPx: number,
  zoom: number,
  unit: 'inch' | 'feet',
  startPx: number,
): void {
  const cssLength = horizontal ? canvas.clientWidth : canvas.clientHeight;
  const dpr = devicePixelRatio || 1;
  canvas.width = Math.round((horizontal ? cssLength : RULER_PX) * dpr);
  canvas.height = Math.round((horizontal ? RULER_PX : cssLength) * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.scale(dpr, dpr);
  ctx.fillStyle = getComputedStyle(canvas).color;
  ctx.strokeStyle = ctx.fillStyle;
  ctx.font = '10px system-ui, sans-serif';
  ctx.lineWidth = 1;
  const ticks = rulerTicks(lengthPx, zoom, unit, -startPx, cssLength);
  ctx.beginPath();
  const tick = (at: number, size: number) => {
    const p = Math.round(at) + 0.5;
    if (horizontal) {
      ctx.moveTo(p, RULER_PX);
      ctx.lineTo(p, RULER_PX - size);
    } else {
      ctx.moveTo(RULER_PX, p);
      ctx.lineTo(RULER_PX - size, p);
    }
  };
  for (const m of ticks.minor) tick(m.offsetPx, 5);
  for (const m of ticks.major) tick(m.offsetPx, RULER_PX);
  ctx.stroke();
  for (const m of ticks.major) {
    if (horizontal) ctx.fillText(m.label, m.offsetPx + 3, 10);
    else {
      ctx.save();
      ctx.translate(10, m.offsetPx + 3);
      ctx.rotate(Math.PI / 2);
      ctx.fillText(m.label, 0, 0);
      ctx.restore();
    }
  }
}

export function Rulers(props: {
  workspace: React.RefObject<HTMLDivElement | null>;
  artboard: Size;
  zoom: number;
  unit: MeasurementUnit;
}) {
  const t = useT();
  const run = useRunCommand();
  const { guides } = useSelector(selectEditor);
  const top = useRef<HTMLCanvasElement>(null);
  const left = useRef<HTMLCanvasElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const { workspace, artboard, zoom } = props;
  const unit = rulerUnit(artboard.width / PX_PER_INCH, artboard.height / PX_PER_INCH, props.unit);

  useEffect(() => {
    const el = workspace.current;
    if (!el) return;
    const draw = () => {
      const board = el.querySelector('.artboard')?.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      if (!board) return;
      if (top.current)
        drawRuler(top.current, true, artboard.width, zoom, unit, board.left - box.left);
      if (left.current)
        drawRuler(left.current, false, artboard.height, zoom, unit, board.top - box.top);
    };
    const frame = requestAnimationFrame(draw);
    el.addEventListener('scroll', draw, { passive: true });
    window.addEventListener('resize', draw);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', draw);
      window.removeEventListener('resize', draw);
    };
  }, [workspace, artboard, zoom, unit]);

  const startGuide = (orientation: GuideOrientation) => (e: React.PointerEvent) => {
    const el = workspace.current;
    const board = el?.querySelector('.artboard');
    if (!el || !board) return;
    e.preventDefault();
    const stage = el.parentElement!.getBoundingClientRect();
    const place = (clientX: number, clientY: number): Preview => {
      const rect = board.getBoundingClientRect();
      const vertical = orientation === 'vertical';
      const position = (vertical ? clientX - rect.left : clientY - rect.top) / zoom;
      const guide = { id: 'preview', orientation, position };
      return {
        orientation,
        position,
        screen: vertical ? clientX - stage.left : clientY - stage.top,
        crossing: isCrossing(guide, guides, zoom),
      };
    };
    setPreview(place(e.clientX, e.clientY));
    const move = (m: PointerEvent) => setPreview(place(m.clientX, m.clientY));
    const up = (u: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      const p = place(u.clientX, u.clientY);
      setPreview(null);
      run('view.addGuide', { orientation, position: p.position });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return (
    <>
      <div className="ruler-corner" aria-hidden="true" />
      <canvas
        ref={top}
        className="ruler ruler-top"
        data-testid="ruler-top"
        data-keeps-panel
        aria-label={t('rulerHorizontal')}
        onPointerDown={startGuide('horizontal')}
      />
      <canvas
        ref={left}
        className="ruler ruler-left"
        data-testid="ruler-left"
        data-keeps-panel
        aria-label={t('rulerVertical')}
        onPointerDown={startGuide('vertical')}
      />
      {preview ? (
        <div
          className={`guide-preview is-${preview.orientation}${preview.crossing ? ' is-crossing' : ''}`}
          data-testid="guide-preview"
          style={
            preview.orientation === 'vertical' ? { left: preview.screen } : { top: preview.screen }
          }
        />
      ) : null}
    </>
  );
}
