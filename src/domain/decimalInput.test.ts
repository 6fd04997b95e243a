import { describe, expect, it } from 'vitest';
import { decimalSeparator, parseDecimal } from './decimalInput';

describe('parseDecimal', () => {
  it.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['0,25', 0.25],
    [',5', 0.5],
    ['72', 72],
    ['-1,5', -1.5],
    [' 1 234,5 ', 1234.5],
    ['1\u00a0234,5', 1234.5],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['12.345.678,9', 12345678.9],
    ['1.500', 1.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each([
    '',
    ' ',
    '.',
    ',',
    '1,2,3',
    '1.2.3',
    '12a',
    'abc',
    '1,2.3',
    '1.234.5,6,7',
    '1,234.567,5',
  ])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('decimalSeparator', () => {
  it.each([
    ['en-US', '.'],
    ['es', ','],
    ['de', ','],
  ])('%s writes decimals with %j', (locale, separator) => {
    expect(decimalSeparator(locale)).toBe(separator);
  });
});
