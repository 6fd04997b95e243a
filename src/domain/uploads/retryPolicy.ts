/**
 * When an upload request is tried again (spec canvas §8: "retry with a 1 s wait growing by
 * factor 1.5, up to 5 attempts, then fail with file-upload-something-went-wrong. A 400 stops at
 * once"). Data and pure functions: the caller owns the clock and the timers.
 */

/** The retry schedule: attempts per request (the first included), first wait (ms), growth. */
export const RETRY = { attempts: 5, firstDelayMs: 1000, factor: 1.5 } as const;

/**
 * Longest wait a server's `Retry-After` may impose, ms. The header is honoured (never waiting
 * less than it says), but a misconfigured one (an hour) must not freeze an upload: a minute is
 * ten times the rate limit's refill of one token.
 */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * One attempt that has not been answered after this long counts as a failed one (a hung
 * connection would otherwise stall an upload for good), ms: a 2 MiB chunk needs about 65 s at
 * 256 kbit/s, the slowest link worth serving.
 */
export const ATTEMPT_TIMEOUT_MS = 120_000;

/** Translation key shown when every attempt failed (spec canvas §8). */
export const RETRIES_EXHAUSTED_KEY = 'file-upload-something-went-wrong';

/** What a client does with an answer. */
export type AnswerVerdict = 'success' | 'continue' | 'stop' | 'retry';

/** An HTTP status, or no answer at all (connection refused, reset, DNS, CORS). */
export type AnswerStatus = number | 'network-error';

/** Statuses that will fail the same way again: the request itself is wrong or not allowed. */
const STOP_STATUSES = new Set([400, 401, 403, 404, 413, 415]);
/** Statuses of a passing condition: request timeout, too early, too many requests. */
const RETRY_STATUSES = new Set([408, 425, 429]);

/**
 * The verdict on an answer: 200 (and other 2xx) `success`, 206 `continue` (more chunks wanted),
 * 408/425/429, 5xx and network errors `retry`, 400/401/403/404/413/415 and every other status
 * `stop` (an unexpected answer is not made better by repeating the request).
 */
export function classifyAnswer(status: AnswerStatus): AnswerVerdict {
  if (status === 'network-error') return 'retry';
  if (status === 206) return 'continue';
  if (status >= 200 && status < 300) return 'success';
  if (RETRY_STATUSES.has(status) || (status >= 500 && status < 600)) return 'retry';
  if (STOP_STATUSES.has(status)) return 'stop';
  return 'stop';
}

/** Whether a request whose attempt `attemptIndex` (0-based) just failed may be tried again. */
export function mayRetry(attemptIndex: number): boolean {
  return attemptIndex + 1 < RETRY.attempts;
}

/**
 * The wait before trying again after attempt `attemptIndex` (0-based) failed, ms:
 * 1000 · 1.5^attemptIndex (1000, 1500, 2250, 3375), or the server's `Retry-After` (seconds)
 * when longer, capped at {@link MAX_RETRY_AFTER_MS} — but never less than the schedule.
 */
export function retryDelayMs(attemptIndex: number, retryAfterSeconds: number | null): number {
  const scheduled = RETRY.firstDelayMs * RETRY.factor ** Math.max(0, attemptIndex);
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds)) return scheduled;
  const asked = Math.min(MAX_RETRY_AFTER_MS, Math.max(0, retryAfterSeconds) * 1000);
  return Math.max(scheduled, asked);
}

/**
 * The seconds a `Retry-After` header asks for: delta-seconds (`"3"`), or an HTTP date measured
 * from `nowMs` (ms since the epoch); null when absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, nowMs: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  // HTTP dates (IMF-fixdate, RFC 850, asctime) all begin with a day name.
  if (!/^[A-Za-z]{3}/.test(value)) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}
