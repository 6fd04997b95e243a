import { describe, expect, it } from 'vitest';
import { retryUntilReady } from './readyRetry';

describe('retryUntilReady (50 × 100 ms)', () => {
  it.each([
    [0, true, 0],
    [1, true, 1],
    [50, true, 50],
    [51, false, 50],
  ])('ready after %i checks → %s, %i waits of 100 ms', async (notReadyChecks, result, waits) => {
    let checks = 0;
    const slept: number[] = [];
    const ready = await retryUntilReady(
      () => checks++ >= notReadyChecks,
      async (ms) => {
        slept.push(ms);
      },
    );
    expect(ready).toBe(result);
    expect(slept).toHaveLength(waits);
    expect(slept.every((ms) => ms === 100)).toBe(true);
  });
});
