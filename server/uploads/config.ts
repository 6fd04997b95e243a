/**
 * The upload tunables in one typed config, with units, defaults and environment overrides:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | UPLOAD_MAX_FILE_BYTES | 52428800 (50 MiB) | largest file (spec shell §9: 50 MB) |
 * | UPLOAD_MAX_CHUNK_BYTES | 2097152 (2 MiB) | largest chunk body (spec canvas §9: 2 MB) |
 * | UPLOAD_GUEST_MAX_FILES | 10 | images a guest session may keep (`logOutCount`) |
 * | UPLOAD_GUEST_MAX_BYTES | 209715200 (200 MiB) | bytes a guest session may keep (`logOutFileSize`) |
 * | UPLOAD_USER_MAX_FILES | 500 | images a signed-in user may keep |
 * | UPLOAD_USER_MAX_BYTES | 2147483648 (2 GiB) | bytes a signed-in user may keep |
 * | UPLOAD_ABANDONED_AFTER_MINUTES | 1440 (24 h) | an upload not attached to an image is deleted after this long without a chunk |
 * | UPLOAD_CLEANUP_INTERVAL_MINUTES | 60 | how often the cleanup runs (it also runs at start); 0 = only at start |
 * | UPLOAD_RATE_BURST | 120 | chunk requests a session may make at once (token bucket size) |
 * | UPLOAD_RATE_PER_SECOND | 10 | chunk requests a session regains per second |
 * | DESIGN_FILE_MAX_BYTES, DESIGN_GUEST_MAX_BYTES, DESIGN_USER_MAX_BYTES | 512 MiB, 2 GiB, 10 GiB | design files (designConfig.ts) |
 * | UPLOAD_TEST_PAUSE_AT | unset | TEST ONLY: hold completion in a crash window (testPause.ts) |
 */
import { UPLOAD_CHUNK_BYTES, UPLOAD_MAX_FILE_BYTES } from '../../src/domain/uploads/protocol';
import type { DesignFileConfig } from './designConfig';
import { DEFAULT_DESIGN_FILE_CONFIG, designConfigFromEnv } from './designConfig';
import type { Env } from './envInteger';
import { envInteger } from './envInteger';
import type { CrashWindow } from './testPause';
import { crashWindowFromEnv } from './testPause';

/** What one owner (a guest session or a signed-in user) may keep. */
export interface UploadQuota {
  /** Images (originals; renditions do not count). */
  maxFiles: number;
  /** Bytes of every stored file (originals, renditions, uploads in progress). */
  maxBytes: number;
}

/** The upload tunables. */
export interface UploadConfig {
  /** Largest file, bytes. */
  maxFileBytes: number;
  /** Largest chunk body, bytes. */
  maxChunkBytes: number;
  /** Guest limits (`logOutCount`, `logOutFileSize`). */
  guest: UploadQuota;
  /** Signed-in limits. */
  signedIn: UploadQuota;
  /** Uploads not attached to an image are deleted this long after their last chunk, ms. */
  abandonedAfterMs: number;
  /** Period of the cleanup, ms; 0 = only at start. */
  cleanupIntervalMs: number;
  /** Token bucket on chunk requests, per session. */
  rateLimit: { burst: number; refillPerSecond: number };
  /** Design-purpose uploads: their own file size limit and byte quotas (designConfig.ts). */
  design: DesignFileConfig;
  /** TEST ONLY: the crash window completion holds in (testPause.ts); null in every deployment. */
  testPauseAt: CrashWindow | null;
}

const MIB = 1024 * 1024;
const MINUTE_MS = 60_000;

/** The defaults (see the table above). */
export const DEFAULT_UPLOAD_CONFIG: UploadConfig = {
  maxFileBytes: UPLOAD_MAX_FILE_BYTES,
  maxChunkBytes: UPLOAD_CHUNK_BYTES,
  guest: { maxFiles: 10, maxBytes: 200 * MIB },
  signedIn: { maxFiles: 500, maxBytes: 2048 * MIB },
  abandonedAfterMs: 24 * 60 * MINUTE_MS,
  cleanupIntervalMs: 60 * MINUTE_MS,
  rateLimit: { burst: 120, refillPerSecond: 10 },
  design: DEFAULT_DESIGN_FILE_CONFIG,
  testPauseAt: null,
};

const integer = envInteger;

/** The upload config from `env`, defaults for what is unset; throws on invalid values. */
export function uploadConfigFromEnv(env: Env): UploadConfig {
  const d = DEFAULT_UPLOAD_CONFIG;
  const bytes = Number.MAX_SAFE_INTEGER;
  return {
    // 1 GiB cap on a single file; chunks are held in memory, so at most 64 MiB each.
    maxFileBytes: integer(env, 'UPLOAD_MAX_FILE_BYTES', d.maxFileBytes, 1, 1024 * MIB),
    maxChunkBytes: integer(env, 'UPLOAD_MAX_CHUNK_BYTES', d.maxChunkBytes, 1024, 64 * MIB),
    guest: {
      maxFiles: integer(env, 'UPLOAD_GUEST_MAX_FILES', d.guest.maxFiles, 0, 1_000_000),
      maxBytes: integer(env, 'UPLOAD_GUEST_MAX_BYTES', d.guest.maxBytes, 0, bytes),
    },
    signedIn: {
      maxFiles: integer(env, 'UPLOAD_USER_MAX_FILES', d.signedIn.maxFiles, 0, 1_000_000),
      maxBytes: integer(env, 'UPLOAD_USER_MAX_BYTES', d.signedIn.maxBytes, 0, bytes),
    },
    abandonedAfterMs:
      integer(env, 'UPLOAD_ABANDONED_AFTER_MINUTES', d.abandonedAfterMs / MINUTE_MS, 1, 525_600) *
      MINUTE_MS,
    cleanupIntervalMs:
      integer(env, 'UPLOAD_CLEANUP_INTERVAL_MINUTES', d.cleanupIntervalMs / MINUTE_MS, 0, 10_080) *
      MINUTE_MS,
    rateLimit: {
      burst: integer(env, 'UPLOAD_RATE_BURST', d.rateLimit.burst, 1, 100_000),
      refillPerSecond: integer(
        env,
        'UPLOAD_RATE_PER_SECOND',
        d.rateLimit.refillPerSecond,
        1,
        10_000,
      ),
    },
    design: designConfigFromEnv(env),
    testPauseAt: crashWindowFromEnv(env),
  };
}

/** `base` with the given parts replaced (nested objects merged one level deep). */
export function withUploadConfig(
  base: UploadConfig,
  overrides: Partial<UploadConfig> | undefined,
): UploadConfig {
  if (!overrides) return base;
  return {
    ...base,
    ...overrides,
    guest: { ...base.guest, ...overrides.guest },
    signedIn: { ...base.signedIn, ...overrides.signedIn },
    rateLimit: { ...base.rateLimit, ...overrides.rateLimit },
    design: { ...base.design, ...overrides.design },
  };
}
