/**
 * The PNG export check of the pipeline tool page (`window.pipelineTool.pngExport`): draws a known
 * picture into tile canvases as the print export does (one canvas per tile, bands top to bottom,
 * tiles left to right), sends their bitmaps through `openPngExport`, and reports the file. The
 * picture has every alpha value (an alpha ramp over every colour value), semi-transparent shapes
 * over gradients, and text, continuous across tile seams.
 *
 * The browser test decodes the file in Node and compares it with the source pixels (getImageData
 * of each tile canvas, the reference the brief names); for a banner too large to compare it asks
 * instead for the inflated size of the IDAT stream, streamed here through DecompressionStream.
 */
import { PNG_EXPORT_BITMAP_OPTIONS, openPngExport } from '../../src/imaging';
import type { PngExportTile } from '../../src/imaging';

export interface PngExportCheckOptions {
  /** Image size, px. */
  width: number;
  height: number;
  dpi: number;
  alpha: boolean;
  /** Band heights, top to bottom (their sum is the height), px. */
  bands: number[];
  /** Tile widths, left to right (their sum is the width), px. */
  tileWidths: number[];
  /** Options of createImageBitmap for the tiles (default: the ones the export asks for). */
  bitmapOptions?: ImageBitmapOptions;
  /** Allocation guard in the export worker, px. */
  guardMaxArea?: number | null;
  /** Return the source pixels and the file (base64): only for images of a few MP. */
  returnPixels: boolean;
}

export interface PngExportCheckResult {
  /** The file, base64, or null when `returnPixels` is off. */
  png: string | null;
  /** The source RGBA (getImageData of the tile canvases), base64, or null. */
  source: string | null;
  /** The file's first 64 bytes (signature, IHDR, pHYs), base64. */
  head: string;
  bytes: number;
  /** From the first tile drawn to the blob, ms. */
  ms: number;
  /** Longest main-thread task during the export, ms (0: none over 50 ms, or unsupported). */
  longestTaskMs: number;
  /**
   * Longest main-thread task that ran none of the tile steps below (drawing, reading the source,
   * createImageBitmap), ms: what the export itself (bridge, messages, the file) cost the page.
   */
  longestExportTaskMs: number;
  /**
   * Longest synchronous main-thread step of each kind, ms: drawing a tile (the stand-in for the
   * editor's render), reading the source (test only), createImageBitmap's call, the bridge's
   * writeBand call. They tell a long task's cause.
   */
  steps: { draw: number; source: number; bitmap: number; writeBand: number };
  /**
   * Turns of a zero-delay timer the page ran while the export went on: the main thread was given
   * back that many times (input and painting could run), whatever the machine's load.
   */
  mainThreadTurns: number;
  /** Bytes the IDAT stream inflates to (height × (row bytes + 1) when whole). */
  inflatedBytes: number;
  error: string | null;
}

/** Side of the alpha ramp: 256 columns (colour values) × 256 rows (alpha values). */
const RAMP = 256;
/** The ramp blocks repeat every this many px, so every tile size crosses one. */
const RAMP_PERIOD = 700;
const FILE_HEAD_BYTES = 64;
const PNG_SIGNATURE_BYTES = 8;
/** Wait for the last long-task entries after the export, ms. */
const LONG_TASK_SETTLE_MS = 100;

/** The ramp pixel at (i, j) of a block: colour from i, alpha j. Non-premultiplied RGBA. */
function rampPixels(): ImageData {
  const data = new ImageData(RAMP, RAMP);
  for (let j = 0; j < RAMP; j++) {
    for (let i = 0; i < RAMP; i++) {
      const o = (j * RAMP + i) * 4;
      data.data[o] = i;
      data.data[o + 1] = 255 - i;
      data.data[o + 2] = (i * 7 + j) & 255;
      data.data[o + 3] = j;
    }
  }
  return data;
}

/** Draws the image's region `x, y, width × height` into a canvas of that size. */
function drawTile(
  ctx: CanvasRenderingContext2D,
  box: { x: number; y: number; width: number; height: number },
  image: { width: number; height: number },
  ramp: ImageData,
): void {
  ctx.save();
  ctx.translate(-box.x, -box.y);
  const sky = ctx.createLinearGradient(0, 0, image.width, image.height);
  sky.addColorStop(0, 'rgba(20, 120, 220, 1)');
  sky.addColorStop(0.5, 'rgba(250, 200, 40, 0.5)');
  sky.addColorStop(1, 'rgba(200, 30, 90, 0)');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, image.width, image.height);
  for (let k = 0; k < 12; k++) {
    ctx.fillStyle = `rgba(${(k * 53) % 256}, ${(k * 97) % 256}, ${(k * 31) % 256}, ${(k + 1) / 13})`;
    ctx.beginPath();
    ctx.arc(
      ((k * 0.37) % 1) * image.width,
      ((k * 0.61) % 1) * image.height,
      40 + k * 23,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.fillStyle = 'rgba(0, 0, 0, 0.8)';
  ctx.font = '48px sans-serif';
  for (let y = 60; y < image.height; y += 400) ctx.fillText('Print 300 DPI — ÅÉ ß', 30, y);
  ctx.restore();
  // putImageData ignores the transform and writes exactly (no blending): the alpha ramps.
  for (let by = 0; by < image.height; by += RAMP_PERIOD) {
    for (let bx = 0; bx < image.width; bx += RAMP_PERIOD) {
      const dx = bx - box.x;
      const dy = by - box.y;
      if (dx >= box.width || dy >= box.height || dx + RAMP <= 0 || dy + RAMP <= 0) continue;
      ctx.putImageData(ramp, dx, dy);
    }
  }
}

/** Gives the main thread back (a macrotask), so the next tile's work is a task of its own. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function toBase64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let s = '';
  for (let i = 0; i < bytes.length; i += CHUNK)
    s += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(s);
}

/** Streams the file's IDAT data through DecompressionStream and counts the bytes out. */
async function inflatedSize(file: Blob): Promise<number> {
  const inflater = new DecompressionStream('deflate');
  const writer = inflater.writable.getWriter();
  const counted = (async () => {
    let n = 0;
    const reader = inflater.readable.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return n;
      n += value.length;
    }
  })();
  let at = PNG_SIGNATURE_BYTES;
  while (at < file.size) {
    const head = new DataView(await file.slice(at, at + 8).arrayBuffer());
    const length = head.getUint32(0);
    const type = String.fromCharCode(...new Uint8Array(head.buffer, 4, 4));
    if (type === 'IDAT') {
      await writer.ready;
      await writer.write(new Uint8Array(await file.slice(at + 8, at + 8 + length).arrayBuffer()));
    }
    at += 12 + length;
  }
  await writer.close();
  return counted;
}

