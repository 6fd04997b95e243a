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

  it('drops idle buckets above the key limit', () => {
    let now = 0;
    const buckets = new TokenBuckets({ burst: 1, refillPerSecond: 1, now: () => now, maxKeys: 2 });
    buckets.take('a');
    buckets.take('b');
    now = 5000;
    buckets.take('c');
    expect(buckets.size).toBe(1);
  });
});
