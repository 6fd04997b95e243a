import { describe, expect, it } from 'vitest';
import type { Accessory, AccessoryOption } from '../product';
import type { PrintSide } from '../productOptions';
import { oneSideChoice, saveSidesQuestion } from './saveSides';

const DESIGNED = JSON.stringify({ objects: [{ type: 'Rect' }], background: '' });
const BACKGROUND_ONLY = JSON.stringify({ objects: [], background: '#ff0000' });
const EMPTY = JSON.stringify({ objects: [], background: '' });

describe('saveSidesQuestion', () => {
  it.each<[string, PrintSide, string | null, string | null, ReturnType<typeof saveSidesQuestion>]>([
    ['single-sided', 'single', DESIGNED, null, { ask: false }],
    ['same design on both sides', 'double-same', DESIGNED, null, { ask: false }],
    ['reversed', 'reversed', DESIGNED, null, { ask: false }],
    ['both sides designed', 'double', DESIGNED, DESIGNED, { ask: false }],
    ['a background counts as a design', 'double', DESIGNED, BACKGROUND_ONLY, { ask: false }],
    ['neither side designed', 'double', EMPTY, null, { ask: false }],
    [
      'empty back (no entry)',
      'double',
      DESIGNED,
      null,
      { ask: true, emptySide: 'back', canReset: true },
    ],
    [
      'empty back (emptied)',
      'double',
      DESIGNED,
      EMPTY,
      { ask: true, emptySide: 'back', canReset: true },
    ],
    [
      'empty front: resetting would drop the back',
      'double',
      EMPTY,
      DESIGNED,
      { ask: true, emptySide: 'front', canReset: false },
    ],
    [
      'unreadable back reads as empty',
      'double',
      DESIGNED,
      '{',
      { ask: true, emptySide: 'back', canReset: true },
    ],
  ])('%s', (_name, printSide, front, back, expected) => {
    expect(saveSidesQuestion({ printSide, front, back })).toEqual(expected);
  });
});

function option(key: string, printSide?: PrintSide): AccessoryOption {
  return {
    id: 1,
    key,
    name: key,
    description: '',
    imagePath: null,
    price: 0,
    isSelected: false,
    isCompatible: true,
    priceDifferenceWithSelected: 0,
    configuration: printSide ? { printSide } : {},
    backgroundImagePath: null,
    isRollPack: false,
  };
}

function accessory(key: string, options: AccessoryOption[]): Accessory {
  return { id: 1, key, name: key, isRequired: true, isMultiple: false, isMaterial: false, options };
}

describe('oneSideChoice', () => {
  it('finds the print-side accessory’s single-sided option', () => {
    const accessories = [
      accessory('material', [option('coroplast')]),
      accessory('sides', [option('two', 'double'), option('one', 'single')]),
    ];
    expect(oneSideChoice(accessories)).toEqual({ accessoryKey: 'sides', optionKey: 'one' });
  });

  it('is null when no option prints one side', () => {
    expect(oneSideChoice([accessory('sides', [option('two', 'double')])])).toBeNull();
    expect(oneSideChoice([])).toBeNull();
  });
});
