import { describe, expect, it } from 'vitest';
import { breakdownMaths } from './breakdownMaths';

const line = (label: string, quantity: number, unitPrice: number) => ({
  key: 'area',
  label,
  quantity,
  unitPrice,
  amount: Math.round(quantity * unitPrice * 100) / 100,
});

describe('breakdownMaths', () => {
  it.each([
    ['18 sq ft × 3 pieces', 54, 2.5, '54 × $2.50'],
    ['18 linear ft of hem', 17.5, 0.125, '17.5 × $0.125'],
    ['1,250 pieces', 1250, 1, '1,250 × $1.00'],
    // The label already gives the rate: no second line.
    ['18 sq ft × 5 pieces × $2.50', 90, 2.5, null],
    ['Every 2-3 feet: 8 grommets × $0.50', 8, 0.5, null],
    // A different rate in the label is not this line's.
    ['Pole pocket: 10% of $45.00', 1, 4.5, '1 × $4.50'],
  ])('%j (%d × %d) -> %j', (label, quantity, unitPrice, maths) =>
    expect(breakdownMaths(line(label, quantity, unitPrice))).toBe(maths),
  );
});
