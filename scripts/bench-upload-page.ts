/**
 * Page side of `npm run bench:upload` (scripts/bench-upload.ts): bundled with esbuild and injected
 * into a page of the real server's origin (so the session and `XSRF-TOKEN` cookies are the
 * page's own), it exposes `window.uploadBench`:
 *
 * - `chunked`: the editor's own client, `uploadInChunks` (2 MiB chunks, SHA-256 each, 2 in
 *   flight), on the file of an `<input type=file>`, to the real API or to the bench's sink;
 *   every request is timed through the transport's `fetch` (which may also hand the chunk to
 *   `fetch` as a Blob instead of an ArrayBuffer: a what-if);
 * - `plain`: one `fetch` POST of the whole file as an octet-stream body (the link's baseline);
 * - `prepare`: what the client computes before sending, alone: each 2 MiB chunk read from the
 *   Blob and hashed, one after the other;
 * - `watchUploads` / `uploadsWatch`: in the designer, the time from the file input's `change`
 *   to each thumbnail on screen (loaded, then the next frame) and to the item saying done.
 *
 * All times are `performance.now()` in the page, so no Playwright round trip is counted.
 */
import { UPLOAD_CHUNK_BYTES } from '../src/domain/uploads/protocol';
import { uploadInChunks } from '../src/features/uploads/chunkedUpload';
import { sha256Hex } from '../src/features/uploads/sha256';
import { xhrFetch } from '../src/features/uploads/xhrFetch';
import { readCookie } from '../src/platform/cookies';

/** The app's anti-forgery cookie (src/api/baseApi ANTI_FORGERY_COOKIE; not imported: it pulls RTK). */
const XSRF_COOKIE = 'XSRF-TOKEN';

/** One request the client made: when it started and ended (ms from the upload's start), status. */
export interface TimedRequest {
  method: string;
  startMs: number;
  endMs: number;
  status: number | null;
}

export interface ChunkedRun {
  result: string;
  errorKeys: string[];
  bytes: number;
  ms: number;
  requests: TimedRequest[];
}

export interface PlainRun {
  status: number;
  bytes: number;
  ms: number;
}

export interface PrepareRun {
  bytes: number;
  chunks: number;
  /** `Blob.slice(…).arrayBuffer()` of every chunk, ms (sum). */
  readMs: number;
  /** `crypto.subtle.digest('SHA-256')` of every chunk, ms (sum). */
  hashMs: number;
}

/** What the watcher saw, ms after the file input's `change` (null: not seen). */
export interface UploadsWatch {
  /** `performance.now()` of the input's change event; null until a file is picked. */
  pickedAt: number | null;
  /** Each distinct thumbnail `src` of a local item: loaded and one frame later. */
  thumbnails: { shownMs: number; kind: 'blob' | 'server' }[];
  doneMs: number | null;
  errorKey: string | null;
}

function fileOf(selector: string): File {
  const input = document.querySelector<HTMLInputElement>(selector);
  const file = input?.files?.[0];
  if (!file) throw new Error(`no file in ${selector}`);
  return file;
}

/** Adds a hidden file input the bench fills with `setInputFiles`. */
function addFileInput(id: string): void {
  if (document.getElementById(id)) return;
  const input = document.createElement('input');
  input.type = 'file';
  input.id = id;
  input.style.display = 'none';
  document.body.append(input);
}

