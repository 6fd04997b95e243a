/**
 * Device pictures of objects: an object that is drawn again unchanged is kept as a picture of
 * exactly the pixels it puts on the canvas, on the canvas's pixel grid, so drawing it is one copy
 * to a whole-pixel offset. Fabric draws an object by transforming its cache (rotated, scaled,
 * at a fractional offset): without a GPU, Skia filters every pixel of that (measured about
 * 10 ns per pixel rotated, 4 ns at a fractional offset, 1 ns for a whole-pixel copy;
 * docs/benchmarks/editor.md), which made a full redraw of 300 objects cost about 30 ms.
 *
 * A picture is valid while the object's transform on the canvas has the same linear part and
 * the same fractional offset (moving by whole device pixels, as scrolling does, keeps it), the
 * same opacity and image element, Fabric has not marked the object `dirty` (any change of its
 * content), and nothing else has drawn it since (a draw clears `dirty`: an object edited while
 * selected is drawn live, so its change would otherwise go unseen). Within that, the copy is
 * the picture Fabric would draw, but for the rounding of compositing it in two steps (at most
 * 1 level away from outlines, 4 on them: tests/browser/editorRender.spec.ts).
 *
 * A picture is made the second time an object is drawn unchanged, so the first render of new
 * objects (a design, a template, a side shown for the first time) costs no more than before;
 * pictures live within an area budget (the least recently drawn make room for new ones) and are
 * dropped when their object leaves the canvas.
 */
import type { Canvas, FabricObject } from 'fabric';
import { FabricImage } from 'fabric';
import { drawsOf } from './fabricPatches';

/** Device px added around the drawn area: bilinear filtering reaches one pixel further. */
const PAD = 1;

interface Key {
  a: number;
  b: number;
  c: number;
  d: number;
  /** Fractional part of the translation (device px), or the whole of it when clipped. */
  e: number;
  f: number;
  opacity: number;
  element: unknown;
}

interface Picture extends Key {
  canvas: HTMLCanvasElement | null;
  /** The object's draw count once the picture was made (fabricPatches.ts counts them). */
  draws: number;
  /** The frame it was last drawn in (the least recently drawn go first when space is short). */
  used: number;
  /** Offset of the picture from the object's whole-pixel origin (device px). */
  x: number;
  y: number;
  /** Clipped to the canvas: valid only at this absolute position. */
  clipped: boolean;
}

/** What Fabric keeps about an object's cache (set while rendering it). */
interface CacheGeometry {
  zoomX: number;
  zoomY: number;
  cacheTranslationX: number;
  cacheTranslationY: number;
  _cacheCanvas?: HTMLCanvasElement;
  renderCache(): void;
}

export interface ObjectPictures {
  /** Starts a render of the canvas (pictures not drawn since are the first to go). */
  beginFrame(): void;
  /** Draws `o` from its picture (making one when it is due); false: draw it as usual. */
  draw(ctx: CanvasRenderingContext2D, o: FabricObject): boolean;
  /** Forgets every picture. */
  clear(): void;
  /** Device px held by pictures (tests, benchmarks). */
  area(): number;
  dispose(): void;
}

function sameKey(p: Key, k: Key): boolean {
  return (
    p.a === k.a &&
    p.b === k.b &&
    p.c === k.c &&
    p.d === k.d &&
    p.e === k.e &&
    p.f === k.f &&
    p.opacity === k.opacity &&
    p.element === k.element
  );
}

/** Objects whose look depends only on themselves and their transform. */
function eligible(o: FabricObject): boolean {
  return (
    o.visible &&
    o.opacity > 0 &&
    !o.shadow &&
    (o.globalCompositeOperation ?? 'source-over') === 'source-over' &&
    !(o.clipPath && o.clipPath.absolutePositioned)
  );
}

/**
 * The device rectangle `o` draws into, relative to the whole-pixel origin `(ox, oy)` of its
 * transform `m` (device px, not yet padded).
 */
function drawnBounds(o: FabricObject, m: DOMMatrix, ox: number, oy: number) {
  const corners: [number, number][] = [];
  const cached = o as unknown as CacheGeometry;
  if (o.shouldCache()) {
    // Fabric draws exactly its cache: m · scale(1 / zoom) · translate(−cacheTranslation).
    cached.renderCache();
    const cache = cached._cacheCanvas;
    if (!cache) return null;
    for (const [u, v] of [
      [0, 0],
      [cache.width, 0],
      [cache.width, cache.height],
      [0, cache.height],
    ] as const) {
      const x = (u - cached.cacheTranslationX) / cached.zoomX;
      const y = (v - cached.cacheTranslationY) / cached.zoomY;
      corners.push([m.a * x + m.c * y + m.e - ox, m.b * x + m.d * y + m.f - oy]);
    }
  } else {
    // Drawn directly (images shown larger than their element): the box, with its stroke.
    const s = o.stroke ? o.strokeWidth / 2 : 0;
    const w = o.width / 2 + s;
    const h = o.height / 2 + s;
    for (const [x, y] of [
      [-w, -h],
      [w, -h],
      [w, h],
      [-w, h],
    ] as const)
      corners.push([m.a * x + m.c * y + m.e - ox, m.b * x + m.d * y + m.f - oy]);
  }
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of corners) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return {
    x: Math.floor(x0) - PAD,
    y: Math.floor(y0) - PAD,
    width: Math.ceil(x1) - Math.floor(x0) + 2 * PAD,
    height: Math.ceil(y1) - Math.floor(y0) + 2 * PAD,
  };
}

