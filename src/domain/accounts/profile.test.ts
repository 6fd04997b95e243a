import { describe, expect, it } from 'vitest';
import { nameProblems, normalisePhone, phoneProblems, profileProblems } from './profile';

describe('nameProblems', () => {
  it.each([
    ['Ann', []],
    ['  Ann  ', []],
    ["O'Brien-Smith", []],
    ['Zoë', []],
    ['', ['requiredField']],
    ['   ', ['requiredField']],
    ['a'.repeat(100), []],
    ['a'.repeat(101), ['nameTooLong']],
    ['Ann\u0000', ['invalidField']],
    ['Ann\nSmith', ['invalidField']],
  ])('%j → %j', (name, keys) => expect(nameProblems(name)).toEqual(keys));
});

describe('phoneProblems', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['+1 (555) 010-9999', []],
    ['0049 30 1234567', []],
    ['555.0100', []],
    ['123', ['invalidPhoneNumber']],
    ['+', ['invalidPhoneNumber']],
    ['call me', ['invalidPhoneNumber']],
    ["1'; DROP TABLE users;--", ['invalidPhoneNumber']],
    ['1'.repeat(21), ['invalidPhoneNumber']],
    [`+1 ${'2 '.repeat(16)}`, ['invalidPhoneNumber']],
  ])('%j → %j', (phone, keys) => expect(phoneProblems(phone)).toEqual(keys));

  it('stores a trimmed number, or null for none', () => {
    expect(normalisePhone(' +1 555 0100 ')).toBe('+1 555 0100');
    expect(normalisePhone('  ')).toBeNull();
    expect(normalisePhone(undefined)).toBeNull();
  });
});

describe('profileProblems', () => {
  it('lists each refused field in form order', () => {
    const problems = profileProblems({
      firstName: '',
      lastName: 'x'.repeat(101),
      phoneNumber: '1',
    });
    expect(Object.keys(problems)).toEqual(['firstName', 'lastName', 'phoneNumber']);
  });
});
