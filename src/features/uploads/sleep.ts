/**
 * Waiting between attempts. Injectable (tests pass a fast or recording one); whatever the
 * injected one does, an abort ends the wait at once ({@link waitFor}).
 */

/** Waits `ms` milliseconds; may end early when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** The real wait: a timer, cleared when `signal` aborts (then it resolves at once). */
export const timerSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** Runs `sleep(ms, signal)` and resolves when it does or when `signal` aborts, whichever is first. */
export function waitFor(sleep: Sleep, ms: number, signal?: AbortSignal): Promise<void> {
  if (!signal) return sleep(ms);
  if (signal.aborted) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done, { once: true });
    sleep(ms, signal).then(done, (error: unknown) => {
      signal.removeEventListener('abort', done);
      reject(error);
    });
  });
}
