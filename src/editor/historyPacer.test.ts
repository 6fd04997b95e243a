import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryPacer } from './historyPacer';

let loading = false;
let ran: string[] = [];
/** A step that records its name and reports it stepped. */
const step = (name: string) => () => ran.push(name) > 0;
const pacer = () =>
  new HistoryPacer(
    () => Date.now(),
    () => loading,
    200,
  );

beforeEach(() => {
  vi.useFakeTimers();
  loading = false;
  ran = [];
});
afterEach(() => vi.useRealTimers());

describe('history pacer', () => {
  it('runs a step at once, then holds the next one until 200 ms have passed', async () => {
    const p = pacer();
    p.request(step('undo'));
    p.request(step('redo'));
    expect(ran).toEqual(['undo']);
    await vi.advanceTimersByTimeAsync(199);
    expect(ran).toEqual(['undo']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['undo', 'redo']);
  });

  it('keeps only the latest waiting step', async () => {
    const p = pacer();
    p.request(step('1'));
    p.request(step('2'));
    p.request(step('3'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual(['1', '3']);
  });

  it('waits for a running load to finish', async () => {
    const p = pacer();
    loading = true;
    p.request(step('undo'));
    await vi.advanceTimersByTimeAsync(500);
    expect(ran).toEqual([]);
    loading = false;
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).toEqual(['undo']);
  });

  it('forgets a waiting step when cancelled', async () => {
    const p = pacer();
    p.request(step('1'));
    p.request(step('2'));
    p.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual(['1']);
  });
});

describe('what the pacer tells the caller', () => {
  it('resolves true when the step ran, false when a newer one or a cancel replaced it', async () => {
    const p = pacer();
    await expect(p.request(step('1'))).resolves.toBe(true);
    const replaced = p.request(step('2'));
    const latest = p.request(step('3'));
    await expect(replaced).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await expect(latest).resolves.toBe(true);
    const cancelled = p.request(step('4'));
    p.cancel();
    await expect(cancelled).resolves.toBe(false);
    expect(ran).toEqual(['1', '3']);
  });
});
