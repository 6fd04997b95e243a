/**
 * The block list of the password policy: the 10,000 most common passwords, from the
 * `passwords-common` dictionary of `@zxcvbn-ts/language-common` (MIT; zxcvbn's list of leaked
 * passwords ordered by frequency). Only the first {@link COMMON_PASSWORD_COUNT} entries are kept,
 * lower-cased; the list is decompressed on first use (about 30 ms) and kept for the process.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import type { IsCommonPassword } from '../../src/domain/accounts/passwordPolicy';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | null = null;

/** The block list, lower-cased. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
  );
  return common;
}

/** Whether a lower-cased password is on the block list. */
export const isCommonPassword: IsCommonPassword = (lowerCased) => commonPasswords().has(lowerCased);
