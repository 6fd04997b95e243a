/**
 * The decoded pixels behind image objects, by the `src` written in the design JSON. An upload is
 * placed from the browser's own display raster (registered under `upload-local:<fileId>`, and
 * under the server's source path once the image exists), and an image loaded from the server is
 * kept here after its first load, so undo, redo, duplicate and paste re-create image objects
 * without decoding or fetching again.
 *
 * Kept within a byte budget per engine (domain/canvas/sourceBudget: 120 MB under Safari's
 * budget, 384 MB elsewhere): when a new source needs room, the least recently used ones that an
 * object on a canvas does not draw and that can be fetched again (a server path) are let go, and
 * a later use fetches them again. A local upload's raster stays until its server image exists
 * (then it is an alias of the server path and can go). An SVG document's object URL is revoked
 * when its source goes.
 */
import type { Canvas, FabricObject } from 'fabric';
import { FabricImage, util } from 'fabric';
import {
  decodedBytes,
  decodedSourceBudgetBytes,
  sourcesToEvict,
} from '../domain/canvas/sourceBudget';
import type { KeptSource } from '../domain/canvas/sourceBudget';
import { LOCAL_UPLOAD_PREFIX } from '../domain/editor/uploadSources';
import { pageSourceKey, parsePageSourceKey } from '../domain/uploads/pages';
import { apiPathUrl } from '../domain/runtimeConfig';
import { currentPixelBudget } from '../platform/engine';
import { fetchWithSession, hasEmbedSession } from '../platform/embedSession';
import { createObjectUrl, releaseObjectUrl } from '../platform/objectUrls';

/** What an image object draws: Fabric accepts images and canvases. */
export type ImageElement = HTMLImageElement | HTMLCanvasElement;

interface Entry {
  element: ImageElement;
  bytes: number;
  lastUsed: number;
  /** Can be fetched again by one of its keys (a server path or URL). */
  refetchable: boolean;
  keys: Set<string>;
  /** The object URL the element was loaded from, revoked when the entry goes. */
  objectUrl: string | null;
}

const bySrc = new Map<string, Entry>();
const entries = new Set<Entry>();
/** Canvases whose objects' elements are in use (never evicted). */
const users = new Set<() => Iterable<unknown>>();
let clock = 0;
let budgetBytes = decodedSourceBudgetBytes(currentPixelBudget());
/** The API origin relative `/api/…` sources are loaded from (runtime config; '' = same origin). */
let apiBaseUrl = '';

export function setImageApiOrigin(origin: string): void {
  apiBaseUrl = origin;
}

/**
 * Decodes page `page` (≥ 1) of the file behind `src` (an upload's original, through the image
 * pipeline): set by the uploads feature, which knows the originals. The canvas only sees pixels.
 */
export type PageSourceLoader = (
  src: string,
  page: number,
  signal?: AbortSignal,
) => Promise<ImageBitmap>;

let pageLoader: PageSourceLoader | null = null;

export function setPageSourceLoader(loader: PageSourceLoader | null): void {
  pageLoader = loader;
}

/** Overrides the byte budget (the harness's tool pages run under a chosen pixel budget). */
export function setImageSourceBudget(bytes: number): void {
  budgetBytes = bytes;
}

/** The address a `src` is fetched from. */
export function imageUrl(src: string): string {
  return apiPathUrl({ API_BASE_URL: apiBaseUrl }, src);
}

/**
 * Loads an image by its source. With the embedded editor's header session (issue 20) an API
 * source is fetched with that header (an `<img>` would need the cookie a third-party frame may
 * not have) and loaded from its bytes; otherwise the browser loads it with credentials.
 */
async function loadSourceImage(src: string, signal?: AbortSignal): Promise<HTMLImageElement> {
  const url = imageUrl(src);
  if (!hasEmbedSession() || !src.startsWith('/api/'))
    return util.loadImage(url, { crossOrigin: 'use-credentials', signal });
  const answer = await fetchWithSession(url, { signal });
  if (!answer.ok) throw new Error(`image ${src}: HTTP ${answer.status}`);
  const blobUrl = createObjectUrl(await answer.blob());
  try {
    return await util.loadImage(blobUrl, { signal });
  } finally {
    // The decoded element keeps its pixels; the bytes' URL is no longer needed.
    releaseObjectUrl(blobUrl);
  }
}

