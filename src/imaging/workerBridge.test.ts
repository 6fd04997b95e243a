/**
 * The generic worker bridge against an in-process Worker stand-in (Node has no Worker; the
 * browser tests drive the real workers through the pool, the encoder and the PNG export): abort
 * before and during a call, the queue beyond the pool's size, idle shutdown, crash replacement,
 * deadlines, affinity, and transfer lists handed to postMessage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallContext, CallSpec } from './workerBridge';
import { WorkerBridge, WorkerBridgeError } from './workerBridge';

type Listener = (event: { data?: unknown; type: string; message?: string }) => void;

/** A Worker stand-in: records what it is sent, says what the test makes it say. */
class FakeWorker {
  static made: FakeWorker[] = [];
  readonly posted: { message: unknown; transfer: Transferable[] }[] = [];
  terminated = false;
  /** Message listeners present when the first message was posted. */
  listenersAtFirstPost: number | null = null;
  private readonly listeners = new Map<string, Listener[]>();

  constructor() {
    FakeWorker.made.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    if (this.terminated) throw new Error('posted to a terminated worker');
    this.listenersAtFirstPost ??= this.listeners.get('message')?.length ?? 0;
    this.posted.push({ message, transfer });
  }

  terminate(): void {
    this.terminated = true;
  }

  /** The worker says `data`. */
  say(data: unknown): void {
    if (this.terminated) return;
    for (const l of this.listeners.get('message') ?? []) l({ type: 'message', data });
  }

  /** The worker dies with an uncaught error (or sends what cannot be read). */
  crash(type: 'error' | 'messageerror' = 'error', message?: string): void {
    const event = { type, message, preventDefault: () => undefined };
    for (const l of this.listeners.get(type) ?? []) l(event);
  }

  /** The `n`th message posted (0-based), without the init message. */
  request(n = 0): unknown {
    return this.posted[n]?.message;
  }
}

/** A call that posts `{ job }` and resolves with the worker's `{ job, answer }`. */
function echo(
  job: string,
  more: Partial<CallSpec<string>> = {},
): CallSpec<string> & { ctx: () => CallContext<string> } {
  let context: CallContext<string> | null = null;
  return {
    start(ctx) {
      context = ctx;
      ctx.post({ job });
    },
    onMessage(data, ctx) {
      const d = data as { job?: string; answer?: string; fail?: string; keep?: boolean };
      if (d.job !== job) return;
      if (d.fail) ctx.reject(new Error(d.fail), { retire: d.keep === true ? false : undefined });
      else ctx.resolve(d.answer ?? '');
    },
    ctx: () => context!,
    ...more,
  };
}

function bridge(size: number, idleMs = 60_000, extra: object = {}) {
  FakeWorker.made = [];
  return new WorkerBridge({
    size,
    idleMs,
    createWorker: () => new FakeWorker() as unknown as Worker,
    ...extra,
  });
}

