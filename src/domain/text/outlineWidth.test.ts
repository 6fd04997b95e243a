import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../decimalInput';
import { commitOutlineWidth } from './outlineWidth';

describe('commitOutlineWidth: the outline width field', () => {
  it.each<[string, number | null]>([
    ['1.5', 1.5],
    ['1,5', 1.5], // the decimal comma reads the same
    ['0,25', 0.3],
    ['0.04', 0.1], // the thinnest outline
    ['80', 50], // the thickest
    ['0', null], // kept: the switch turns the outline off
    ['-2', null],
    ['', null],
    ['1,5,2', null],
  ])('%j → %s', (typed, applied) => {
    expect(commitOutlineWidth(parseDecimal(typed))).toBe(applied);
  });
});
