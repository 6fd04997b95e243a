import { describe, expect, it } from 'vitest';
import { cents } from './cents';
import { overlayPlan } from './overlays';
import type { PriceRule, PriceRuleKind } from './priceRules';
import { chargeOf, grommetCount, holeCount, pieceSize, priceRuleFrom } from './priceRules';
import type { OptionConfiguration } from './productOptions';

const rule = (kind: PriceRuleKind, c: number, extra: Partial<PriceRule> = {}): PriceRule => ({
  kind,
  cents: cents(c),
  minimumCents: cents(0),
  basisPoints: 0,
  ...extra,
});
const charge = (r: PriceRule, w: number, h: number, config: OptionConfiguration = {}, base = 0) =>
  chargeOf(r, config, pieceSize(w, h), cents(base));

describe('base-area: cents per sq ft with a minimum per piece', () => {
  const vinyl = rule('base-area', 250, { minimumCents: cents(1500) });
  it.each([
    // w, h (in), cents per piece, minimum applied
    [72, 36, 4500, false], // 18 sq ft
    [100.5, 30.25, 5278, false], // 21.1119… sq ft -> 5277.99 -> 5278
    [12, 12, 1500, true], // 1 sq ft: 2.50 < 15.00
    [48, 18, 1500, false], // 6 sq ft = 15.00 exactly: the area, not the minimum
    [47.999, 18, 1500, false], // 1499.97 rounds to 15.00: the area
    [47.9, 18, 1500, true], // 14.97: the minimum
    [0.001, 0.001, 1500, true],
  ])('%s x %s in -> %s cents (minimum %s)', (w, h, perPiece, isMinimum) => {
    expect(charge(vinyl, w, h)).toMatchObject({ perPiece, isMinimum });
  });
  it('a half cent rounds up: 3 x 3 in at 14.00 = 87.5 -> 88', () => {
    expect(charge(rule('base-area', 1400), 3, 3).perPiece).toBe(88);
  });
});

describe('surcharges per piece, sq ft, linear foot of hem, extra side, percent', () => {
  it.each([
    ['item', rule('item', 500), 72, 36, {}, 0, 500],
    ['sq-ft', rule('sq-ft', 150), 72, 36, {}, 0, 2700],
    // Perimeter 2 x (6 + 3) = 18 ft x 0.40.
    ['hem-foot', rule('hem-foot', 40), 72, 36, {}, 0, 720],
    // 2 x (12.001 + 12) in = 48.002 in = 4.00016… ft x 0.40 = 160.0067 -> 160.
    ['hem-foot at a fraction', rule('hem-foot', 40), 12.001, 12, {}, 0, 160],
    ['side: double', rule('side', 350), 24, 18, { printSide: 'double' }, 0, 350],
    ['side: reversed', rule('side', 250), 24, 18, { printSide: 'reversed' }, 0, 250],
    ['side: single', rule('side', 350), 24, 18, { printSide: 'single' }, 0, 0],
    ['side: no print side', rule('side', 350), 24, 18, {}, 0, 0],
    ['percent of the base', rule('percent', 0, { basisPoints: 5000 }), 24, 18, {}, 2850, 1425],
    ['percent, half up', rule('percent', 0, { basisPoints: 1000 }), 3, 3, {}, 88, 9],
    ['base-item', rule('base-item', 195), 10, 30, {}, 0, 195],
  ] as const)('%s', (_name, r, w, h, config, base, perPiece) => {
    expect(charge(r, w, h, config, base).perPiece).toBe(perPiece);
  });
});

describe('counted from the placement the canvas draws', () => {
  it.each([
    // "every 2-3 feet": corners plus every 24-36 in; null (none) on a 40 in edge.
    [72, 36, 8],
    [48, 24, 6],
    [120, 60, 14],
    [40, 36, 0],
    [20, 20, 0],
    [36, 24, 4],
  ])('every 2-3 feet on %s x %s in: %s grommets', (w, h, n) => {
    const config: OptionConfiguration = { grommet: 'every-2-3-feet' };
    expect(grommetCount(config, pieceSize(w, h))).toBe(n);
    const drawn = overlayPlan(config, { widthInches: w, heightInches: h }).grommets?.rings ?? [];
    expect(drawn).toHaveLength(n);
    expect(charge(rule('grommet', 50), w, h, config).perPiece).toBe(50 * n);
  });
  it.each([
    [{ grommet: 'four-corners' }, 4],
    [{ grommet: 'top-corners' }, 2],
    [{ grommet: 'none' }, 0],
    [{}, 0],
  ] as const)('grommets %o: %s', (config, n) => {
    expect(grommetCount(config, pieceSize(24, 18))).toBe(n);
  });
  it.each([
    [{ drilledHole: 'four-corners', holeDiameter: 1 }, 4],
    [{ drilledHole: 'four-corners-top-bottom', holeDiameter: 0.5 }, 6],
    [{ drilledHole: 'top-corners' }, 2],
    [{ drilledHole: 'none' }, 0],
  ] as const)('holes %o: %s', (config, n) => {
    expect(holeCount(config, pieceSize(24, 18))).toBe(n);
    expect(charge(rule('hole', 75), 24, 18, config).perPiece).toBe(75 * n);
  });
});

describe('priceRuleFrom: a stored row checked', () => {
  const row = { kind: 'item', cents: 500, minimum_cents: 0, basis_points: 0 };
  it('reads a good row', () => {
    expect(priceRuleFrom(row)).toEqual(rule('item', 500));
  });
  it.each([
    ['unknown kind', { ...row, kind: 'per-moon' }],
    ['fractional cents', { ...row, cents: 2.5 }],
    ['negative cents', { ...row, cents: -1 }],
    ['negative minimum', { ...row, minimum_cents: -100 }],
    ['fractional basis points', { ...row, basis_points: 0.5 }],
  ])('refuses %s', (_name, bad) => {
    expect(priceRuleFrom(bad)).toBeNull();
  });
});
