/**
 * Per-key token buckets (the chunk endpoint's rate limit, keyed by session; the per-address
 * limits, server/http/addressLimits.ts): each key holds up to `burst` tokens and regains
 * `refillPerSecond` a second; a request takes one (or `amount`: bytes) or is refused with the
 * wait until enough are back. Kept in memory: one server process per database. Memory is
 * bounded: above `maxKeys` keys the least recently used bucket is dropped (O(1)), so many keys
 * can neither grow the map nor make each request scan it.
 */

/** Options of {@link TokenBuckets}. */
export interface TokenBucketOptions {
  /** Most tokens a key holds (requests it may make at once). */
  burst: number;
  /** Tokens regained per second (may be fractional). */
  refillPerSecond: number;
  /** Clock, ms. */
  now?: () => number;
  /** Above this many keys, the least recently used bucket is dropped (default 10,000). */
  maxKeys?: number;
}

/** The outcome of a {@link TokenBuckets.take}. */
export type TakeResult = { ok: true } | { ok: false; retryAfterMs: number };

/** Tolerance on token counts and waits (tokens, ms). */
const EPSILON = 1e-6;

interface Bucket {
  tokens: number;
  at: number;
}

/** Token buckets by key. */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: TokenBucketOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /**
   * Takes `amount` tokens (default 1; more than `burst` counts as `burst`) from `key`'s bucket,
   * or none when it holds fewer.
   */
  take(key: string, amount = 1): TakeResult {
    const at = this.now();
    const bucket = this.refilled(key, at);
    const wanted = Math.min(amount, this.options.burst);
    // Delete then set: the Map's order is the order of use, oldest first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.dropLeastRecentlyUsed();
    // The epsilon absorbs floating-point dust of fractional rates (2 an hour: 1/1800 a second),
    // so a client waiting exactly Retry-After is let in, and a wait is not rounded up a second.
    if (bucket.tokens >= wanted - EPSILON) {
      bucket.tokens = Math.max(0, bucket.tokens - wanted);
      return { ok: true };
    }
    const perMs = this.options.refillPerSecond / 1000;
    return { ok: false, retryAfterMs: Math.ceil((wanted - bucket.tokens) / perMs - EPSILON) };
  }

  /** Keys currently tracked. */
  get size(): number {
    return this.buckets.size;
  }

  private refilled(key: string, at: number): Bucket {
    const { burst, refillPerSecond } = this.options;
    const bucket = this.buckets.get(key);
    if (!bucket) return { tokens: burst, at };
    const elapsed = Math.max(0, at - bucket.at);
    return { tokens: Math.min(burst, bucket.tokens + (elapsed * refillPerSecond) / 1000), at };
  }

  private dropLeastRecentlyUsed(): void {
    while (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next();
      if (oldest.done === true) return;
      this.buckets.delete(oldest.value);
    }
  }
}
