import { describe, expect, it } from 'vitest';
import { apiError, errorKeysOf, isApiErrorBody } from './apiErrors';

describe('errorKeysOf', () => {
  it.each([
    [apiError(400, ['a', 'b']), ['a', 'b']],
    [
      {
        status: 400,
        errors: { 'domainValidations.File': ['f'], general: ['g'], domainValidations: ['d'] },
      },
      ['f', 'd', 'g'],
    ],
    [{ status: 404, errors: { general: ['resourceNotFound'] } }, ['resourceNotFound']],
    [{ status: 500, errors: {} }, ['opsSomethingWentWrong']],
    ['<html>', ['opsSomethingWentWrong']],
    [null, ['opsSomethingWentWrong']],
    [{ errors: { x: 'not a list' } }, ['opsSomethingWentWrong']],
  ])('%o → %o', (body, keys) => expect(errorKeysOf(body)).toEqual(keys));
});

describe('isApiErrorBody', () => {
  it('checks the lists hold strings', () => {
    expect(isApiErrorBody({ status: 1, errors: { a: [1] } })).toBe(false);
    expect(isApiErrorBody({ status: 1, errors: { a: ['k'] } })).toBe(true);
  });
});
