/** Reading whole-number tunables from the environment (upload and design-file configs). */

/** The environment, as `process.env` gives it. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * `env[name]` as an integer in `min … max`, `fallback` when unset or blank; throws naming the
 * variable when it is not a safe integer in range (a bad deployment fails at start, not later).
 */
export function envInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return n;
}