async function chunked(options: {
  selector: string;
  /** '' = the page's origin (the real API), else the sink's origin. */
  apiBaseUrl: string;
  parallel?: number;
  /**
   * What-if: each chunk's ArrayBuffer is wrapped in a Blob at the `fetch` boundary (the client
   * is otherwise unchanged). Chromium sends a Blob body much faster than a BufferSource one.
   */
  blobBody?: boolean;
  /**
   * The editor's browser transport: chunks through XHR (`xhrFetch`, for byte progress), timed
   * the same way; without it, every request goes through `fetch`.
   */
  xhr?: boolean;
}): Promise<ChunkedRun> {
  const file = fileOf(options.selector);
  const requests: TimedRequest[] = [];
  let t0 = 0;
  const timedFetch: typeof fetch = async (input, init) => {
    const entry: TimedRequest = {
      method: init?.method ?? 'GET',
      startMs: performance.now() - t0,
      endMs: 0,
      status: null,
    };
    requests.push(entry);
    const body =
      options.blobBody && init?.body instanceof ArrayBuffer ? new Blob([init.body]) : init?.body;
    try {
      const response = await fetch(input, { ...init, body });
      // The client reads the body as text: time to the whole answer, not its headers.
      const text = await response.text();
      entry.status = response.status;
      entry.endMs = performance.now() - t0;
      return new Response(text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      entry.endMs = performance.now() - t0;
      throw error;
    }
  };
  const timedXhr = async (
    url: string,
    init: RequestInit,
    onUploadProgress: (loadedBytes: number) => void,
  ): Promise<Response> => {
    const entry: TimedRequest = {
      method: init.method ?? 'GET',
      startMs: performance.now() - t0,
      endMs: 0,
      status: null,
    };
    requests.push(entry);
    try {
      const response = await xhrFetch(url, init, onUploadProgress);
      entry.status = response.status;
      entry.endMs = performance.now() - t0;
      return response;
    } catch (error) {
      entry.endMs = performance.now() - t0;
      throw error;
    }
  };
  t0 = performance.now();
  const outcome = await uploadInChunks(file, {
    transport: {
      apiBaseUrl: options.apiBaseUrl,
      xsrfToken: () => readCookie(XSRF_COOKIE) ?? '',
      fetch: timedFetch,
      ...(options.xhr ? { fetchWithUploadProgress: timedXhr } : {}),
    },
    fileId: crypto.randomUUID(),
    fileName: file.name,
    fileType: file.type,
    purpose: 'original',
    fresh: true,
    ...(options.parallel ? { parallel: options.parallel } : {}),
  });
  const ms = performance.now() - t0;
  return { result: outcome.result, errorKeys: outcome.errorKeys, bytes: file.size, ms, requests };
}

async function plain(options: { selector: string; url: string }): Promise<PlainRun> {
  const file = fileOf(options.selector);
  const t0 = performance.now();
  const response = await fetch(options.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
    cache: 'no-store',
  });
  await response.text();
  return { status: response.status, bytes: file.size, ms: performance.now() - t0 };
}

async function prepare(options: { selector: string }): Promise<PrepareRun> {
  const file = fileOf(options.selector);
  let readMs = 0;
  let hashMs = 0;
  let chunks = 0;
  for (let start = 0; start < file.size; start += UPLOAD_CHUNK_BYTES) {
    const t0 = performance.now();
    const body = await file.slice(start, start + UPLOAD_CHUNK_BYTES).arrayBuffer();
    const t1 = performance.now();
    await sha256Hex(body);
    hashMs += performance.now() - t1;
    readMs += t1 - t0;
    chunks++;
  }
  return { bytes: file.size, chunks, readMs, hashMs };
}

let watch: UploadsWatch | null = null;

/**
 * Watches the Uploads panel from now on: the input's `change` (capture, before React's handler)
 * starts the clock; a MutationObserver sees each item's `img` and `data-state`.
 */
function watchUploads(): void {
  const state: UploadsWatch = { pickedAt: null, thumbnails: [], doneMs: null, errorKey: null };
  watch = state;
  const since = () => performance.now() - (state.pickedAt ?? performance.now());
  window.addEventListener(
    'change',
    (e) => {
      const target = e.target as Element | null;
      if (target?.matches('[data-testid=upload-input]')) state.pickedAt = performance.now();
    },
    true,
  );
  const seen = new Set<string>();
  const shown = (img: HTMLImageElement, src: string) => {
    requestAnimationFrame(() => {
      // Still this picture, and laid out with a size: on screen.
      if (img.currentSrc !== src && img.src !== src) return;
      const box = img.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      state.thumbnails.push({
        shownMs: since(),
        kind: src.startsWith('blob:') ? 'blob' : 'server',
      });
    });
  };
  const scan = () => {
    if (state.pickedAt === null) return;
    for (const item of document.querySelectorAll('[data-testid=upload-item]')) {
      const s = item.getAttribute('data-state');
      if (s === 'done' && state.doneMs === null) state.doneMs = since();
      if (s === 'error' && state.errorKey === null)
        state.errorKey =
          item.querySelector('[data-error-key]')?.getAttribute('data-error-key') ?? 'error';
      const img = item.querySelector('img');
      if (!img?.src || seen.has(img.src)) continue;
      const src = img.src;
      seen.add(src);
      if (img.complete && img.naturalWidth > 0) shown(img, src);
      else img.addEventListener('load', () => shown(img, src), { once: true });
    }
  };
  new MutationObserver(scan).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state', 'src'],
  });
}

const uploadBench = {
  addFileInput,
  chunked,
  plain,
  prepare,
  watchUploads,
  uploadsWatch: (): UploadsWatch | null => watch,
};

declare global {
  interface Window {
    uploadBench: typeof uploadBench;
  }
}

window.uploadBench = uploadBench;
