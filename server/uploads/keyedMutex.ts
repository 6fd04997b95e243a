/**
 * Runs tasks one at a time per key (an upload's chunks, keyed by file id), so the checks and
 * writes of two requests for one file never interleave; different keys run in parallel. In
 * memory: one server process per database, which SQLite implies.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `task` after every earlier task of `key` has settled; resolves with its result. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task queued or running. */
  get size(): number {
    return this.tails.size;
  }
}
