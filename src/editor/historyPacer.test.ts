import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryPacer } from './historyPacer';

let loading = false;
let ran: string[] = [];
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
    p.request(() => ran.push('undo'));
    p.request(() => ran.push('redo'));
    expect(ran).toEqual(['undo']);
    await vi.advanceTimersByTimeAsync(199);
    expect(ran).toEqual(['undo']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['undo', 'redo']);
  });

  it('keeps only the latest waiting step', async () => {
    const p = pacer();
    p.request(() => ran.push('1'));
    p.request(() => ran.push('2'));
    p.request(() => ran.push('3'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual(['1', '3']);
  });

  it('waits for a running load to finish', async () => {
    const p = pacer();
    loading = true;
    p.request(() => ran.push('undo'));
    await vi.advanceTimersByTimeAsync(500);
    expect(ran).toEqual([]);
    loading = false;
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).toEqual(['undo']);
  });

  it('forgets a waiting step when cancelled', async () => {
    const p = pacer();
    p.request(() => ran.push('1'));
    p.request(() => ran.push('2'));
    p.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual(['1']);
  });
});
