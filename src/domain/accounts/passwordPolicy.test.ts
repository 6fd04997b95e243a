import { describe, expect, it } from 'vitest';
import { newPasswordProblems, passwordProblems } from './passwordPolicy';

const COMMON = new Set(['password1', 'qwertyuiop', 'iloveyou1']);
const isCommon = (p: string) => COMMON.has(p);

describe('passwordProblems', () => {
  it.each([
    ['', ['passwordTooShort']],
    ['1234567', ['passwordTooShort']],
    ['x7#kQ2!m', []],
    ['correct horse battery staple', []],
    // Code points, not UTF-16 units: four emoji are 4 characters, not 8.
    ['🔒🔒🔒🔒', ['passwordTooShort']],
    ['🔒🔒🔒🔒🔒🔒🔒🔒', []],
    ['a'.repeat(128), []],
    ['a'.repeat(129), ['passwordTooLong']],
    ['password1', ['passwordTooCommon']],
    ['PassWord1', ['passwordTooCommon']],
    ['QWERTYUIOP', ['passwordTooCommon']],
  ])('%j → %j', (password, keys) => expect(passwordProblems(password, isCommon)).toEqual(keys));
});

describe('newPasswordProblems', () => {
  it.each([
    ['x7#kQ2!m', 'x7#kQ2!m', {}],
    ['x7#kQ2!m', 'x7#kQ2!M', { confirmPassword: ['passwordsDoNotMatch'] }],
    ['short', 'short', { password: ['passwordTooShort'] }],
    [
      'iloveyou1',
      '',
      { password: ['passwordTooCommon'], confirmPassword: ['passwordsDoNotMatch'] },
    ],
  ])('%j / %j → %j', (password, confirm, problems) =>
    expect(newPasswordProblems(password, confirm, isCommon)).toEqual(problems),
  );
});
