import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './tokenBucket';

describe('TokenBuckets', () => {
  it('allows a burst, then refills at the given rate', () => {
    let now = 0;
    const buckets = new TokenBuckets({ burst: 3, refillPerSecond: 2, now: () => now });
    expect([1, 2, 3].map(() => buckets.take('a').ok)).toEqual([true, true, true]);
    expect(buckets.take('a')).toEqual({ ok: false, retryAfterMs: 500 });
    expect(buckets.take('b').ok).toBe(true);
    now = 499;
    expect(buckets.take('a').ok).toBe(false);
    now = 500;
    expect(buckets.take('a').ok).toBe(true);
    now = 100_000;
    expect([1, 2, 3, 4].map(() => buckets.take('a').ok)).toEqual([true, true, true, false]);
  });

  it('drops the least recently used bucket above the key limit', () => {
    const buckets = new TokenBuckets({ burst: 1, refillPerSecond: 1, now: () => 0, maxKeys: 2 });
    expect(buckets.take('a').ok).toBe(true);
    expect(buckets.take('b').ok).toBe(true);
    expect(buckets.take('a').ok).toBe(false); // a is now the most recently used
    expect(buckets.take('c').ok).toBe(true); // b is dropped
    expect(buckets.size).toBe(2);
    expect(buckets.take('a').ok).toBe(false); // a was kept, still empty
    expect(buckets.take('b').ok).toBe(true); // b starts again full
  });

  it('takes amounts (bytes) and says how long until they are back', () => {
    let now = 0;
    const buckets = new TokenBuckets({ burst: 1000, refillPerSecond: 100, now: () => now });
    expect(buckets.take('a', 800).ok).toBe(true);
    expect(buckets.take('a', 300)).toEqual({ ok: false, retryAfterMs: 1000 });
    now = 1000;
    expect(buckets.take('a', 300).ok).toBe(true);
    // More than the burst never waits forever: it counts as the whole burst.
    now = 100_000;
    expect(buckets.take('a', 5000).ok).toBe(true);
    expect(buckets.take('a', 1).ok).toBe(false);
  });
});
