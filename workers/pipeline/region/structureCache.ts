/**
 * What a pipeline worker keeps of a file between region requests: its parsed structure (header,
 * TIFF directory and piece table, open HEIF context, PDF document, decoded native frame), so an
 * export asking for twenty bands of one image parses it once.
 *
 * Entries are keyed by the file key the main thread gives each Blob (a Blob arrives as a new
 * object with every message). At most `capacity` files are kept, least recently used first out;
 * a file unused for `idleMs` is dropped. A file in use by a job (leased) is never dropped under
 * it. Dropping disposes every part (closes documents, frees wasm memory).
 */

/** Timers, passed in so tests can drive them. */
export interface CacheTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

interface Part {
  value: Promise<unknown>;
  dispose?: (value: never) => void | Promise<void>;
}

interface FileEntry {
  parts: Map<string, Part>;
  leases: number;
  timer: unknown;
}

/** A job's hold on one file's entry: parts made once, kept until the entry is dropped. */
export interface CacheLease {
  /**
   * The part `name` of this file, made by `make` the first time (a failed make is forgotten);
   * `dispose` frees it when the file is dropped.
   */
  part<T>(
    name: string,
    make: () => Promise<T>,
    dispose?: (value: T) => void | Promise<void>,
  ): Promise<T>;
  /** Ends the hold; the idle timer starts when no job holds the file. */
  release(): void;
}

const REAL_TIMERS: CacheTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class StructureCache {
  /** Insertion order is recency: a file used again moves to the end. */
  private readonly files = new Map<string, FileEntry>();

  constructor(
    private readonly capacity: number,
    private readonly idleMs: number,
    private readonly timers: CacheTimers = REAL_TIMERS,
  ) {}

  /** Files kept now. */
  get size(): number {
    return this.files.size;
  }

  /** Whether `fileKey` has an entry (tests, diagnostics). */
  has(fileKey: string): boolean {
    return this.files.has(fileKey);
  }

  /** Holds the entry of `fileKey` (made when missing) for one job. */
  lease(fileKey: string): CacheLease {
    let entry = this.files.get(fileKey);
    if (entry) this.files.delete(fileKey);
    else entry = { parts: new Map(), leases: 0, timer: null };
    this.files.set(fileKey, entry);
    entry.leases += 1;
    if (entry.timer !== null) this.timers.clear(entry.timer);
    entry.timer = null;
    this.evict();
    const held = entry;
    let released = false;
    return {
      part: <T>(
        name: string,
        make: () => Promise<T>,
        dispose?: (value: T) => void | Promise<void>,
      ): Promise<T> => {
        const existing = held.parts.get(name);
        if (existing) return existing.value as Promise<T>;
        const value = make();
        held.parts.set(name, { value, dispose: dispose as Part['dispose'] });
        value.catch(() => {
          if (held.parts.get(name)?.value === value) held.parts.delete(name);
        });
        return value;
      },
      release: () => {
        if (released) return;
        released = true;
        held.leases -= 1;
        if (held.leases === 0 && this.files.get(fileKey) === held) {
          held.timer = this.timers.set(() => this.drop(fileKey), this.idleMs);
        }
        this.evict();
      },
    };
  }

  /** Drops a file's entry now (after a failed decode its structure may be unusable). */
  drop(fileKey: string): void {
    const entry = this.files.get(fileKey);
    if (!entry) return;
    this.files.delete(fileKey);
    if (entry.timer !== null) this.timers.clear(entry.timer);
    disposeParts(entry);
  }

  /** Drops everything. */
  clear(): void {
    for (const key of [...this.files.keys()]) this.drop(key);
  }

  /** Drops the least recently used files not in use until at most `capacity` remain. */
  private evict(): void {
    for (const [key, entry] of this.files) {
      if (this.files.size <= this.capacity) return;
      if (entry.leases === 0) this.drop(key);
    }
  }
}

function disposeParts(entry: FileEntry): void {
  for (const part of entry.parts.values()) {
    const dispose = part.dispose;
    if (!dispose) continue;
    // A part that failed to make has nothing to dispose; a failing dispose must not throw here.
    part.value.then(
      (value) => Promise.resolve(dispose(value as never)).catch(() => undefined),
      () => undefined,
    );
  }
  entry.parts.clear();
}
