/**
 * Per-key token buckets (the chunk endpoint's rate limit, keyed by session): each key holds up
 * to `burst` tokens and regains `refillPerSecond` a second; a request takes one or is refused
 * with the wait until the next token. Kept in memory: one server process per database.
 */

/** Options of {@link TokenBuckets}. */
export interface TokenBucketOptions {
  /** Most tokens a key holds (requests it may make at once). */
  burst: number;
  /** Tokens regained per second (may be fractional). */
  refillPerSecond: number;
  /** Clock, ms. */
  now?: () => number;
  /** Above this many keys, full (idle) buckets are dropped. */
  maxKeys?: number;
}

/** The outcome of a {@link TokenBuckets.take}. */
export type TakeResult = { ok: true } | { ok: false; retryAfterMs: number };

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

  /** Takes one token from `key`'s bucket. */
  take(key: string): TakeResult {
    const at = this.now();
    const bucket = this.refilled(key, at);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.buckets.set(key, bucket);
      if (this.buckets.size > this.maxKeys) this.dropFull(at);
      return { ok: true };
    }
    this.buckets.set(key, bucket);
    const perMs = this.options.refillPerSecond / 1000;
    return { ok: false, retryAfterMs: Math.ceil((1 - bucket.tokens) / perMs) };
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

  private dropFull(at: number): void {
    for (const [key] of this.buckets) {
      if (this.refilled(key, at).tokens >= this.options.burst) this.buckets.delete(key);
    }
  }
}
