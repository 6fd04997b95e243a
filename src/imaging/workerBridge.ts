/**
 * One generic bridge between the main thread and a kind of worker: the pipeline pool, the
 * rendition encoder and the PNG export client all run on it (model: squoosh's
 * `worker-bridge/index.ts` — the signal first, a queue, idle shutdown).
 *
 * A *call* is one conversation with one worker: it may be a single request and answer (encode a
 * bitmap) or many messages both ways (a decode job's events, an export's bands). The bridge gives
 * the call a worker of its own, and:
 * - **abort**: every call takes an `AbortSignal`; aborting a running call terminates its worker —
 *   the only way to stop a wasm call and free its heap — and a fresh one replaces it on demand; a
 *   queued call leaves the queue at once;
 * - **queue**: at most `size` workers run calls; later calls wait in order (a call with an
 *   affinity key may wait for the worker that keeps that key while later calls pass it);
 * - **idle shutdown**: a worker with no call for `idleMs` is terminated;
 * - **crash replacement**: a worker that reports `error` or `messageerror` is terminated, its call
 *   rejects with a `WorkerBridgeError` of reason `crashed`, and the next call gets a new worker;
 * - **deadlines**: a call past its deadline is ended the same way, reason `timedOut`;
 * - **transfer**: `post(message, transfer)` hands the transfer list to `postMessage`, so buffers and
 *   bitmaps move instead of being copied;
 * - the message listeners are attached when the worker is made, before anything is posted or
 *   awaited, so no answer is lost.
 *
 * Callers map `WorkerBridgeError` to the error they report to users.
 */

/** Why the bridge ended a call. */
export type WorkerBridgeReason = 'aborted' | 'crashed' | 'timedOut' | 'closed';

/** A call the bridge ended: aborted, its worker crashed, past its deadline, or disposed. */
export class WorkerBridgeError extends Error {
  constructor(
    readonly reason: WorkerBridgeReason,
    /** What the worker said when it crashed (the error event's message), if anything. */
    readonly detail?: string,
  ) {
    super(detail ? `worker ${reason}: ${detail}` : `worker ${reason}`);
    this.name = 'WorkerBridgeError';
  }
}

export interface WorkerBridgeOptions {
  /** Makes a worker (the real one, or an in-process stand-in in unit tests). */
  createWorker: () => Worker;
  /** Workers running calls at once, ≥ 1; later calls queue. */
  size: number;
  /** A worker with no call is terminated after this long, ms (`Infinity`: kept). */
  idleMs: number;
  /** The first message every new worker gets, before its first call (e.g. the allocation guard). */
  init?: () => unknown;
  /** Affinity keys a worker remembers, most recent kept (default 1). */
  affinityKeys?: number;
  /** A message that arrives while its worker runs no call (e.g. `ready`). */
  onIdleMessage?: (data: unknown) => void;
}

/** What a call may do with its worker. */
export interface CallContext<T> {
  /** Posts to the call's worker; `transfer` is moved, not copied. Throws once the call ended. */
  post(message: unknown, transfer?: Transferable[]): void;
  /** (Re)arms the call's deadline, ms from now: past it the call ends as `timedOut`. */
  deadline(ms: number): void;
  /** Ends the call with its answer; `retire` terminates the worker instead of keeping it. */
  resolve(value: T, options?: { retire?: boolean }): void;
  /**
   * Ends the call with `error`. The worker is terminated unless `retire: false` (a failure of the
   * request alone that left the worker as it was).
   */
  reject(error: unknown, options?: { retire?: boolean }): void;
  /** Whether the call has ended. */
  readonly ended: boolean;
}

export interface CallSpec<T> {
  signal?: AbortSignal;
  /**
   * Names what the worker keeps after the call succeeds (a file's parsed structure): a later call
   * with the same key goes to that worker, waiting for it while it is busy.
   */
  affinity?: string;
  /** Deadline from the start, ms (none by default). */
  timeoutMs?: number;
  /** Runs once the call has its worker, synchronously: post the request here. */
  start(ctx: CallContext<T>): void;
  /** Every message the worker sends while the call runs. */
  onMessage(data: unknown, ctx: CallContext<T>): void;
}

interface Slot {
  worker: Worker;
  /** The call running on this worker. */
  call: Running | null;
  idleTimer: ReturnType<typeof setTimeout> | null;
  /** Affinity keys this worker keeps, most recent last. */
  keys: string[];
}

/** A running call, as its slot sees it. */
interface Running {
  onMessage(data: unknown): void;
  /** Ends the call from outside (crash, dispose); the worker is already gone. */
  end(error: WorkerBridgeError): void;
}

interface Queued {
  spec: CallSpec<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** Detaches the queued call's abort listener. */
  unlisten(): void;
}

export class WorkerBridge {
  private readonly slots: Slot[] = [];
  private readonly queue: Queued[] = [];

  constructor(private readonly options: WorkerBridgeOptions) {
    if (!(options.size >= 1)) throw new RangeError('a worker bridge needs at least one worker');
  }

  /** Workers alive now (tests, diagnostics). */
  get workers(): number {
    return this.slots.length;
  }

