/**
 * The PNG export bridge against a scripted worker (Node has no Worker or ImageBitmap; the real
 * worker is driven in Chromium by tests/browser/pngExport.spec.ts): the messages it posts, the
 * two-band window, and how a failure, a crash and an abort end the export.
 */
import { describe, expect, it } from 'vitest';
import type { ExportRequest, ExportResponse } from '../../workers/export/protocol';
import { openPngExport } from './pngExport';
import type { PngExportTile } from './pngExport';

type Listener = (event: unknown) => void;

class ScriptedWorker {
  readonly posted: { message: ExportRequest; transfer: unknown[] }[] = [];
  terminated = false;
  private readonly listeners = new Map<string, Listener[]>();

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  postMessage(message: ExportRequest, transfer: unknown[] = []): void {
    if (this.terminated) throw new Error('posted to a terminated worker');
    this.posted.push({ message, transfer });
  }
  terminate(): void {
    this.terminated = true;
  }
  emit(type: string, event: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  answer(data: ExportResponse): void {
    this.emit('message', { data });
  }
  types(): string[] {
    return this.posted.map((p) => p.message.type);
  }
  get id(): number {
    return this.posted[0]!.message.id;
  }
}

class FakeBitmap {
  closed = false;
  close(): void {
    this.closed = true;
  }
}

function tiles(): PngExportTile[] {
  return [
    { x: 0, width: 5, height: 2, bitmap: new FakeBitmap() as unknown as ImageBitmap },
    { x: 5, width: 5, height: 2, bitmap: new FakeBitmap() as unknown as ImageBitmap },
  ];
}

const closedAll = (ts: PngExportTile[]) =>
  ts.every((t) => (t.bitmap as unknown as FakeBitmap).closed);

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function open(signal?: AbortSignal) {
  const worker = new ScriptedWorker();
  const png = openPngExport({
    width: 10,
    height: 6,
    dpi: 150,
    alpha: true,
    signal,
    createWorker: () => worker as unknown as Worker,
  });
  return { worker, png };
}

/** Tracks whether a promise has settled, without letting a rejection go unhandled. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false, error: null as unknown };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('openPngExport', () => {
  it('begins, posts bands with their bitmaps transferred, finishes with the blob', async () => {
    const { worker, png } = open();
    expect(worker.posted[0]!.message).toMatchObject({
      type: 'begin',
      width: 10,
      height: 6,
      dpi: 150,
      alpha: true,
      guardMaxArea: null,
    });
    const band = tiles();
    await png.writeBand(0, 2, band);
    expect(worker.posted[1]!.message).toMatchObject({ type: 'band', y: 0, height: 2 });
    expect(worker.posted[1]!.transfer).toEqual(band.map((t) => t.bitmap));
    worker.answer({ type: 'bandWritten', id: worker.id, y: 0 });
    const blob = new Blob(['png']);
    const finished = png.finish();
    await settle();
    expect(worker.types().at(-1)).toBe('finish');
    const thumb = { side: 240, blob: new Blob(['webp']), width: 240, height: 120 };
    worker.answer({ type: 'done', id: worker.id, blob, bytes: 3, thumbnails: [thumb] });
    await expect(finished).resolves.toBe(blob);
    expect(png.thumbnails()).toEqual([thumb]);
    expect(worker.terminated).toBe(true);
  });

  it('keeps at most two bands in flight: an awaited call waits for the band before it', async () => {
    const { worker, png } = open();
    await png.writeBand(0, 2, tiles()); // nothing in flight before it: resolves at once
    const second = track(png.writeBand(2, 2, tiles()));
    const third = track(png.writeBand(4, 2, tiles()));
    await settle();
    expect(worker.types()).toEqual(['begin', 'band', 'band']); // the third waits for a slot
    expect(second.settled).toBe(false);
    worker.answer({ type: 'bandWritten', id: worker.id, y: 0 });
    await settle();
    expect(second.settled).toBe(true);
    expect(worker.types()).toEqual(['begin', 'band', 'band', 'band']);
    expect(third.settled).toBe(false);
    worker.answer({ type: 'bandWritten', id: worker.id, y: 2 });
    await settle();
    expect(third.settled).toBe(true);
    expect(third.error).toBeNull();
  });

  it("a worker's error rejects pending calls with its message and ends the export", async () => {
    const { worker, png } = open();
    await png.writeBand(0, 2, tiles());
    const second = track(png.writeBand(2, 2, tiles()));
    const waiting = tiles();
    const third = track(png.writeBand(4, 2, waiting));
    await settle();
    worker.answer({ type: 'error', id: worker.id, message: 'tiles overlap at x 4' });
    await settle();
    expect(String(second.error)).toMatch(/PNG export failed: tiles overlap at x 4/);
    expect(String(third.error)).toMatch(/tiles overlap/);
    expect(closedAll(waiting)).toBe(true); // never posted, so closed here
    expect(worker.terminated).toBe(true);
    const late = tiles();
    await expect(png.writeBand(4, 2, late)).rejects.toThrow(/tiles overlap/);
    expect(closedAll(late)).toBe(true);
    await expect(png.finish()).rejects.toThrow(/tiles overlap/);
  });

  it('a crash (error event) and an unreadable message reject with a clear error', async () => {
    for (const [type, event, message] of [
      ['error', { message: 'out of memory', preventDefault() {} }, /worker crashed: out of memory/],
      ['messageerror', {}, /could not be deserialised/],
    ] as const) {
      const { worker, png } = open();
      await png.writeBand(0, 2, tiles());
      const pending = track(png.writeBand(2, 2, tiles()));
      const finished = track(png.finish());
      await settle();
      worker.emit(type, event);
      await settle();
      expect(String(pending.error)).toMatch(message);
      expect(String(finished.error)).toMatch(message);
      expect(worker.terminated).toBe(true);
    }
  });

  it('an aborted signal terminates the worker and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const { worker, png } = open(controller.signal);
    await png.writeBand(0, 2, tiles());
    const pending = track(png.writeBand(2, 2, tiles()));
    const waiting = tiles();
    const queued = track(png.writeBand(4, 2, waiting));
    await settle();
    controller.abort();
    await settle();
    expect(worker.types().at(-1)).toBe('abort');
    expect(worker.terminated).toBe(true);
    expect((pending.error as Error).name).toBe('AbortError');
    expect((queued.error as Error).name).toBe('AbortError');
    expect(closedAll(waiting)).toBe(true);
    await expect(png.finish()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a signal aborted before opening starts no worker', async () => {
    let made = 0;
    const png = openPngExport({
      width: 10,
      height: 6,
      dpi: 150,
      alpha: true,
      signal: AbortSignal.abort(),
      createWorker: () => {
        made += 1;
        return new ScriptedWorker() as unknown as Worker;
      },
    });
    const band = tiles();
    await expect(png.writeBand(0, 2, band)).rejects.toMatchObject({ name: 'AbortError' });
    expect(closedAll(band)).toBe(true);
    expect(made).toBe(0);
  });

  it('abort() ends the export; finish after it rejects; an ack out of order fails', async () => {
    const first = open();
    first.png.abort();
    expect(first.worker.terminated).toBe(true);
    await expect(first.png.finish()).rejects.toMatchObject({ name: 'AbortError' });

    const second = open();
    await second.png.writeBand(0, 2, tiles());
    const pending = track(second.png.writeBand(2, 2, tiles()));
    await settle();
    second.worker.answer({ type: 'bandWritten', id: second.worker.id, y: 2 });
    await settle();
    expect(String(pending.error)).toMatch(/out of order/);
  });
});
