/**
 * The profile's fields (spec shell §3 User: firstName, lastName, phoneNumber): rules shared by
 * sign-up and `PATCH Account/Profile`. Names are required, at most {@link NAME_MAX_LENGTH}
 * characters after trimming, without control characters; the phone number is optional.
 */
import { ApiErrorKey } from '../apiErrors';
import { AccountErrorKey } from './errors';

/** Longest first or last name, code points. */
export const NAME_MAX_LENGTH = 100;

/** Error keys by field name, fields in form order (the client shows the first field's first key). */
export type FieldProblems = Record<string, string[]>;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The refusals of a first or last name (empty: accepted). */
export function nameProblems(name: string): string[] {
  const trimmed = name.trim();
  if (trimmed === '') return [ApiErrorKey.requiredField];
  if (CONTROL.test(trimmed)) return [ApiErrorKey.invalidField];
  if ([...trimmed].length > NAME_MAX_LENGTH) return [AccountErrorKey.nameTooLong];
  return [];
}

/**
 * The refusals of a phone number: empty is fine (optional); else an optional leading `+`,
 * then 4 to 20 digits with spaces, dots, dashes or parentheses between, at most 32 characters.
 */
export function phoneProblems(phone: string): string[] {
  const trimmed = phone.trim();
  if (trimmed === '') return [];
  const digits = trimmed.replace(/\D/g, '').length;
  const shape = /^\+?[0-9][0-9 ().-]*$/.test(trimmed) && trimmed.length <= 32;
  return shape && digits >= 4 && digits <= 20 ? [] : [AccountErrorKey.invalidPhoneNumber];
}

/** A phone number as stored: trimmed, null when empty. */
export function normalisePhone(phone: string | undefined): string | null {
  const trimmed = (phone ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** The profile fields' refusals, by field. */
export function profileProblems(input: {
  firstName: string;
  lastName: string;
  phoneNumber?: string;
}): FieldProblems {
  const problems: FieldProblems = {};
  const add = (field: string, keys: string[]) => {
    if (keys.length > 0) problems[field] = keys;
  };
  add('firstName', nameProblems(input.firstName));
  add('lastName', nameProblems(input.lastName));
  add('phoneNumber', phoneProblems(input.phoneNumber ?? ''));
  return problems;
}
