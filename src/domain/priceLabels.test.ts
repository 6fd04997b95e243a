import { describe, expect, it } from 'vitest';
import { cents } from './cents';
import { lineLabel } from './priceLabels';
import type { PriceRule, PriceRuleKind } from './priceRules';
import { chargeOf, pieceSize } from './priceRules';
import type { OptionConfiguration } from './productOptions';

const rule = (kind: PriceRuleKind, c: number, extra: Partial<PriceRule> = {}): PriceRule => ({
  kind,
  cents: cents(c),
  minimumCents: cents(0),
  basisPoints: 0,
  ...extra,
});

describe('lineLabel', () => {
  it.each([
    // rule, size, configuration, base cents, pieces, label
    [rule('base-area', 250), [72, 36], {}, 0, 1, '18 sq ft × $2.50'],
    [rule('base-area', 250), [72, 36], {}, 0, 3, '18 sq ft × 3 pieces × $2.50'],
    [rule('base-area', 1400), [3, 3], {}, 0, 50, '0.063 sq ft × 50 pieces × $14.00'],
    [
      rule('base-area', 250, { minimumCents: cents(1500) }),
      [12, 12],
      {},
      0,
      1,
      'Minimum charge: 1 piece × $15.00',
    ],
    [rule('base-item', 195), [10, 30], {}, 0, 10, '10 pieces × $1.95'],
    [rule('item', 500), [72, 36], {}, 0, 1, 'Opt: 1 piece × $5.00'],
    [rule('sq-ft', 150), [72, 36], {}, 0, 2, 'Opt: 18 sq ft × 2 pieces × $1.50'],
    [rule('grommet', 50), [72, 36], { grommet: 'every-2-3-feet' }, 0, 1, 'Opt: 8 grommets × $0.50'],
    [rule('grommet', 50), [72, 36], { grommet: 'top-corners' }, 0, 1, 'Opt: 2 grommets × $0.50'],
    [rule('hole', 75), [24, 18], { drilledHole: 'top-corners' }, 0, 1, 'Opt: 2 holes × $0.75'],
    [rule('hem-foot', 40), [72, 36], {}, 0, 1, 'Opt: 18 ft × $0.40'],
    [
      rule('side', 350),
      [24, 18],
      { printSide: 'double' },
      0,
      4,
      'Opt: 1 extra side × 4 pieces × $3.50',
    ],
    [rule('percent', 0, { basisPoints: 1250 }), [24, 18], {}, 2850, 1, 'Opt: 12.5% of $28.50'],
  ] as const)('%o on %o: %s', (r, [w, h], config, base, pieces, label) => {
    const charge = chargeOf(r, config as OptionConfiguration, pieceSize(w, h), cents(base));
    expect(lineLabel(charge, pieces, 'Opt')).toBe(label);
  });
});
