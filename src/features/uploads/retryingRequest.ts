/**
 * One API request under the upload retry policy (src/domain/uploads/retryPolicy, spec canvas
 * §8): up to 5 attempts, waiting 1 s × 1.5ⁿ between them (longer when a 429 or 503 says
 * `Retry-After`); a 400 (or another answer that would fail the same way) stops at once; an abort
 * ends it at once, during a request or a wait. Answers are read as JSON; never throws.
 */
import { errorKeysOf } from '../../domain/apiErrors';
import type { AnswerStatus } from '../../domain/uploads/retryPolicy';
import {
  ATTEMPT_TIMEOUT_MS,
  classifyAnswer,
  mayRetry,
  parseRetryAfter,
  RETRIES_EXHAUSTED_KEY,
  retryDelayMs,
} from '../../domain/uploads/retryPolicy';
import type { UploadErrorParams } from '../../domain/uploads/protocol';
import type { Sleep } from './sleep';
import { timerSleep, waitFor } from './sleep';
import type { UploadTransport } from './transport';
import { apiUrl } from './transport';

/** One attempt's request: the API path (no leading slash) and what `fetch` gets. */
export interface ApiRequest {
  path: string;
  method: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: Blob;
  /**
   * Bytes of `body` sent so far in the current attempt (0 when an attempt starts), through the
   * transport's `fetchWithUploadProgress` when it has one.
   */
  onUploadProgress?(loadedBytes: number): void;
}

/** Options of {@link requestWithRetry}. */
export interface RetryOptions {
  signal?: AbortSignal;
  /** Default: a timer. */
  sleep?: Sleep;
  /**
   * Checked on a 2xx body: false makes the answer count as damaged (retried), e.g. a proxy's
   * HTML page. Default: any JSON.
   */
  isValid?(body: unknown): boolean;
  /** Checked before every retry: false ends the request as `skipped` (nothing left to send). */
  stillNeeded?(): boolean;
  /** Clock for `Retry-After` dates, ms since the epoch; default Date.now. */
  now?(): number;
  /** An attempt not answered within this is abandoned and retried, ms (default ATTEMPT_TIMEOUT_MS). */
  attemptTimeoutMs?: number;
}

/** How a request ended. */
export type RetriedAnswer =
  | { kind: 'answer'; verdict: 'success' | 'continue' | 'stop'; status: number; body: unknown }
  /** Every attempt failed; `status` is the last answer's (null: no answer came). */
  | { kind: 'exhausted'; status: number | null }
  | { kind: 'canceled' }
  | { kind: 'skipped' };

/**
 * Why a request failed: the server `refused` it (an answer not worth repeating: 400, 401, 404…),
 * every attempt failed (`retriesExhausted`), or the caller `canceled` it.
 */
export type FailureReason = 'refused' | 'retriesExhausted' | 'canceled';

/** A request that did not succeed, as the upload functions return it instead of throwing. */
export interface RequestFailure {
  ok: false;
  reason: FailureReason;
  /** The answer's status (the last one when retries ran out); null when none came. */
  status: number | null;
  /** Translation keys: the answer's (errorKeysOf), `file-upload-something-went-wrong`, or none when canceled. */
  errorKeys: string[];
  /** The message's parameters (upload refusals: fileName, maxSize, maxCount…). */
  params?: UploadErrorParams;
  /** Set (true) when the caller canceled: the same as `reason === 'canceled'`. */
  canceled?: true;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `params` of an upload refusal body, when it has them. */
export function paramsOf(body: unknown): UploadErrorParams | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const params = (body as { params?: unknown }).params;
  if (typeof params !== 'object' || params === null) return undefined;
  const entries = Object.entries(params).filter(
    (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/** The failure of a request that ended otherwise than with a 2xx answer. */
export function failureOf(result: Exclude<RetriedAnswer, { kind: 'skipped' }>): RequestFailure {
  switch (result.kind) {
    case 'canceled':
      return { ok: false, reason: 'canceled', status: null, errorKeys: [], canceled: true };
    case 'exhausted':
      return {
        ok: false,
        reason: 'retriesExhausted',
        status: result.status,
        errorKeys: [RETRIES_EXHAUSTED_KEY],
      };
    case 'answer': {
      const params = paramsOf(result.body);
      return {
        ok: false,
        reason: 'refused',
        status: result.status,
        errorKeys: errorKeysOf(result.body),
        ...(params ? { params } : {}),
      };
    }
  }
}

/** Sends `request` until it is answered for good, every attempt fails, or `signal` aborts. */
export async function requestWithRetry(
  transport: UploadTransport,
  request: ApiRequest,
  options: RetryOptions = {},
): Promise<RetriedAnswer> {
  const { signal } = options;
  const sleep = options.sleep ?? timerSleep;
  const now = options.now ?? Date.now;
  // Called unbound: `window.fetch` called as a method of another object throws.
  const doFetch = transport.fetch ?? fetch;
  const url = apiUrl(transport, request.path);
  let lastStatus: number | null = null;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) return { kind: 'canceled' };
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      ...request.headers,
      ...transport.sessionHeaders?.(),
    };
    if (UNSAFE.has(request.method)) headers['X-XSRF-TOKEN'] = transport.xsrfToken();
    let status: AnswerStatus = 'network-error';
    let body: unknown;
    let retryAfterSeconds: number | null = null;
    // The attempt ends on the caller's abort or when it hangs past the attempt timeout.
    const attempt$ = new AbortController();
    const abortAttempt = () => attempt$.abort();
    signal?.addEventListener('abort', abortAttempt, { once: true });
    const hung = setTimeout(abortAttempt, options.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS);
    try {
      const init: RequestInit = {
        method: request.method,
        headers,
        body: request.body,
        credentials: 'include',
        cache: 'no-store',
        signal: attempt$.signal,
      };
      const { onUploadProgress } = request;
      onUploadProgress?.(0);
      const response =
        onUploadProgress && transport.fetchWithUploadProgress
          ? await transport.fetchWithUploadProgress(url, init, onUploadProgress)
          : await doFetch(url, init);
      const text = await response.text();
      status = response.status;
      lastStatus = status;
      body = parsedJson(text);
      if (status === 429 || status === 503)
        retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'), now());
    } catch {
      // Refused, reset, hung or aborted connection (the abort is checked below): 'network-error'.
    } finally {
      clearTimeout(hung);
      signal?.removeEventListener('abort', abortAttempt);
    }
    if (signal?.aborted) return { kind: 'canceled' };
    let verdict = classifyAnswer(status);
    const answered = verdict === 'success' || verdict === 'continue';
    // A 2xx that is not the API's JSON was mangled on the way: try again.
    if (answered && (body === undefined || (options.isValid && !options.isValid(body))))
      verdict = 'retry';
    if (verdict !== 'retry' && typeof status === 'number')
      return { kind: 'answer', verdict, status, body };
    if (!mayRetry(attempt)) return { kind: 'exhausted', status: lastStatus };
    await waitFor(sleep, retryDelayMs(attempt, retryAfterSeconds), signal);
    if (signal?.aborted) return { kind: 'canceled' };
    if (options.stillNeeded && !options.stillNeeded()) return { kind: 'skipped' };
  }
}
