/**
 * Renders of the canvas that redraw only what changed. The objects are drawn in runs: the
 * selected objects (what the user drags, scales, rotates, types into or recolours) are drawn
 * live, and each run of the others between them is kept as a picture of the canvas's size. A
 * run is drawn again only when one of its objects changed (its transform, size, opacity,
 * visibility, or content: Fabric's `dirty`), the list or the zoom changed; else the picture is
 * copied.
 *
 * So a render that changes nothing (a hover, a snapshot of the same scene) is one copy, and a
 * drag step or an edit of the selection is: the objects below it (one copy), the selection, the
 * objects above it (one copy). Selecting another object, scrolling past the canvas's margin or
 * a change outside the selection draws a run again: each of its objects that is unchanged is
 * then copied from its own device picture (objectPictures.ts), so 300 objects cost about 8 ms
 * instead of the 25–30 ms of drawing them (without a GPU; docs/benchmarks/editor.md).
 *
 * Pictures are only kept while the canvas is at most `MAX_CACHED_AREA` device px: at higher
 * zooms the canvas is the whole artboard and two more of its size would cost more memory than
 * the redraw costs time.
 */
import type { Canvas, FabricObject } from 'fabric';
import { currentPixelBudget } from '../platform/engine';
import type { RenderObjects } from './fabricPatches';
import { patchRenderObjects } from './fabricPatches';
import { createObjectPictures } from './objectPictures';

/** Largest canvas (device px) whose runs are kept as pictures: 4 MP ≈ 16 MB each. */
const MAX_CACHED_AREA = 4_000_000;
/** Numbers kept per object to tell whether it changed. */
const FIELDS = 12;
/**
 * Most pictures kept at once. A selection scattered through the layers would need one per gap;
 * beyond this the objects are drawn directly instead.
 */
const MAX_RUNS = 3;
/**
 * Device px of object pictures kept (objectPictures.ts): 16 MP ≈ 64 MB, or twice the engine's
 * pixel budget where that is smaller (10 MP on Safari and iOS, whose canvas memory is tight).
 * The benchmark's 300 objects need 2–3 MP at the fit zoom and about 8 at 100 %.
 */
const maxPicturesArea = () => Math.min(16_000_000, 2 * currentPixelBudget().maxArea);

interface Run {
  objects: FabricObject[];
  signature: Float64Array;
  picture: HTMLCanvasElement;
  /** The context transform and device size it was drawn at. */
  key: string;
}

function signatureOf(objects: readonly FabricObject[]): Float64Array {
  const out = new Float64Array(objects.length * FIELDS);
  let i = 0;
  for (const o of objects) {
    const m = o.calcTransformMatrix();
    out[i++] = m[0];
    out[i++] = m[1];
    out[i++] = m[2];
    out[i++] = m[3];
    out[i++] = m[4];
    out[i++] = m[5];
    out[i++] = o.width;
    out[i++] = o.height;
    out[i++] = o.opacity;
    out[i++] = o.visible ? 1 : 0;
    out[i++] = o.dirty ? 1 : 0;
    out[i++] = o.strokeWidth;
  }
  return out;
}

function sameObjects(a: readonly FabricObject[], b: readonly FabricObject[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameSignature(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** What the canvas exposes to this module (Fabric's protected member it reads). */
interface LayeredCanvas {
  contextContainer: CanvasRenderingContext2D;
}

export interface LayerCache {
  /**
   * Forgets the runs' pictures: the next render draws every object, from its own picture where
   * it has one, or (`objects`) as Fabric draws it (benchmarks, tests).
   */
  invalidate(options?: { objects?: boolean }): void;
  /** Device px held by the objects' pictures. */
  pictureArea(): number;
  uninstall(): void;
}

/** Installs the layered render on `canvas`. */
export function installLayerCache(canvas: Canvas): LayerCache {
  const target = canvas as unknown as LayeredCanvas;
  let drawDirectly: RenderObjects = () => undefined;
  const pictures = createObjectPictures(canvas, maxPicturesArea());
  let runs: Run[] = [];
  /** A run's objects, each from its device picture when it has one. */
  const drawObjects = (ctx: CanvasRenderingContext2D, objects: FabricObject[]) => {
    for (const o of objects) if (!pictures.draw(ctx, o)) o.render(ctx);
  };

  const drawRun = (ctx: CanvasRenderingContext2D, objects: FabricObject[], index: number) => {
    const element = ctx.canvas as HTMLCanvasElement;
    const t = ctx.getTransform();
    const key = `${element.width}x${element.height}:${t.a},${t.b},${t.c},${t.d},${t.e},${t.f}`;
    let run = runs[index];
    // Measured before drawing: drawing clears `dirty`.
    const signature = signatureOf(objects);
    if (
      run &&
      run.key === key &&
      sameObjects(run.objects, objects) &&
      sameSignature(run.signature, signature)
    ) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(run.picture, 0, 0);
      ctx.restore();
      return;
    }
    const picture = run?.picture ?? document.createElement('canvas');
    if (picture.width !== element.width || picture.height !== element.height) {
      picture.width = element.width;
      picture.height = element.height;
    }
    const pctx = picture.getContext('2d');
    if (!pctx) {
      drawDirectly(ctx, objects);
      return;
    }
    pctx.setTransform(1, 0, 0, 1, 0, 0);
    pctx.clearRect(0, 0, picture.width, picture.height);
    pctx.imageSmoothingEnabled = ctx.imageSmoothingEnabled;
    pctx.setTransform(t);
    drawObjects(pctx, objects);
    // What drawing left (caches refreshed, `dirty` cleared) is the state the picture shows.
    run = { objects: [...objects], signature: signatureOf(objects), picture, key };
    runs[index] = run;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(picture, 0, 0);
    ctx.restore();
  };

  const uninstall = patchRenderObjects(canvas, (original) => {
    drawDirectly = original;
    return layeredRender;
  });
  function layeredRender(ctx: CanvasRenderingContext2D, objects: FabricObject[]): void {
    const element = ctx.canvas as HTMLCanvasElement;
    // Other contexts (exports, snapshots) and canvases too large to double are drawn directly.
    if (
      ctx !== target.contextContainer ||
      element.width * element.height > MAX_CACHED_AREA ||
      objects.length < 2
    ) {
      runs = [];
      drawDirectly(ctx, objects);
      return;
    }
    pictures.beginFrame();
    const live = new Set(canvas.getActiveObjects());
    let gaps = 0;
    for (let i = 0; i < objects.length; i++)
      if (!live.has(objects[i]!) && (i === 0 || live.has(objects[i - 1]!))) gaps++;
    if (gaps > MAX_RUNS) {
      runs = [];
      drawDirectly(ctx, objects);
      return;
    }
    let run: FabricObject[] = [];
    let index = 0;
    const flush = () => {
      if (run.length > 0) drawRun(ctx, run, index++);
      run = [];
    };
    for (const o of objects) {
      if (live.has(o)) {
        flush();
        drawDirectly(ctx, [o]);
      } else run.push(o);
    }
    flush();
    runs.length = index; // runs no longer used free their pictures
  }

  return {
    invalidate(options) {
      runs = [];
      if (options?.objects) pictures.clear();
    },
    pictureArea: () => pictures.area(),
    uninstall() {
      uninstall();
      runs = [];
      pictures.dispose();
    },
  };
}