/**
 * Pictures for the objects of `canvas`, at most `maxArea` device px in all and one canvas's
 * area each.
 */
export function createObjectPictures(canvas: Canvas, maxArea: number): ObjectPictures {
  const pictures = new Map<FabricObject, Picture>();
  const spare: HTMLCanvasElement[] = [];
  let area = 0;
  let frame = 0;
  /** The frame in which every picture not drawn yet was freed and the budget still ran out. */
  let fullIn = -1;

  const release = (o: FabricObject) => {
    const p = pictures.get(o);
    if (!p) return;
    pictures.delete(o);
    if (p.canvas) {
      area -= p.canvas.width * p.canvas.height;
      if (spare.length < 8) spare.push(p.canvas);
    }
  };
  const onRemoved = ({ target }: { target: FabricObject }) => release(target);
  canvas.on('object:removed', onRemoved);

  /** Frees pictures not drawn in this frame, least recently drawn first, until `needed` fits. */
  const makeRoom = (needed: number): boolean => {
    if (area + needed <= maxArea) return true;
    // Nothing left to free in this frame: the other objects are drawn as usual, without a scan.
    if (fullIn === frame) return false;
    const stale = [...pictures].filter(([, p]) => p.canvas && p.used < frame);
    stale.sort((a, b) => a[1].used - b[1].used);
    for (const [o] of stale) {
      release(o);
      if (area + needed <= maxArea) return true;
    }
    fullIn = frame;
    return false;
  };

  const take = (width: number, height: number) => {
    const c = spare.pop() ?? document.createElement('canvas');
    if (c.width !== width || c.height !== height) {
      c.width = width;
      c.height = height;
    } else c.getContext('2d')?.clearRect(0, 0, width, height);
    return c;
  };

  /** Draws `o` into a new picture; null when it does not fit the budget. */
  const capture = (
    ctx: CanvasRenderingContext2D,
    o: FabricObject,
    m: DOMMatrix,
    key: Key,
    ox: number,
    oy: number,
  ): Picture | null => {
    const b = drawnBounds(o, m, ox, oy);
    if (!b || b.width <= 0 || b.height <= 0) return null;
    const target = ctx.canvas;
    // Clipped to the canvas (big objects at high zoom): then valid at this position only.
    const left = Math.max(ox + b.x, 0);
    const top = Math.max(oy + b.y, 0);
    const right = Math.min(ox + b.x + b.width, target.width);
    const bottom = Math.min(oy + b.y + b.height, target.height);
    if (right <= left || bottom <= top) return null;
    const width = right - left;
    const height = bottom - top;
    const clipped = width !== b.width || height !== b.height;
    if (width * height > target.width * target.height || !makeRoom(width * height)) return null;
    const picture = take(width, height);
    const pctx = picture.getContext('2d');
    if (!pctx) return null;
    const p = ctx.getTransform();
    pctx.setTransform(1, 0, 0, 1, -left, -top);
    pctx.transform(p.a, p.b, p.c, p.d, p.e, p.f);
    pctx.imageSmoothingEnabled = ctx.imageSmoothingEnabled;
    o.render(pctx);
    area += width * height;
    return {
      ...key,
      ...(clipped ? { e: m.e, f: m.f } : {}),
      canvas: picture,
      draws: drawsOf(o),
      used: frame,
      x: left - ox,
      y: top - oy,
      clipped,
    };
  };

  return {
    beginFrame() {
      frame++;
    },
    draw(ctx, o) {
      if (!eligible(o)) {
        release(o);
        return false;
      }
      // Off the canvas: Fabric skips it too; measuring it would build a cache it never needs.
      if (canvas.skipOffscreen && !o.isOnScreen()) return false;
      const t = ctx.getTransform();
      const own = o.calcTransformMatrix();
      const m = t.multiply(new DOMMatrix([own[0], own[1], own[2], own[3], own[4], own[5]]));
      const ox = Math.floor(m.e);
      const oy = Math.floor(m.f);
      const key: Key = {
        a: m.a,
        b: m.b,
        c: m.c,
        d: m.d,
        e: m.e - ox,
        f: m.f - oy,
        opacity: o.opacity,
        element: o instanceof FabricImage ? o.getElement() : null,
      };
      const known = pictures.get(o);
      const valid =
        known &&
        !o.dirty &&
        (!known.canvas || known.draws === drawsOf(o)) &&
        sameKey(known, known.clipped ? { ...key, e: m.e, f: m.f } : key);
      if (!valid) {
        // Changed, or seen for the first time: drawn as usual; remembered without a picture.
        release(o);
        pictures.set(o, {
          ...key,
          canvas: null,
          draws: 0,
          used: frame,
          x: 0,
          y: 0,
          clipped: false,
        });
        return false;
      }
      let picture = known;
      if (!picture.canvas) {
        // Unchanged since it was last drawn: worth a picture.
        const made = capture(ctx, o, m, key, ox, oy);
        if (!made) return false;
        pictures.set(o, made);
        picture = made;
      }
      picture.used = frame;
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalAlpha = 1;
      ctx.drawImage(picture.canvas!, ox + picture.x, oy + picture.y);
      ctx.restore();
      return true;
    },
    clear() {
      for (const o of [...pictures.keys()]) release(o);
    },
    area: () => area,
    dispose() {
      canvas.off('object:removed', onRemoved);
      pictures.clear();
      spare.length = 0;
      area = 0;
    },
  };
}
