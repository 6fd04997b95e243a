import { describe, expect, it } from 'vitest';
import { countLabel } from './countLabel';

describe('countLabel', () => {
  it.each([
    [null, null],
    [undefined, null],
    [-1, null],
    [0, '0'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s → %s', (count, label) => {
    expect(countLabel(count)).toBe(label);
  });
});
