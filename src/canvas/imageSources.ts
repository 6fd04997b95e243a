/**
 * The decoded pixels behind image objects, by the `src` written in the design JSON. An upload is
 * placed from the browser's own display raster (registered under `upload-local:<fileId>`, and
 * under the server's source path once the image exists), and an image loaded from the server is
 * kept here after its first load, so undo, redo, duplicate and paste re-create image objects
 * without decoding or fetching again.
 *
 * Sources are kept for the page's life: local ones cannot be fetched again, and the display
 * rasters fit the engine's pixel budget.
 */
import { util } from 'fabric';
import { apiPathUrl } from '../domain/runtimeConfig';

/** What an image object draws: Fabric accepts images and canvases. */
export type ImageElement = HTMLImageElement | HTMLCanvasElement;

const sources = new Map<string, ImageElement>();
/** The API origin relative `/api/…` sources are loaded from (runtime config; '' = same origin). */
let apiBaseUrl = '';

export function setImageApiOrigin(origin: string): void {
  apiBaseUrl = origin;
}

/** The address a `src` is fetched from. */
export function imageUrl(src: string): string {
  return apiPathUrl({ API_BASE_URL: apiBaseUrl }, src);
}

/**
 * A canvas holding `bitmap` without copying its pixels (`bitmaprenderer` takes the bitmap over;
 * the bitmap is unusable afterwards).
 */
export function canvasOfBitmap(bitmap: ImageBitmap): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const renderer = canvas.getContext('bitmaprenderer');
  if (renderer) renderer.transferFromImageBitmap(bitmap);
  else {
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
  }
  return canvas;
}

/** Marks an element as drawing an SVG document (sharp at any scale; see isVectorElement). */
function markVector(element: HTMLImageElement): void {
  element.dataset.vector = 'svg';
}

/** Whether an image element draws an SVG document rather than pixels. */
export function isVectorElement(element: unknown): element is HTMLImageElement {
  return element instanceof HTMLImageElement && element.dataset.vector === 'svg';
}

export function registerImageSource(src: string, element: ImageElement): void {
  sources.set(src, element);
}

/** Makes `alias` draw the same pixels as `src` (a local upload that got its server path). */
export function aliasImageSource(src: string, alias: string): void {
  const element = sources.get(src);
  if (element) sources.set(alias, element);
}

export function hasImageSource(src: string): boolean {
  return sources.has(src);
}

/**
 * The element for `src`: a registered one, else loaded (with credentials: API sources are the
 * session's own) and kept. Rejects when it cannot be loaded.
 */
export async function imageElementOf(src: string, signal?: AbortSignal): Promise<ImageElement> {
  const known = sources.get(src);
  if (known) return known;
  const element = await util.loadImage(imageUrl(src), { crossOrigin: 'use-credentials', signal });
  if (/\.svg(\?|#|$)/i.test(src)) markVector(element);
  sources.set(src, element);
  return element;
}

/** Registers an upload's display raster (taken over, see canvasOfBitmap) under `src`. */
export function registerBitmapSource(src: string, bitmap: ImageBitmap): void {
  registerImageSource(src, canvasOfBitmap(bitmap));
}

/** Registers a sanitised SVG document under `src`; resolves once the browser has parsed it. */
export async function registerSvgSource(src: string, svg: string): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  // Kept for the page's life: Fabric redraws from the element (and clones read its src).
  const element = await util.loadImage(url);
  markVector(element);
  registerImageSource(src, element);
}
