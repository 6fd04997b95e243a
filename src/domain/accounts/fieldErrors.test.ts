import { describe, expect, it } from 'vitest';
import { firstFormError, hasErrorKey } from './fieldErrors';

const SIGN_UP = ['email', 'firstName', 'lastName', 'password', 'phoneNumber'];

describe('firstFormError', () => {
  it.each([
    [
      'the first field of the list, its first message',
      {
        status: 400,
        errors: {
          domainValidations: ['invalidEmail', 'passwordTooShort', 'passwordTooCommon'],
          'domainValidations.email': ['invalidEmail'],
          'domainValidations.password': ['passwordTooShort', 'passwordTooCommon'],
        },
      },
      { field: 'email', key: 'invalidEmail' },
    ],
    [
      'a later field when the first has no message',
      {
        status: 400,
        errors: {
          domainValidations: ['passwordTooCommon'],
          'domainValidations.email': [],
          'domainValidations.password': ['passwordTooCommon'],
        },
      },
      { field: 'password', key: 'passwordTooCommon' },
    ],
    [
      'a field the form does not show: the whole form',
      {
        status: 400,
        errors: {
          domainValidations: ['invalidReCaptchaToken'],
          'domainValidations.reCaptchaToken': ['invalidReCaptchaToken'],
        },
      },
      { field: null, key: 'invalidReCaptchaToken' },
    ],
    [
      'a rate limit: the whole form',
      { status: 429, errors: { domainValidations: ['tooManyRequests'] } },
      { field: null, key: 'tooManyRequests' },
    ],
    ['a body that is no API error', '<html>', { field: null, key: 'opsSomethingWentWrong' }],
  ])('%s', (_name, body, expected) => {
    expect(firstFormError(body, SIGN_UP)).toEqual(expected);
  });
});

describe('hasErrorKey', () => {
  it('finds a key in any group, and nothing in a body of another shape', () => {
    const body = { status: 400, errors: { 'domainValidations.username': ['pleaseConfirmEmail'] } };
    expect(hasErrorKey(body, 'pleaseConfirmEmail')).toBe(true);
    expect(hasErrorKey(body, 'invalidToken')).toBe(false);
    expect(hasErrorKey(null, 'pleaseConfirmEmail')).toBe(false);
  });
});
