import { describe, expect, it } from 'vitest';
import type { SelectableAccessory } from './optionSelection';
import { defaultOptionKeys, resolveOptionSelection } from './optionSelection';

const material: SelectableAccessory = {
  key: 'material',
  isRequired: true,
  isMultiple: false,
  options: [
    { key: '13oz', isDefault: true },
    { key: '15oz', isDefault: false },
  ],
};
const noDefault: SelectableAccessory = {
  key: 'corners',
  isRequired: true,
  isMultiple: false,
  options: [
    { key: 'square', isDefault: false },
    { key: 'round', isDefault: false },
  ],
};
const extras: SelectableAccessory = {
  key: 'extras',
  isRequired: false,
  isMultiple: true,
  options: [
    { key: 'slits', isDefault: false },
    { key: 'rope', isDefault: false },
  ],
};
const ALL = [material, noDefault, extras];

describe('defaultOptionKeys', () => {
  it.each([
    [material, ['13oz']],
    [noDefault, ['square']],
    [extras, []],
  ])('%#', (accessory, expected) => {
    expect(defaultOptionKeys(accessory)).toEqual(expected);
  });
});

describe('resolveOptionSelection', () => {
  it.each([
    ['nothing asked: defaults', undefined, { material: ['13oz'], corners: ['square'], extras: [] }],
    [
      'partial request keeps other defaults',
      { material: ['15oz'] },
      { material: ['15oz'], corners: ['square'], extras: [] },
    ],
    [
      'required emptied: back to default',
      { material: [] },
      { material: ['13oz'], corners: ['square'], extras: [] },
    ],
    [
      'multi choice, two keys',
      { extras: ['slits', 'rope'] },
      { material: ['13oz'], corners: ['square'], extras: ['slits', 'rope'] },
    ],
    [
      'duplicates collapse',
      { corners: ['round', 'round'] },
      { material: ['13oz'], corners: ['round'], extras: [] },
    ],
    [
      'optional multi emptied',
      { extras: [] },
      { material: ['13oz'], corners: ['square'], extras: [] },
    ],
  ])('%s', (_name, requested, selected) => {
    expect(resolveOptionSelection(ALL, requested)).toEqual({ ok: true, selected });
  });

  it.each([
    ['unknown accessory', { handles: ['x'] }, 'optionNotFound', 'handles'],
    ['unknown option', { material: ['18oz'] }, 'optionNotFound', 'material'],
    [
      'two keys on single choice',
      { material: ['13oz', '15oz'] },
      'optionSelectionInvalid',
      'material',
    ],
  ])('%s', (_name, requested, error, accessoryKey) => {
    expect(resolveOptionSelection(ALL, requested)).toEqual({ ok: false, error, accessoryKey });
  });
});
