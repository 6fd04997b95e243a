/**
 * Waiting for the canvas before a parent's add to cart (spec canvas §4: canvas-not-ready is
 * retried up to 50 times at 100 ms). The clock is passed in (`sleep`), so the rule is pure.
 */
import { CANVAS_READY_RETRY } from './protocol';

/**
 * Whether `isReady()` held: checked once, then again after each of up to `attempts` waits of
 * `intervalMs`. False after the last one (the caller logs the warning).
 */
export async function retryUntilReady(
  isReady: () => boolean,
  sleep: (ms: number) => Promise<void>,
  retry: { attempts: number; intervalMs: number } = CANVAS_READY_RETRY,
): Promise<boolean> {
  if (isReady()) return true;
  for (let attempt = 0; attempt < retry.attempts; attempt++) {
    await sleep(retry.intervalMs);
    if (isReady()) return true;
  }
  return false;
}
