import { describe, expect, it } from 'vitest';
import { fieldErrorBody, signUpProblems } from './signUp';

const isCommon = (p: string) => p === 'password123';
const valid = {
  email: 'Ann@Example.com',
  firstName: 'Ann',
  lastName: 'Smith',
  password: 'x7#kQ2!m-print',
  phoneNumber: '',
};

describe('signUpProblems', () => {
  it('accepts a valid sign-up', () => expect(signUpProblems(valid, isCommon)).toEqual({}));

  it.each([
    [{ email: 'ann' }, { email: ['invalidEmail'] }],
    [{ firstName: ' ' }, { firstName: ['requiredField'] }],
    [{ password: 'password123' }, { password: ['passwordTooCommon'] }],
    [{ phoneNumber: 'abc' }, { phoneNumber: ['invalidPhoneNumber'] }],
  ])('%j → %j', (change, problems) =>
    expect(signUpProblems({ ...valid, ...change }, isCommon)).toEqual(problems),
  );

  it('keeps the form order, so the first field is the first shown', () => {
    const problems = signUpProblems(
      { ...valid, phoneNumber: 'x', password: '1', lastName: '', email: '' },
      isCommon,
    );
    expect(Object.keys(problems)).toEqual(['email', 'lastName', 'password', 'phoneNumber']);
  });
});

describe('fieldErrorBody', () => {
  it('lists every key and each field’s keys', () => {
    expect(fieldErrorBody({ email: ['invalidEmail'], password: ['passwordTooShort'] })).toEqual({
      status: 400,
      errors: {
        domainValidations: ['invalidEmail', 'passwordTooShort'],
        'domainValidations.email': ['invalidEmail'],
        'domainValidations.password': ['passwordTooShort'],
      },
    });
  });
});
