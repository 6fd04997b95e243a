import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_CONFIG, uploadConfigFromEnv, withUploadConfig } from './config';

const MIB = 1024 * 1024;

describe('upload config', () => {
  it('has the spec defaults: 50 MB files, 2 MB chunks', () => {
    expect(uploadConfigFromEnv({})).toEqual(DEFAULT_UPLOAD_CONFIG);
    expect(DEFAULT_UPLOAD_CONFIG).toMatchObject({
      maxFileBytes: 50 * MIB,
      maxChunkBytes: 2 * MIB,
      guest: { maxFiles: 10, maxBytes: 200 * MIB },
      signedIn: { maxFiles: 500, maxBytes: 2048 * MIB },
      abandonedAfterMs: 24 * 60 * 60_000,
      cleanupIntervalMs: 60 * 60_000,
      rateLimit: { burst: 120, refillPerSecond: 10 },
      design: { maxFileBytes: 512 * MIB, guestMaxBytes: 2048 * MIB, userMaxBytes: 10240 * MIB },
    });
  });

  it('reads every environment override', () => {
    expect(
      uploadConfigFromEnv({
        UPLOAD_MAX_FILE_BYTES: '1000000',
        UPLOAD_MAX_CHUNK_BYTES: '65536',
        UPLOAD_GUEST_MAX_FILES: '3',
        UPLOAD_GUEST_MAX_BYTES: '5000000',
        UPLOAD_USER_MAX_FILES: '30',
        UPLOAD_USER_MAX_BYTES: '50000000',
        UPLOAD_ABANDONED_AFTER_MINUTES: '90',
        UPLOAD_CLEANUP_INTERVAL_MINUTES: '0',
        UPLOAD_RATE_BURST: '20',
        UPLOAD_RATE_PER_SECOND: '2',
        DESIGN_FILE_MAX_BYTES: '300000000',
        DESIGN_GUEST_MAX_BYTES: '600000000',
        DESIGN_USER_MAX_BYTES: '0',
        UPLOAD_TEST_PAUSE_AT: 'duringAssembly',
      }),
    ).toEqual({
      maxFileBytes: 1_000_000,
      maxChunkBytes: 65_536,
      guest: { maxFiles: 3, maxBytes: 5_000_000 },
      signedIn: { maxFiles: 30, maxBytes: 50_000_000 },
      abandonedAfterMs: 90 * 60_000,
      cleanupIntervalMs: 0,
      rateLimit: { burst: 20, refillPerSecond: 2 },
      design: { maxFileBytes: 300_000_000, guestMaxBytes: 600_000_000, userMaxBytes: 0 },
      testPauseAt: 'duringAssembly',
    });
  });

  it.each([
    ['UPLOAD_MAX_FILE_BYTES', '0'],
    ['UPLOAD_MAX_CHUNK_BYTES', '100'],
    ['UPLOAD_GUEST_MAX_BYTES', '-5'],
    ['UPLOAD_ABANDONED_AFTER_MINUTES', '0'],
    ['UPLOAD_RATE_BURST', '1.5'],
    ['DESIGN_FILE_MAX_BYTES', '0'],
    ['DESIGN_FILE_MAX_BYTES', String(4 * 1024 * MIB + 1)],
    ['DESIGN_GUEST_MAX_BYTES', 'lots'],
    ['UPLOAD_TEST_PAUSE_AT', 'sometime'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => uploadConfigFromEnv({ [name]: value })).toThrow(name);
  });

  it('merges partial overrides one level deep', () => {
    const c = withUploadConfig(DEFAULT_UPLOAD_CONFIG, { guest: { maxFiles: 1, maxBytes: 2 } });
    expect(c.guest).toEqual({ maxFiles: 1, maxBytes: 2 });
    expect(c.signedIn).toEqual(DEFAULT_UPLOAD_CONFIG.signedIn);
    expect(withUploadConfig(DEFAULT_UPLOAD_CONFIG, undefined)).toBe(DEFAULT_UPLOAD_CONFIG);
    const design = { maxFileBytes: 1, guestMaxBytes: 2, userMaxBytes: 3 };
    expect(withUploadConfig(DEFAULT_UPLOAD_CONFIG, { design }).design).toEqual(design);
  });
});