/** Runs one export of the check picture. */
export async function pngExportCheck(o: PngExportCheckOptions): Promise<PngExportCheckResult> {
  const longTasks: { start: number; end: number }[] = [];
  const observer = (() => {
    try {
      const po = new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
      });
      po.observe({ type: 'longtask', buffered: false });
      return po;
    } catch {
      return null; // longtask timing unsupported
    }
  })();
  const ramp = rampPixels();
  const source = o.returnPixels ? new Uint8Array(o.width * o.height * 4) : null;
  const steps = { draw: 0, source: 0, bitmap: 0, writeBand: 0 };
  /** When the stand-in render's steps ran (not writeBand: that is the export's own). */
  const renderSpans: { start: number; end: number }[] = [];
  const timed = <T>(step: keyof typeof steps, run: () => T): T => {
    const t0 = performance.now();
    const value = run();
    const t1 = performance.now();
    steps[step] = Math.max(steps[step], t1 - t0);
    if (step !== 'writeBand') renderSpans.push({ start: t0, end: t1 });
    return value;
  };
  const longest = (tasks: { start: number; end: number }[]) =>
    Math.round(tasks.reduce((m, t) => Math.max(m, t.end - t.start), 0));
  const started = performance.now();
  let turns = 0;
  let turning = true;
  const turn = () => {
    if (!turning) return;
    turns += 1;
    setTimeout(turn, 0);
  };
  setTimeout(turn, 0);
  const png = openPngExport({
    width: o.width,
    height: o.height,
    dpi: o.dpi,
    alpha: o.alpha,
    guardMaxArea: o.guardMaxArea ?? null,
  });
  try {
    let y = 0;
    for (const height of o.bands) {
      const tiles: PngExportTile[] = [];
      let x = 0;
      for (const width of o.tileWidths) {
        await yieldToMain(); // as the editor's export does between tiles
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d')!;
        timed('draw', () => drawTile(ctx, { x, y, width, height }, o, ramp));
        if (source) {
          const pixels = timed('source', () => ctx.getImageData(0, 0, width, height).data);
          for (let r = 0; r < height; r++) {
            source.set(
              pixels.subarray(r * width * 4, (r + 1) * width * 4),
              ((y + r) * o.width + x) * 4,
            );
          }
        }
        const snapshot = timed('bitmap', () =>
          createImageBitmap(canvas, o.bitmapOptions ?? PNG_EXPORT_BITMAP_OPTIONS),
        );
        tiles.push({ x, width, height, bitmap: await snapshot });
        canvas.width = 0; // the snapshot is taken: free the canvas now
        x += width;
      }
      await timed('writeBand', () => png.writeBand(y, height, tiles));
      y += height;
    }
    const blob = await png.finish();
    const ms = performance.now() - started;
    turning = false;
    // Long-task entries arrive after their task: let them in before the heavy encoding below.
    await new Promise((resolve) => setTimeout(resolve, LONG_TASK_SETTLE_MS));
    observer?.disconnect();
    const exportTasks = longTasks.filter(
      (t) => !renderSpans.some((r) => r.start < t.end && r.end > t.start),
    );
    const bytes = new Uint8Array(await blob.slice(0, FILE_HEAD_BYTES).arrayBuffer());
    return {
      png: o.returnPixels ? toBase64(new Uint8Array(await blob.arrayBuffer())) : null,
      source: source ? toBase64(source) : null,
      head: toBase64(bytes),
      bytes: blob.size,
      ms,
      longestTaskMs: longest(longTasks),
      longestExportTaskMs: longest(exportTasks),
      steps,
      mainThreadTurns: turns,
      inflatedBytes: await inflatedSize(blob),
      error: null,
    };
  } catch (error) {
    turning = false;
    png.abort();
    return {
      png: null,
      source: null,
      head: '',
      bytes: 0,
      ms: performance.now() - started,
      longestTaskMs: longest(longTasks),
      longestExportTaskMs: 0,
      steps,
      mainThreadTurns: turns,
      inflatedBytes: 0,
      error: String(error),
    };
  } finally {
    observer?.disconnect();
  }
}