/** Tracks a promise's outcome without letting a rejection go unhandled. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false, value: undefined as T | undefined, error: null as unknown };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('WorkerBridge', () => {
  it('runs a call on a worker and resolves with its answer; the worker is kept', async () => {
    const b = bridge(1);
    const answer = b.call(echo('a'));
    const w = FakeWorker.made[0]!;
    expect(w.request()).toEqual({ job: 'a' });
    w.say({ job: 'a', answer: 'done' });
    await expect(answer).resolves.toBe('done');
    expect([b.workers, w.terminated]).toEqual([1, false]);
    const again = b.call(echo('b'));
    expect(FakeWorker.made.length).toBe(1); // the same worker serves the next call
    w.say({ job: 'b', answer: 'again' });
    await expect(again).resolves.toBe('again');
    b.dispose();
  });

  it('attaches its listener and posts the init message before the first call', () => {
    const b = bridge(1, 60_000, { init: () => ({ type: 'init' }) });
    void b.call(echo('a')).catch(() => undefined);
    const w = FakeWorker.made[0]!;
    expect(w.listenersAtFirstPost).toBe(1);
    expect(w.posted.map((p) => p.message)).toEqual([{ type: 'init' }, { job: 'a' }]);
    b.dispose();
  });

  it('a signal aborted before the call starts no worker and rejects as aborted', async () => {
    const b = bridge(1);
    const call = b.call(echo('a', { signal: AbortSignal.abort() }));
    await expect(call).rejects.toMatchObject({ name: 'WorkerBridgeError', reason: 'aborted' });
    expect(FakeWorker.made.length).toBe(0);
  });

  it('aborting mid-call terminates the worker (freeing its memory); the next call gets a new one', async () => {
    const b = bridge(1);
    const controller = new AbortController();
    const call = track(b.call(echo('a', { signal: controller.signal })));
    const w0 = FakeWorker.made[0]!;
    controller.abort();
    await settle();
    expect(call.error).toBeInstanceOf(WorkerBridgeError);
    expect((call.error as WorkerBridgeError).reason).toBe('aborted');
    expect([w0.terminated, b.workers]).toEqual([true, 0]);
    w0.say({ job: 'a', answer: 'late' }); // nothing reaches a terminated worker's call
    const next = b.call(echo('b'));
    const w1 = FakeWorker.made[1]!;
    expect(w1).not.toBe(w0);
    w1.say({ job: 'b', answer: 'fresh' });
    await expect(next).resolves.toBe('fresh');
    b.dispose();
  });

  it('queues calls beyond the pool size, in order, and starts each when a worker frees', async () => {
    const b = bridge(2);
    const calls = ['a', 'b', 'c', 'd'].map((job) => track(b.call(echo(job))));
    expect(FakeWorker.made.length).toBe(2);
    expect(b.waiting).toBe(2);
    const [w0, w1] = FakeWorker.made as [FakeWorker, FakeWorker];
    expect([w0.request(), w1.request()]).toEqual([{ job: 'a' }, { job: 'b' }]);
    w1.say({ job: 'b', answer: 'B' });
    await settle();
    expect(w1.request(1)).toEqual({ job: 'c' }); // the first queued call, on the freed worker
    expect(b.waiting).toBe(1);
    w0.say({ job: 'a', answer: 'A' });
    await settle();
    expect(w0.request(1)).toEqual({ job: 'd' });
    w1.say({ job: 'c', answer: 'C' });
    w0.say({ job: 'd', answer: 'D' });
    await settle();
    expect(calls.map((c) => c.value)).toEqual(['A', 'B', 'C', 'D']);
    expect(FakeWorker.made.length).toBe(2);
    b.dispose();
  });

  it('a queued call whose signal aborts leaves the queue at once', async () => {
    const b = bridge(1);
    const first = track(b.call(echo('a')));
    const controller = new AbortController();
    const queued = track(b.call(echo('b', { signal: controller.signal })));
    controller.abort();
    await settle();
    expect((queued.error as WorkerBridgeError).reason).toBe('aborted');
    expect([b.waiting, FakeWorker.made[0]!.terminated]).toEqual([0, false]); // the running call goes on
    FakeWorker.made[0]!.say({ job: 'a', answer: 'A' });
    await settle();
    expect(first.value).toBe('A');
    expect(FakeWorker.made[0]!.posted.length).toBe(1); // b was never posted
    b.dispose();
  });

  it('shuts an idle worker down after idleMs; a call before that keeps it', async () => {
    vi.useFakeTimers();
    const b = bridge(1, 1000);
    const first = b.call(echo('a'));
    const w0 = FakeWorker.made[0]!;
    w0.say({ job: 'a', answer: 'A' });
    await first;
    vi.advanceTimersByTime(900);
    const second = b.call(echo('b'));
    vi.advanceTimersByTime(5000); // busy workers never idle out
    expect(w0.terminated).toBe(false);
    w0.say({ job: 'b', answer: 'B' });
    await second;
    vi.advanceTimersByTime(999);
    expect([w0.terminated, b.workers]).toEqual([false, 1]);
    vi.advanceTimersByTime(1);
    expect([w0.terminated, b.workers]).toEqual([true, 0]);
  });

  it.each([
    ['error', 'out of memory', 'out of memory'],
    ['messageerror', undefined, 'a message could not be deserialised'],
  ] as const)(
    'a worker that crashes (%s) is replaced and its call rejects with a typed error',
    async (type, message, detail) => {
      const b = bridge(1);
      const call = track(b.call(echo('a')));
      const queued = track(b.call(echo('b')));
      const w0 = FakeWorker.made[0]!;
      w0.crash(type, message);
      await settle();
      expect(call.error).toBeInstanceOf(WorkerBridgeError);
      expect(call.error).toMatchObject({ reason: 'crashed', detail });
      expect(w0.terminated).toBe(true);
      const w1 = FakeWorker.made[1]!; // the queued call went on in a new worker
      expect(w1.request()).toEqual({ job: 'b' });
      w1.say({ job: 'b', answer: 'B' });
      await settle();
      expect(queued.value).toBe('B');
      b.dispose();
    },
  );

  it('a call past its deadline ends as timedOut and its worker is replaced', async () => {
    vi.useFakeTimers();
    const b = bridge(1);
    const call = track(b.call(echo('a', { timeoutMs: 500 })));
    const w0 = FakeWorker.made[0]!;
    await vi.advanceTimersByTimeAsync(499);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((call.error as WorkerBridgeError).reason).toBe('timedOut');
    expect([w0.terminated, b.workers]).toEqual([true, 0]);
  });

  it('deadline() re-arms the deadline from now', async () => {
    vi.useFakeTimers();
    const b = bridge(1);
    const spec = echo('a', { timeoutMs: 500 });
    const call = track(b.call(spec));
    vi.advanceTimersByTime(400);
    spec.ctx().deadline(1000);
    vi.advanceTimersByTime(900);
    await vi.advanceTimersByTimeAsync(0);
    expect(call.settled).toBe(false);
    FakeWorker.made[0]!.say({ job: 'a', answer: 'in time' });
    await vi.advanceTimersByTimeAsync(0);
    expect(call.value).toBe('in time');
    b.dispose();
  });

  it('hands the transfer list to postMessage (moved, not copied)', () => {
    const b = bridge(1);
    const buffer = new ArrayBuffer(8);
    void b
      .call<void>({
        start: (ctx) => ctx.post({ buffer }, [buffer]),
        onMessage: () => undefined,
      })
      .catch(() => undefined);
    expect(FakeWorker.made[0]!.posted[0]!.transfer).toEqual([buffer]);
    b.dispose();
  });

  it('a rejection that keeps the worker leaves it; a plain one replaces it', async () => {
    const b = bridge(1);
    const kept = b.call(echo('a'));
    const w0 = FakeWorker.made[0]!;
    w0.say({ job: 'a', fail: 'bad request', keep: true });
    await expect(kept).rejects.toThrow('bad request');
    expect([w0.terminated, b.workers]).toEqual([false, 1]);
    const broken = b.call(echo('b'));
    w0.say({ job: 'b', fail: 'decode failed' });
    await expect(broken).rejects.toThrow('decode failed');
    expect([w0.terminated, b.workers]).toEqual([true, 0]);
  });

  it('sends a keyed call to the worker that keeps its key, waiting while it is busy', async () => {
    const b = bridge(2);
    const first = b.call(echo('a', { affinity: 'file-A' }));
    FakeWorker.made[0]!.say({ job: 'a', answer: 'A' });
    await first;
    const busy = track(b.call(echo('b', { affinity: 'file-A' })));
    const waits = track(b.call(echo('c', { affinity: 'file-A' })));
    const other = track(b.call(echo('d')));
    expect(FakeWorker.made.length).toBe(2);
    // c waits for worker 0; d, behind it, passes it and takes a new worker.
    expect(FakeWorker.made[1]!.request()).toEqual({ job: 'd' });
    FakeWorker.made[0]!.say({ job: 'b', answer: 'B' });
    await settle();
    expect(FakeWorker.made[0]!.request(2)).toEqual({ job: 'c' });
    FakeWorker.made[0]!.say({ job: 'c', answer: 'C' });
    FakeWorker.made[1]!.say({ job: 'd', answer: 'D' });
    await settle();
    expect([busy.value, waits.value, other.value]).toEqual(['B', 'C', 'D']);
    b.dispose();
  });

  it('dispose terminates every worker and rejects running and queued calls as closed', async () => {
    const b = bridge(1);
    const running = track(b.call(echo('a')));
    const queued = track(b.call(echo('b')));
    b.dispose();
    await settle();
    expect((running.error as WorkerBridgeError).reason).toBe('closed');
    expect((queued.error as WorkerBridgeError).reason).toBe('closed');
    expect([FakeWorker.made[0]!.terminated, b.workers]).toEqual([true, 0]);
  });
});
