/**
 * Snapping while an object is dragged (spec canvas §4): the pure rule (domain/canvas/snapping)
 * picks the offset and the lines; this moves the object and draws the lines on Fabric's top
 * context until the drag ends. Ctrl held disables it.
 */
import type { Canvas, FabricObject, TPointerEvent } from 'fabric';
import { snapMove } from '../domain/canvas/snapping';
import type { SnapLine } from '../domain/canvas/snapping';
import type { Size } from '../domain/artboard';
import { idOf } from './customProperties';
import { designObjects } from './designDocument';

/** Colour of the snap lines (magenta reads on photos and on white). */
const SNAP_LINE_COLOUR = '#e0218a';

function box(o: FabricObject) {
  const r = o.getBoundingRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

export function installSnapping(canvas: Canvas, artboard: () => Size): () => void {
  let lines: SnapLine[] = [];
  const onMoving = (e: { target: FabricObject; e: TPointerEvent }) => {
    const target = e.target;
    // Fabric fires object:moving before it refreshes the corner cache: measure where it is now.
    target.setCoords();
    const moving = new Set(canvas.getActiveObjects());
    moving.add(target);
    const others = designObjects(canvas)
      .filter((o) => !moving.has(o) && o.visible)
      .map((o) => ({ id: idOf(o), ...box(o) }));
    const result = snapMove({
      moving: box(target),
      artboard: artboard(),
      others,
      zoom: canvas.getZoom(),
      disabled: e.e.ctrlKey || e.e.metaKey,
    });
    if (result.dx || result.dy) {
      target.set({ left: (target.left ?? 0) + result.dx, top: (target.top ?? 0) + result.dy });
      target.setCoords();
    }
    lines = result.lines;
  };
  const draw = () => {
    if (lines.length === 0) return;
    const ctx = canvas.contextTop;
    const [z, , , , dx, dy] = canvas.viewportTransform;
    canvas.clearContext(ctx);
    ctx.save();
    ctx.strokeStyle = SNAP_LINE_COLOUR;
    ctx.lineWidth = 1;
    ctx.setLineDash([4, 3]);
    for (const l of lines) {
      ctx.beginPath();
      if (l.orientation === 'vertical') {
        ctx.moveTo(l.position * z + dx + 0.5, l.from * z + dy);
        ctx.lineTo(l.position * z + dx + 0.5, l.to * z + dy);
      } else {
        ctx.moveTo(l.from * z + dx, l.position * z + dy + 0.5);
        ctx.lineTo(l.to * z + dx, l.position * z + dy + 0.5);
      }
      ctx.stroke();
    }
    ctx.restore();
  };
  const clear = () => {
    if (lines.length === 0) return;
    lines = [];
    canvas.clearContext(canvas.contextTop);
    canvas.requestRenderAll();
  };
  canvas.on('object:moving', onMoving);
  canvas.on('after:render', draw);
  canvas.on('mouse:up', clear);
  return () => {
    canvas.off('object:moving', onMoving);
    canvas.off('after:render', draw);
    canvas.off('mouse:up', clear);
  };
}

/** The lines currently shown (tests read them through the canvas facade). */
export type { SnapLine };
