/**
 * Sign-up's rules (spec shell §7: email, firstName, lastName, password, phoneNumber) and the
 * field-keyed error body it answers (spec shell §5).
 */
import type { ApiErrorBody } from '../apiErrors';
import { DOMAIN_VALIDATIONS } from '../apiErrors';
import { isEmailAddress, normaliseEmail } from './email';
import { AccountErrorKey } from './errors';
import type { IsCommonPassword } from './passwordPolicy';
import { passwordProblems } from './passwordPolicy';
import type { FieldProblems } from './profile';
import { nameProblems, phoneProblems } from './profile';

/** What `POST Account/SignUp` sends. */
export interface SignUpRequest {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phoneNumber?: string;
  /** Ignored until human verification is configured. */
  reCaptchaToken?: string;
}

/** The refusals of a sign-up, by field in form order (empty: accepted). */
export function signUpProblems(input: SignUpRequest, isCommon: IsCommonPassword): FieldProblems {
  const problems: FieldProblems = {};
  const add = (field: string, keys: string[]) => {
    if (keys.length > 0) problems[field] = keys;
  };
  add('email', isEmailAddress(normaliseEmail(input.email)) ? [] : [AccountErrorKey.invalidEmail]);
  add('firstName', nameProblems(input.firstName));
  add('lastName', nameProblems(input.lastName));
  add('password', passwordProblems(input.password, isCommon));
  add('phoneNumber', phoneProblems(input.phoneNumber ?? ''));
  return problems;
}

/**
 * The 400 body of field problems: every key under `domainValidations` (as every validation
 * answer), and each field's keys under `domainValidations.<field>`, fields in form order.
 */
export function fieldErrorBody(problems: FieldProblems): ApiErrorBody {
  const all = [...new Set(Object.values(problems).flat())];
  const errors: Record<string, string[]> = { [DOMAIN_VALIDATIONS]: all };
  for (const [field, keys] of Object.entries(problems))
    errors[`${DOMAIN_VALIDATIONS}.${field}`] = keys;
  return { status: 400, errors };
}
