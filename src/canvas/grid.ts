/**
 * The grid (Settings → grid): lines every inch (every foot on large products, where inch lines
 * would be under 8 screen px apart), drawn over the artboard after each render; never an object,
 * so never exported.
 */
import type { Canvas } from 'fabric';
import { PX_PER_INCH } from '../domain/units';

/** Grid lines closer than this on screen are too dense; the step grows to a foot. px. */
const MIN_SCREEN_STEP = 8;
const GRID_COLOUR = 'rgba(0, 120, 215, 0.25)';

export function installGrid(canvas: Canvas, shown: () => boolean): () => void {
  const draw = ({ ctx }: { ctx: CanvasRenderingContext2D }) => {
    if (!shown()) return;
    const [z, , , , dx, dy] = canvas.viewportTransform;
    const step = PX_PER_INCH * z >= MIN_SCREEN_STEP ? PX_PER_INCH : PX_PER_INCH * 12;
    // The canvas covers a region of the artboard: lines from the region's first one to its end.
    const width = canvas.getWidth();
    const height = canvas.getHeight();
    const first = (offset: number) => Math.max(1, Math.ceil(-offset / (step * z))) * step;
    ctx.save();
    ctx.setTransform(canvas.getRetinaScaling(), 0, 0, canvas.getRetinaScaling(), 0, 0);
    ctx.strokeStyle = GRID_COLOUR;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = first(dx); x * z + dx < width; x += step) {
      ctx.moveTo(Math.round(x * z + dx) + 0.5, 0);
      ctx.lineTo(Math.round(x * z + dx) + 0.5, height);
    }
    for (let y = first(dy); y * z + dy < height; y += step) {
      ctx.moveTo(0, Math.round(y * z + dy) + 0.5);
      ctx.lineTo(width, Math.round(y * z + dy) + 0.5);
    }
    ctx.stroke();
    ctx.restore();
  };
  canvas.on('after:render', draw);
  return () => canvas.off('after:render', draw);
}
