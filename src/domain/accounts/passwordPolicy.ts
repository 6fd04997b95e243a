/**
 * The password policy: at least 8 and at most 128 characters (counted as code points, so an
 * emoji is one), and not one of the most common passwords. Which passwords are common is the
 * caller's list (the server ships it: server/accounts/commonPasswords.ts), compared case-blind.
 * No composition rules (NIST SP 800-63B §5.1.1.2): length and a block list do more good.
 */
import { AccountErrorKey, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './errors';

/** Whether a password is on the block list (given lower-cased). */
export type IsCommonPassword = (lowerCased: string) => boolean;

/** The policy's refusals of `password` (empty: accepted). */
export function passwordProblems(password: string, isCommon: IsCommonPassword): AccountErrorKey[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [AccountErrorKey.passwordTooShort];
  if (length > PASSWORD_MAX_LENGTH) return [AccountErrorKey.passwordTooLong];
  if (isCommon(password.toLowerCase())) return [AccountErrorKey.passwordTooCommon];
  return [];
}

/** The refusals of a new password and its confirmation, by field. */
export function newPasswordProblems(
  password: string,
  confirmPassword: string,
  isCommon: IsCommonPassword,
): Partial<Record<'password' | 'confirmPassword', AccountErrorKey[]>> {
  const problems: Partial<Record<'password' | 'confirmPassword', AccountErrorKey[]>> = {};
  const own = passwordProblems(password, isCommon);
  if (own.length > 0) problems.password = own;
  if (confirmPassword !== password)
    problems.confirmPassword = [AccountErrorKey.passwordsDoNotMatch];
  return problems;
}
