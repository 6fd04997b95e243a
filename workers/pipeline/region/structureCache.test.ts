import { describe, expect, it } from 'vitest';
import type { CacheTimers } from './structureCache';
import { StructureCache } from './structureCache';

/** Timers the test fires by hand. */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, () => void>();
  const timers: CacheTimers = {
    set(callback) {
      const id = next++;
      pending.set(id, callback);
      return id;
    },
    clear(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    pending: () => pending.size,
    fireAll() {
      const due = [...pending.values()];
      pending.clear();
      due.forEach((f) => f());
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the structure cache', () => {
  it('makes a part once per file and hands the same value to later jobs', async () => {
    const cache = new StructureCache(2, 1000, manualTimers().timers);
    let made = 0;
    const make = async () => ({ n: ++made });
    const a = cache.lease('file-1');
    const first = await a.part('tiff', make);
    a.release();
    const b = cache.lease('file-1');
    expect(await b.part('tiff', make)).toBe(first);
    b.release();
    expect(made).toBe(1);
  });

  it('keeps at most `capacity` files, dropping the least recently used and disposing it', async () => {
    const cache = new StructureCache(2, 1000, manualTimers().timers);
    const disposed: string[] = [];
    for (const key of ['a', 'b', 'a', 'c']) {
      const lease = cache.lease(key);
      await lease.part(
        'p',
        async () => key,
        (v) => void disposed.push(v),
      );
      lease.release();
    }
    await settle();
    expect(disposed).toEqual(['b']);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
  });

  it('never drops a file a job holds, and drops it once released if still over capacity', async () => {
    const cache = new StructureCache(1, 1000, manualTimers().timers);
    const disposed: string[] = [];
    const held = cache.lease('a');
    await held.part(
      'p',
      async () => 'a',
      (v) => void disposed.push(v),
    );
    const other = cache.lease('b');
    await other.part(
      'p',
      async () => 'b',
      (v) => void disposed.push(v),
    );
    other.release();
    await settle();
    expect(cache.has('a')).toBe(true); // in use
    held.release();
    await settle();
    expect(cache.size).toBe(1);
  });

  it('drops a file after it has been idle, not while in use', async () => {
    const clock = manualTimers();
    const cache = new StructureCache(2, 1000, clock.timers);
    const disposed: string[] = [];
    const lease = cache.lease('a');
    await lease.part(
      'p',
      async () => 'a',
      (v) => void disposed.push(v),
    );
    expect(clock.pending()).toBe(0); // held: no idle timer
    lease.release();
    expect(clock.pending()).toBe(1);
    // Used again before the timer fires: the timer is cancelled.
    const again = cache.lease('a');
    expect(clock.pending()).toBe(0);
    again.release();
    clock.fireAll();
    await settle();
    expect(cache.has('a')).toBe(false);
    expect(disposed).toEqual(['a']);
  });

  it('forgets a part whose making failed, so the next job tries again', async () => {
    const cache = new StructureCache(2, 1000, manualTimers().timers);
    const lease = cache.lease('a');
    await expect(lease.part('p', () => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    await settle();
    expect(await lease.part('p', async () => 'ok')).toBe('ok');
    lease.release();
  });

  it('drop() disposes at once (after a failed decode)', async () => {
    const cache = new StructureCache(2, 1000, manualTimers().timers);
    const disposed: string[] = [];
    const lease = cache.lease('a');
    await lease.part(
      'p',
      async () => 'a',
      (v) => void disposed.push(v),
    );
    lease.release();
    cache.drop('a');
    await settle();
    expect(disposed).toEqual(['a']);
    expect(cache.size).toBe(0);
  });
});