  /** Calls waiting for a worker (tests, diagnostics). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Runs one call on a worker of its own; settles as the call's `resolve`/`reject` says. */
  call<T>(spec: CallSpec<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const { signal } = spec;
      if (signal?.aborted) return reject(new WorkerBridgeError('aborted'));
      const onAbort = () => {
        const i = this.queue.indexOf(queued);
        if (i < 0) return;
        this.queue.splice(i, 1);
        reject(new WorkerBridgeError('aborted'));
      };
      const queued: Queued = {
        spec: spec as CallSpec<unknown>,
        resolve: resolve as (value: unknown) => void,
        reject,
        unlisten: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(queued);
      this.pump();
    });
  }

  /** Terminates every worker; running and queued calls reject as `closed`. */
  dispose(): void {
    for (const queued of this.queue.splice(0)) {
      queued.unlisten();
      queued.reject(new WorkerBridgeError('closed'));
    }
    for (const slot of [...this.slots]) {
      this.retire(slot);
      slot.call?.end(new WorkerBridgeError('closed'));
    }
  }

  private get running(): number {
    return this.slots.filter((s) => s.call).length;
  }

  /**
   * Starts queued calls while a worker is free or may be made, in order, except that a call whose
   * affinity key a busy worker keeps waits for it (later calls may pass).
   */
  private pump(): void {
    for (let i = 0; i < this.queue.length && this.running < this.options.size;) {
      const queued = this.queue[i]!;
      const key = queued.spec.affinity;
      const keeper = key === undefined ? null : this.slots.find((s) => s.keys.includes(key));
      if (keeper?.call) {
        i += 1;
        continue;
      }
      this.queue.splice(i, 1);
      queued.unlisten();
      this.start(keeper ?? this.acquire(key !== undefined), queued);
    }
  }

  /**
   * A worker for a call: a free one that keeps nothing first (keepers stay free for their next
   * call); for a call with a key, a new worker before a keeper of another key; else any free one.
   */
  private acquire(keyed: boolean): Slot {
    const free = this.slots.filter((s) => !s.call);
    const empty = free.find((s) => s.keys.length === 0);
    if (empty) return empty;
    const room = this.slots.length < this.options.size;
    if (free[0] && !(keyed && room)) return free[0];
    return this.spawn();
  }

  private spawn(): Slot {
    const worker = this.options.createWorker();
    const slot: Slot = { worker, call: null, idleTimer: null, keys: [] };
    // Listeners first: nothing the worker says can arrive before them.
    worker.addEventListener('message', (e: MessageEvent<unknown>) => {
      if (slot.call) slot.call.onMessage(e.data);
      else this.options.onIdleMessage?.(e.data);
    });
    const crashed = (detail: string) => {
      if (!this.slots.includes(slot)) return;
      const call = slot.call;
      this.retire(slot);
      call?.end(new WorkerBridgeError('crashed', detail));
      this.pump();
    };
    worker.addEventListener('error', (e: ErrorEvent) => {
      e.preventDefault?.(); // handled here: not an uncaught error of the page
      crashed(e.message || 'error');
    });
    worker.addEventListener('messageerror', () => crashed('a message could not be deserialised'));
    if (this.options.init) worker.postMessage(this.options.init());
    this.slots.push(slot);
    return slot;
  }

  private retire(slot: Slot): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.worker.terminate();
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }

  /** Ends `slot`'s call: keeps the worker (idle timer armed) or terminates it. */
  private release(slot: Slot, retire: boolean, key: string | undefined): void {
    slot.call = null;
    if (retire) {
      this.retire(slot);
    } else {
      if (key !== undefined) {
        const keep = this.options.affinityKeys ?? 1;
        slot.keys = [...slot.keys.filter((k) => k !== key), key].slice(-keep);
      }
      if (Number.isFinite(this.options.idleMs)) {
        slot.idleTimer = setTimeout(() => this.retire(slot), this.options.idleMs);
      }
    }
    this.pump();
  }

  private start(slot: Slot, queued: Queued): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    const { spec } = queued;
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const finish = () => {
      ended = true;
      if (timer) clearTimeout(timer);
      spec.signal?.removeEventListener('abort', onAbort);
    };
    const ctx: CallContext<unknown> = {
      post(message, transfer = []) {
        if (ended) throw new WorkerBridgeError('closed');
        slot.worker.postMessage(message, transfer);
      },
      deadline: (ms) => {
        if (ended) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => ctx.reject(new WorkerBridgeError('timedOut')), ms);
      },
      resolve: (value, options) => {
        if (ended) return;
        finish();
        this.release(slot, options?.retire ?? false, spec.affinity);
        queued.resolve(value);
      },
      reject: (error, options) => {
        if (ended) return;
        finish();
        this.release(slot, options?.retire ?? true, undefined);
        queued.reject(error);
      },
      get ended() {
        return ended;
      },
    };
    const onAbort = () => ctx.reject(new WorkerBridgeError('aborted'));

    slot.call = {
      onMessage: (data) => {
        if (!ended) spec.onMessage(data, ctx);
      },
      end: (error) => {
        if (ended) return;
        finish();
        queued.reject(error);
      },
    };
    spec.signal?.addEventListener('abort', onAbort, { once: true });
    if (spec.timeoutMs !== undefined) ctx.deadline(spec.timeoutMs);
    try {
      spec.start(ctx);
    } catch (error) {
      ctx.reject(error);
    }
  }
}
