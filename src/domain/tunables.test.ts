import { describe, expect, it } from 'vitest';
import { formatCount } from './tunables';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
    [-1, '0'],
  ])('%d → %s', (n, shown) => expect(formatCount(n)).toBe(shown));
});
