/**
 * Which message a form shows for a refused account call (spec shell §5: "errors come back as a
 * field-keyed list; the first field's first message shows on that field"; §8: sign-in and
 * sign-up errors show on the field). The server lists fields in form order under
 * `domainValidations.<field>` (README, Accounts).
 */
import { DOMAIN_VALIDATIONS, errorKeysOf, isApiErrorBody } from '../apiErrors';

/** One message for a form: on `field` (one of the form's), or for the whole form when null. */
export interface FormError {
  field: string | null;
  key: string;
}

const FIELD_PREFIX = `${DOMAIN_VALIDATIONS}.`;

/**
 * The first field's first message, when that field is one of `fields` (the form's inputs);
 * otherwise the body's first key for the whole form (a 429, `invalidReCaptchaToken`, a network
 * failure's generic key).
 */
export function firstFormError(body: unknown, fields: readonly string[]): FormError {
  if (isApiErrorBody(body)) {
    for (const [group, keys] of Object.entries(body.errors)) {
      if (!group.startsWith(FIELD_PREFIX) || keys.length === 0) continue;
      const field = group.slice(FIELD_PREFIX.length);
      return { field: fields.includes(field) ? field : null, key: keys[0]! };
    }
  }
  return { field: null, key: errorKeysOf(body)[0]! };
}

/** Whether a refused call's body carries `key` anywhere. */
export function hasErrorKey(body: unknown, key: string): boolean {
  return isApiErrorBody(body) && Object.values(body.errors).some((keys) => keys.includes(key));
}
