/**
 * JSON schemas of the account calls' bodies. Strings are bounded (a body cannot make the server
 * hash megabytes); the rules with their own error keys (address shape, password policy, names)
 * run after, in src/domain/accounts, so the answer names the field and the reason.
 */

/** A text field: at most 1,000 characters (the longest any rule accepts is 254). */
export const text = { type: 'string', maxLength: 1000 } as const;

/** An object schema of text fields, `required` ones listed. */
export function textBody<const K extends string>(fields: readonly K[], required: readonly K[]) {
  return {
    type: 'object',
    required: [...required],
    properties: Object.fromEntries(fields.map((f) => [f, text])) as Record<K, typeof text>,
  } as const;
}

/** `{email}` (ForgotPassword, createPassword, ResendConfirmation). */
export const EMAIL_BODY = textBody(['email'], ['email']);

/** The answer of calls that must not tell whether an address has an account. */
export const ACCEPTED = { ok: true } as const;
