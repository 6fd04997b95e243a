/**
 * TEST ONLY — crash windows of an upload's completion, so a test can SIGKILL the server inside
 * one deterministically (server/uploads/crashRecovery.test.ts). With `UPLOAD_TEST_PAUSE_AT` set
 * to a window's name, the server writes `upload-test-pause <window>` to stderr when it reaches
 * that window and holds there for {@link PAUSE_MS} before going on. Unset (always, outside
 * tests) it does nothing. The windows, in the order completion passes them:
 *
 * - `beforeAssembly`: the last chunk is stored and recorded, nothing is assembled yet;
 * - `duringAssembly`: half the chunks are appended to `uploads/<id>/assembling`;
 * - `beforeRecord`: the file is renamed into place, the database still says incomplete;
 * - `beforeChunkDelete`: the database says complete, the chunks' bytes are still stored.
 */
import type { Env } from './envInteger';

/** The crash windows, in order. */
export const CRASH_WINDOWS = [
  'beforeAssembly',
  'duringAssembly',
  'beforeRecord',
  'beforeChunkDelete',
] as const;

/** One crash window. */
export type CrashWindow = (typeof CRASH_WINDOWS)[number];

/** Called as completion passes each window. */
export type PauseAt = (window: CrashWindow) => Promise<void>;

/** How long the server holds in the chosen window, ms: long enough for any test to kill it. */
export const PAUSE_MS = 60_000;

/** The line written to stderr on reaching `window`. */
export function pauseLine(window: CrashWindow): string {
  return `upload-test-pause ${window}`;
}

/** `UPLOAD_TEST_PAUSE_AT` from `env`: a window's name, or null when unset; throws otherwise. */
export function crashWindowFromEnv(env: Env): CrashWindow | null {
  const raw = env.UPLOAD_TEST_PAUSE_AT?.trim();
  if (raw === undefined || raw === '') return null;
  const window = CRASH_WINDOWS.find((w) => w === raw);
  if (!window)
    throw new Error(
      `UPLOAD_TEST_PAUSE_AT must be one of ${CRASH_WINDOWS.join(', ')}, got "${raw}"`,
    );
  return window;
}

/** The hook for `chosen` (null: never pauses). */
export function pauseAtWindow(chosen: CrashWindow | null): PauseAt {
  if (chosen === null) return async () => {};
  return async (window) => {
    if (window !== chosen) return;
    process.stderr.write(`${pauseLine(window)}\n`);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  };
}
