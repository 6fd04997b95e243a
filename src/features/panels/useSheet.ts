/**
 * The side panel as a bottom sheet on the mobile layout (src/domain/layout/sheet): it opens at
 * half the area under the header, in the layout's flow, so the workspace above it shrinks and
 * the artboard is fitted into what is left — visible while an option is chosen. Its handle drags
 * it: while dragged it floats over the workspace (the artboard is not re-fitted on every move),
 * and on release it rests at the nearest stop. The arrow keys on the handle step between stops.
 */
import type { CSSProperties, KeyboardEvent, PointerEvent, RefObject } from 'react';
import { useRef, useState } from 'react';
import { draggedSheet, SHEET_OPEN_FRACTION, snapSheet, stepSheet } from '../../domain/layout/sheet';

export interface Sheet {
  style: CSSProperties;
  dragging: boolean;
  handle: {
    onPointerDown(e: PointerEvent<HTMLElement>): void;
    onPointerMove(e: PointerEvent<HTMLElement>): void;
    onPointerUp(e: PointerEvent<HTMLElement>): void;
    onKeyDown(e: KeyboardEvent<HTMLElement>): void;
  };
  fraction: number;
}

export function useSheet(panel: RefObject<HTMLElement | null>): Sheet {
  const [fraction, setFraction] = useState(SHEET_OPEN_FRACTION);
  const [drag, setDrag] = useState<{ bottom: number; fraction: number } | null>(null);
  const area = useRef<DOMRect | null>(null);

  const style: CSSProperties = drag
    ? {
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: drag.bottom,
        height: `${drag.fraction * 100}%`,
      }
    : { flexBasis: `${fraction * 100}%` };

  return {
    style,
    dragging: drag !== null,
    fraction,
    handle: {
      onPointerDown(e) {
        const el = panel.current;
        const body = el?.parentElement;
        if (!el || !body) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        const bodyRect = body.getBoundingClientRect();
        area.current = bodyRect;
        setDrag({ bottom: bodyRect.bottom - el.getBoundingClientRect().bottom, fraction });
      },
      onPointerMove(e) {
        const rect = area.current;
        if (!drag || !rect) return;
        setDrag({ ...drag, fraction: draggedSheet(e.clientY, rect.top, rect.height) });
      },
      onPointerUp() {
        if (!drag) return;
        setFraction(snapSheet(drag.fraction));
        setDrag(null);
        area.current = null;
      },
      onKeyDown(e) {
        if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
        e.preventDefault();
        setFraction(stepSheet(fraction, e.key === 'ArrowUp' ? 1 : -1));
      },
    },
  };
}
