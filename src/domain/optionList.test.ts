import { describe, expect, it } from 'vitest';
import type { OfferedAccessory } from './optionList';
import { keysAfterClick, offersNone, optionControl, priceDifferenceLabel } from './optionList';

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `o${i}` }));
const accessory = (isRequired: boolean, isMultiple: boolean, n = 3): OfferedAccessory => ({
  isRequired,
  isMultiple,
  options: options(n),
});

describe('list or dropdown (spec shell §5: 3 options or fewer as a list)', () => {
  it.each([
    [1, 'list'],
    [2, 'list'],
    [3, 'list'],
    [4, 'dropdown'],
    [15, 'dropdown'],
  ] as const)('%i options: %s', (n, control) => {
    expect(optionControl(accessory(true, false, n))).toBe(control);
  });
});

describe('what a click makes of the selection', () => {
  it.each<[string, OfferedAccessory, string[], string, string[] | null]>([
    [
      'required single: another option replaces the choice',
      accessory(true, false),
      ['o0'],
      'o1',
      ['o1'],
    ],
    [
      'required single: the chosen one cannot be deselected',
      accessory(true, false),
      ['o0'],
      'o0',
      null,
    ],
    [
      'optional single: another option replaces the choice',
      accessory(false, false),
      ['o0'],
      'o1',
      ['o1'],
    ],
    [
      'optional single: clicking the chosen one empties it',
      accessory(false, false),
      ['o0'],
      'o0',
      [],
    ],
    ['optional single: from nothing to one', accessory(false, false), [], 'o2', ['o2']],
    ['multiple: adds an option', accessory(false, true), ['o0'], 'o1', ['o0', 'o1']],
    ['multiple: removes an option', accessory(true, true), ['o0', 'o1'], 'o0', ['o1']],
    ['optional multiple: may be emptied', accessory(false, true), ['o0'], 'o0', []],
    ['required multiple: the last option stays', accessory(true, true), ['o0'], 'o0', null],
  ])('%s', (_name, a, selected, key, next) => {
    expect(keysAfterClick(a, selected, key)).toEqual(next);
  });

  it.each([
    [accessory(false, false), true],
    [accessory(true, false), false],
    [accessory(false, true), false],
  ])('an empty dropdown entry only for an optional single choice', (a, none) => {
    expect(offersNone(a)).toBe(none);
  });
});

describe('price difference per item', () => {
  it.each([
    [3.5, '+$3.50'],
    [-1, '−$1.00'],
    [0, null],
    [0.004, null],
    [-0.005, '−$0.01'],
    [1234.5, '+$1,234.50'],
  ])('%f → %s', (usd, label) => {
    expect(priceDifferenceLabel(usd)).toBe(label);
  });
});