/** Whether `src` can be fetched again: not a local upload, nor a bare name of the tool pages. */
function isFetchable(src: string): boolean {
  return !src.startsWith(LOCAL_UPLOAD_PREFIX) && /^(\/|https?:|data:)/i.test(src);
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

function elementBytes(element: ImageElement): number {
  const width = (element as HTMLImageElement).naturalWidth || element.width;
  const height = (element as HTMLImageElement).naturalHeight || element.height;
  return decodedBytes(width, height);
}

function drop(entry: Entry): void {
  entries.delete(entry);
  for (const key of entry.keys) if (bySrc.get(key) === entry) bySrc.delete(key);
  if (entry.objectUrl) releaseObjectUrl(entry.objectUrl);
}

/** Lets go of what the budget says, to make room for `incoming` bytes. */
function trim(incoming: number): void {
  const inUse = new Set<unknown>();
  for (const list of users) for (const element of list()) inUse.add(element);
  const kept: KeptSource<Entry>[] = [...entries].map((e) => ({
    key: e,
    bytes: e.bytes,
    lastUsed: e.lastUsed,
    inUse: inUse.has(e.element),
    refetchable: e.refetchable,
  }));
  for (const entry of sourcesToEvict(kept, budgetBytes, incoming)) drop(entry);
}

function keep(
  src: string,
  element: ImageElement,
  options: { refetchable: boolean; bytes?: number; objectUrl?: string },
): void {
  const old = bySrc.get(src);
  if (old?.element === element) return;
  if (old) {
    old.keys.delete(src);
    bySrc.delete(src);
    if (old.keys.size === 0) drop(old);
  }
  const bytes = options.bytes ?? elementBytes(element);
  trim(bytes);
  const entry: Entry = {
    element,
    bytes,
    lastUsed: ++clock,
    refetchable: options.refetchable,
    keys: new Set([src]),
    objectUrl: options.objectUrl ?? null,
  };
  entries.add(entry);
  bySrc.set(src, entry);
}

export function registerImageSource(src: string, element: ImageElement): void {
  keep(src, element, { refetchable: false });
}

/**
 * Makes `alias` draw the same pixels as `src` (a local upload that got its server path: from now
 * on the pixels can be fetched again, so they count as replaceable).
 */
export function aliasImageSource(src: string, alias: string): void {
  // The other pages decoded from the same file follow their source.
  for (const key of [...bySrc.keys()]) {
    const { src: base, page } = parsePageSourceKey(key);
    if (page > 0 && base === src) aliasImageSource(key, pageSourceKey(alias, page));
  }
  const entry = bySrc.get(src);
  if (!entry) return;
  entry.keys.add(alias);
  bySrc.set(alias, entry);
  if (isFetchable(alias)) entry.refetchable = true;
}

export function hasImageSource(src: string): boolean {
  return bySrc.has(src);
}

/**
 * The element for `src`: a kept one, else loaded (with credentials: API sources are the
 * session's own) and kept. Rejects when it cannot be loaded.
 */
export async function imageElementOf(src: string, signal?: AbortSignal): Promise<ImageElement> {
  const known = bySrc.get(src);
  if (known) {
    known.lastUsed = ++clock;
    return known.element;
  }
  const { src: file, page } = parsePageSourceKey(src);
  if (page > 0) {
    // Another page than the first: decoded from the original (the server's renditions are the
    // first page's). Can be made again while the original can be fetched.
    if (!pageLoader) throw new Error(`no loader for page ${page} of ${file}`);
    const canvas = canvasOfBitmap(await pageLoader(file, page, signal));
    keep(src, canvas, { refetchable: isFetchable(file) });
    return canvas;
  }
  const element = await loadSourceImage(src, signal);
  if (/\.svg(\?|#|$)/i.test(src)) markVector(element);
  keep(src, element, { refetchable: isFetchable(src) });
  return element;
}

/** Registers an upload's display raster (taken over, see canvasOfBitmap) under `src`. */
export function registerBitmapSource(src: string, bitmap: ImageBitmap): void {
  registerImageSource(src, canvasOfBitmap(bitmap));
}

/** Registers a sanitised SVG document under `src`; resolves once the browser has parsed it. */
export async function registerSvgSource(src: string, svg: string): Promise<void> {
  const blob = new Blob([svg], { type: 'image/svg+xml' });
  // Revoked when the source goes (Fabric redraws from the element, and clones read its src).
  const url = createObjectUrl(blob);
  let element: HTMLImageElement;
  try {
    element = await util.loadImage(url);
  } catch (error) {
    releaseObjectUrl(url);
    throw error;
  }
  markVector(element);
  // Its parsed document is a few times its text; it draws at any size without a raster.
  keep(src, element, { refetchable: false, bytes: 4 * blob.size, objectUrl: url });
}

/**
 * Keeps the elements drawn by `canvas`'s image objects (and by `also()`, objects kept for
 * reuse) from being let go; returns the function that stops it.
 */
export function keepImageSourcesOf(canvas: Canvas, also: () => FabricObject[]): () => void {
  const list = function* () {
    for (const o of [...canvas.getObjects(), ...also()])
      if (o instanceof FabricImage) yield o.getElement();
  };
  users.add(list);
  return () => users.delete(list);
}

/** Bytes and count of the sources kept (tests and the memory benchmark). */
export function imageSourceUsage(): { bytes: number; count: number; budgetBytes: number } {
  let bytes = 0;
  for (const e of entries) bytes += e.bytes;
  return { bytes, count: entries.size, budgetBytes };
}
