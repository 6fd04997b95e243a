/**
 * The pool's routing of region jobs, with scripted workers: a file's regions go to the worker
 * that keeps its structure (waiting for it when busy), a bad request keeps its worker, a failed
 * decode or a huge heap replaces it.
 */
import { describe, expect, it } from 'vitest';
import { budgetByName } from '../domain/imaging/pixelBudget';
import type { PipelineFailure } from '../domain/imaging/errors';
import type { WorkerEvent, WorkerRequest } from '../../workers/pipeline/protocol';
import { WorkerPool } from './workerPool';

type RegionMessage = Extract<WorkerRequest, { type: 'region' }>;

/** A worker whose answers the test gives by hand. */
class ScriptedWorker {
  static made: ScriptedWorker[] = [];
  readonly id = ScriptedWorker.made.length;
  readonly received: RegionMessage[] = [];
  terminated = false;
  private listeners = new Set<(e: MessageEvent<unknown>) => void>();

  constructor() {
    ScriptedWorker.made.push(this);
  }

  postMessage(message: WorkerRequest): void {
    if (message.type === 'region') this.received.push(message);
  }

  addEventListener(type: string, listener: (e: MessageEvent<unknown>) => void): void {
    if (type === 'message') this.listeners.add(listener);
  }

  removeEventListener(type: string, listener: (e: MessageEvent<unknown>) => void): void {
    if (type === 'message') this.listeners.delete(listener);
  }

  terminate(): void {
    this.terminated = true;
  }

  private emit(event: WorkerEvent): void {
    for (const l of [...this.listeners]) l({ data: event } as MessageEvent<unknown>);
  }

  /** Answers the oldest unanswered job. */
  answer(heldPixels = 100): void {
    const job = this.received.shift()!;
    const bitmap = { width: 10, height: 10, close() {} } as unknown as ImageBitmap;
    this.emit({
      type: 'regionDone',
      jobId: job.jobId,
      bitmap,
      width: 10,
      height: 10,
      heldPixels,
      route: 'tiff-window',
      at: 1,
    });
  }

  fail(failure: PipelineFailure, intact: boolean): void {
    const job = this.received.shift()!;
    this.emit({ type: 'error', jobId: job.jobId, failure, info: null, at: 1, intact });
  }
}

const budget = budgetByName('default');
const request = {
  region: { x: 0, y: 0, width: 10, height: 10 },
  output: { width: 10, height: 10 },
};
const options = { budget, maxFileBytes: 1e9 };
const file = new Blob(['x']);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function pool(concurrency: number) {
  ScriptedWorker.made = [];
  return new WorkerPool({
    concurrency,
    createWorker: () => new ScriptedWorker() as unknown as Worker,
    guardMaxArea: null,
    idleMs: 60_000,
  });
}

describe('region jobs in the worker pool', () => {
  it('sends the bands of one file to the worker that keeps it, though another is free', async () => {
    const p = pool(2);
    const run = (key: string) => p.runRegion(file, key, 'f', request, options);
    const a = run('file-A');
    await tick();
    ScriptedWorker.made[0]!.answer();
    await a;
    const other = run('file-B'); // a second worker for another file
    const again = run('file-A');
    await tick();
    expect(ScriptedWorker.made.length).toBe(2);
    expect(ScriptedWorker.made[0]!.received.map((m) => m.fileKey)).toEqual(['file-A']);
    expect(ScriptedWorker.made[1]!.received.map((m) => m.fileKey)).toEqual(['file-B']);
    ScriptedWorker.made[0]!.answer();
    ScriptedWorker.made[1]!.answer();
    await Promise.all([other, again]);
    p.dispose();
  });

  it('a band waits for its busy worker instead of parsing the file in another', async () => {
    const p = pool(2);
    const first = p.runRegion(file, 'file-A', 'f', request, options);
    await tick();
    const w0 = ScriptedWorker.made[0]!;
    w0.answer(); // file-A is now kept by worker 0
    await first;
    const busy = p.runRegion(file, 'file-A', 'f', request, options);
    const waiting = p.runRegion(file, 'file-A', 'f', request, options);
    await tick();
    expect(ScriptedWorker.made.length).toBe(1);
    expect(w0.received.length).toBe(1);
    w0.answer();
    await busy;
    await tick();
    expect(w0.received.length).toBe(1); // the waiting band went to worker 0
    w0.answer();
    expect((await waiting).bitmap.width).toBe(10);
    p.dispose();
  });

  it('a bad request keeps its worker; a failed decode replaces it', async () => {
    const p = pool(1);
    const first = p.runRegion(file, 'file-A', 'f', request, options);
    await tick();
    const w0 = ScriptedWorker.made[0]!;
    w0.answer();
    await first;
    const outside = p.runRegion(file, 'file-A', 'f', request, options);
    await tick();
    w0.fail({ key: 'imageRegionOutside' }, true);
    await expect(outside).rejects.toEqual({ key: 'imageRegionOutside' });
    expect([p.size, w0.terminated]).toEqual([1, false]);
    const broken = p.runRegion(file, 'file-A', 'f', request, options);
    await tick();
    expect(w0.received.length).toBe(1); // still worker 0
    w0.fail({ key: 'corruptImage' }, false);
    await expect(broken).rejects.toEqual({ key: 'corruptImage' });
    expect([p.size, w0.terminated]).toEqual([0, true]);
    p.dispose();
  });

  it('recycles a worker that held more than the recycling limit', async () => {
    const p = pool(1);
    const job = p.runRegion(file, 'file-A', 'f', request, options);
    await tick();
    ScriptedWorker.made[0]!.answer(60_000_000);
    await job;
    expect([p.size, ScriptedWorker.made[0]!.terminated]).toEqual([0, true]);
    p.dispose();
  });
});
