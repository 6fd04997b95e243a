import { describe, expect, it } from 'vitest';
import { commitLineSpacing, isBlockedNumberKey } from './lineSpacing';

describe('line spacing', () => {
  it.each([
    [1.2, 1, 1.2],
    [0, 1, 0.01],
    ['0', 1, 0.01],
    [2.5, 1, 2.5],
    [3, 1, 2.5],
    [-1, 1, 0.01],
    [1.234, 1, 1.23],
    [1.235, 1, 1.24],
    ['', 1.1, 1.1],
    ['abc', 1.1, 1.1],
    ['1,5', 1, 1.5],
    ['1.5', 1, 1.5],
  ])('%j (was %s) is stored as %s', (value, previous, stored) => {
    expect(commitLineSpacing(value, previous)).toBe(stored);
  });

  it.each([
    ['+', true],
    ['-', true],
    ['e', true],
    ['E', true],
    ['1', false],
    ['.', false],
    ['Backspace', false],
  ])('key %j is blocked: %s', (key, blocked) => {
    expect(isBlockedNumberKey(key)).toBe(blocked);
  });
});
