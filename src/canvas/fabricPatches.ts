/**
 * Every method of Fabric's that the editor replaces, in one place. Each replacement keeps
 * Fabric's behaviour and adds what the editor's speed needs (docs/benchmarks/editor.md):
 *
 * - `BaseFabricObject#render` counts each object's draws, so a device picture knows when
 *   something else drew its object (objectPictures.ts);
 * - `StaticCanvas#_renderObjects` is replaced per canvas by the layered render, which draws the
 *   unchanged runs of objects from pictures (layerCache.ts);
 * - `FabricText#_getCacheCanvasDimensions` rounds the cache size up: Fabric 7.4 adds
 *   fontSize × zoom unrounded, the canvas truncates it, and the text was drawn again each frame.
 *
 * Each entry records a fingerprint of the method it replaces as Fabric ships it;
 * `fabricPatches.test.ts` fails when a Fabric upgrade changes one, so the patch is checked
 * against the new code before it ships. Checked against the versions in
 * `CHECKED_FABRIC_VERSIONS`.
 */
import type { Canvas, FabricObject } from 'fabric';
import { BaseFabricObject, config, FabricText, StaticCanvas } from 'fabric';

/** Fabric versions whose patched methods were read and found to match the replacements. */
export const CHECKED_FABRIC_VERSIONS: readonly string[] = ['7.4.0'];

export interface FabricPatch {
  /** What owns the method: a prototype (the patch is global) or a canvas's (per instance). */
  owner(): object;
  method: string;
  /** First 16 hex digits of the SHA-256 of the method's source as Fabric ships it (Node build). */
  fingerprint: string;
}

export const FABRIC_PATCHES = {
  countDraws: {
    owner: () => BaseFabricObject.prototype,
    method: 'render',
    fingerprint: 'c55346477d18cf1c',
  },
  layeredRender: {
    owner: () => StaticCanvas.prototype,
    method: '_renderObjects',
    fingerprint: 'f096b10ee4546e93',
  },
  textCacheSize: {
    owner: () => FabricText.prototype,
    method: '_getCacheCanvasDimensions',
    fingerprint: '26d51847182ee3c2',
  },
} as const satisfies Record<string, FabricPatch>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any method of Fabric's
type Method = (this: any, ...args: any[]) => unknown;
const originals = new WeakMap<object, Map<string, Method>>();

/** The method as Fabric defines it, before any patch of ours (tests read it). */
export function originalMethod(patch: FabricPatch): Method {
  const owner = patch.owner();
  return (
    originals.get(owner)?.get(patch.method) ??
    ((owner as Record<string, Method>)[patch.method] as Method)
  );
}

/** Replaces `patch`'s method on `owner` (its prototype by default) with `replace(original)`. */
function apply<M extends Method>(
  patch: FabricPatch,
  replace: (original: M) => M,
  owner: object = patch.owner(),
): () => void {
  const target = owner as Record<string, M>;
  const original = target[patch.method] as M;
  if (!originals.has(owner)) originals.set(owner, new Map());
  originals.get(owner)!.set(patch.method, original);
  target[patch.method] = replace(original);
  return () => {
    target[patch.method] = original;
  };
}

/** Symbol of the draw count on each object (see `drawsOf`). */
const DRAWS = Symbol('draws');
type Counted = { [DRAWS]?: number };

/** Times Fabric drew `object`, on any canvas. */
export function drawsOf(object: object): number {
  return (object as Counted)[DRAWS] ?? 0;
}

let installed = false;

/** Installs the prototype patches and Fabric's cache configuration, once per page. */
export function installFabricPatches(): void {
  if (installed) return;
  installed = true;
  // All subclasses' `render` call the base one.
  apply<(this: Counted, ctx: CanvasRenderingContext2D) => void>(
    FABRIC_PATCHES.countDraws,
    (render) =>
      function (this: Counted, ctx) {
        this[DRAWS] = (this[DRAWS] ?? 0) + 1;
        render.call(this, ctx);
      },
  );
  apply<(this: unknown) => { width: number; height: number }>(
    FABRIC_PATCHES.textCacheSize,
    (measure) =>
      function (this: unknown) {
        const dims = measure.call(this);
        dims.width = Math.ceil(dims.width);
        dims.height = Math.ceil(dims.height);
        return dims;
      },
  );
  // Caches are copied on every render: a 256 px floor made a 20 px shape a 65,000 px copy
  // (with 300 objects at the fit zoom a render went from about 80 to 34 ms).
  config.configure({ minCacheSideLimit: 32 });
}

export type RenderObjects = (ctx: CanvasRenderingContext2D, objects: FabricObject[]) => void;

/**
 * Replaces `canvas`'s `_renderObjects` with `replace(original)` (the original bound to the
 * canvas); returns the uninstall.
 */
export function patchRenderObjects(
  canvas: Canvas,
  replace: (original: RenderObjects) => RenderObjects,
): () => void {
  return apply<RenderObjects>(
    FABRIC_PATCHES.layeredRender,
    (original) => replace(original.bind(canvas) as RenderObjects),
    canvas,
  );
}
