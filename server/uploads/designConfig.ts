/**
 * Limits of design files (uploads with `X-Upload-Purpose: design`: the export's print PNG, SVG
 * and design thumbnails), apart from the image library's: a design file may be far larger than
 * a user's upload, and it counts neither towards the images' count nor their bytes.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | DESIGN_FILE_MAX_BYTES | 536870912 (512 MiB) | largest design file |
 * | DESIGN_GUEST_MAX_BYTES | 2147483648 (2 GiB) | design bytes a guest session may keep, attached or not |
 * | DESIGN_USER_MAX_BYTES | 10737418240 (10 GiB) | design bytes a signed-in user may keep, attached or not |
 *
 * Why these quotas: the worst two-sided export is two print PNGs of up to ~396 MiB (7200 ×
 * 14400 RGBA; src/domain/uploads/designFiles.ts), two SVGs and four small thumbnails, so about
 * 1 GiB; a typical one (vector art, a photo or two) is tens of MB. A guest's 2 GiB holds that
 * worst case twice over (a cart item and a saved copy) and dozens of typical designs; a user's
 * 10 GiB holds about ten worst-case designs in the saved list and hundreds of typical ones. The
 * bytes of uploads in progress count, so parallel exports cannot pass the limit.
 */
import { DESIGN_FILE_MAX_BYTES } from '../../src/domain/uploads/designFiles';
import type { Env } from './envInteger';
import { envInteger } from './envInteger';

/** The design-file tunables. */
export interface DesignFileConfig {
  /** Largest design file, bytes. */
  maxFileBytes: number;
  /** Bytes of design files (attached, complete or in progress) a guest session may keep. */
  guestMaxBytes: number;
  /** Bytes of design files a signed-in user may keep. */
  userMaxBytes: number;
}

const GIB = 1024 * 1024 * 1024;

/**
 * Largest design file the environment may allow, bytes: 4 GiB. Chunks stay 2 MiB whatever the
 * file, but the request that completes a file assembles and re-reads it whole (two SHA-256
 * passes), which must end well within the client's 120 s attempt timeout.
 */
export const DESIGN_FILE_MAX_BYTES_CAP = 4 * GIB;

/** The defaults (see the table above). */
export const DEFAULT_DESIGN_FILE_CONFIG: DesignFileConfig = {
  maxFileBytes: DESIGN_FILE_MAX_BYTES,
  guestMaxBytes: 2 * GIB,
  userMaxBytes: 10 * GIB,
};

/** The design-file config from `env`, defaults for what is unset; throws on invalid values. */
export function designConfigFromEnv(env: Env): DesignFileConfig {
  const d = DEFAULT_DESIGN_FILE_CONFIG;
  const bytes = Number.MAX_SAFE_INTEGER;
  return {
    maxFileBytes: envInteger(
      env,
      'DESIGN_FILE_MAX_BYTES',
      d.maxFileBytes,
      1,
      DESIGN_FILE_MAX_BYTES_CAP,
    ),
    guestMaxBytes: envInteger(env, 'DESIGN_GUEST_MAX_BYTES', d.guestMaxBytes, 0, bytes),
    userMaxBytes: envInteger(env, 'DESIGN_USER_MAX_BYTES', d.userMaxBytes, 0, bytes),
  };
}
