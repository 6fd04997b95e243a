/**
 * Password hashing: scrypt from node:crypto (memory-hard; RFC 7914). A hash is stored as one
 * string that names its parameters, so they can be raised later without breaking old hashes
 * (a successful sign-in re-hashes a password whose parameters are below the current ones):
 *
 * `scrypt$ln=15,r=8,p=1$<salt, base64>$<key, base64>`
 *
 * Current parameters: N = 2^15 (32,768), r = 8, p = 1 — 128 · N · r = 32 MiB of memory per
 * hash — a 64-byte key and a 16-byte random salt (OWASP's scrypt minimum is N = 2^17 with
 * r = 8, p = 1, or an equivalent trade of N against p; 2^15 keeps a hash near 100 ms on the
 * 2-core reference machine, below a second under a burst of sign-ins). Comparison is
 * constant-time (`timingSafeEqual`).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters. */
export interface ScryptParams {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  /** Block size. */
  r: number;
  /** Parallelism. */
  p: number;
}

/** The parameters new hashes are made with. */
export const SCRYPT_PARAMS: ScryptParams = { ln: 15, r: 8, p: 1 };
/** Length of the derived key, bytes. */
export const KEY_BYTES = 64;
/** Length of the random salt, bytes. */
export const SALT_BYTES = 16;

const ENCODED =
  /^scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/;

/** Bytes of memory one scrypt call needs (128 · N · r), plus slack for Node's own check. */
function maxmemOf(params: ScryptParams): number {
  return 128 * 2 ** params.ln * params.r * 2;
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyBytes: number) {
  const options: ScryptOptions = {
    N: 2 ** params.ln,
    r: params.r,
    p: params.p,
    maxmem: maxmemOf(params),
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The encoded hash of `password` with a fresh salt. */
export async function hashPassword(
  password: string,
  params: ScryptParams = SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return `scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A stored hash, read; null when it is not one of ours (or its parameters are out of range). */
export function parseHash(
  encoded: string,
): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const m = ENCODED.exec(encoded);
  if (!m) return null;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // Bounds: a tampered row cannot make a sign-in allocate gigabytes.
  if (
    params.ln < 10 ||
    params.ln > 20 ||
    params.r < 1 ||
    params.r > 32 ||
    params.p < 1 ||
    params.p > 16
  )
    return null;
  return { params, salt: Buffer.from(m[4]!, 'base64'), key: Buffer.from(m[5]!, 'base64') };
}

/** Whether `password` matches `encoded` (false for anything unreadable). */
export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with weaker parameters than today's (re-hash on sign-in). */
export function needsRehash(encoded: string, current: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parseHash(encoded);
  if (!parsed) return true;
  const { ln, r, p } = parsed.params;
  return ln < current.ln || r < current.r || p < current.p || parsed.key.length < KEY_BYTES;
}

let dummy: Promise<string> | null = null;

/**
 * Spends the time of a real check when there is no account (or no password) to check against,
 * so the answer's timing does not tell whether an address has an account. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('not a password of anyone');
  await verifyPassword(await dummy, password);
  return false;
}
