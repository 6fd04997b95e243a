import { describe, expect, it } from 'vitest';
import { canvasConfigOf, selectedConfiguration } from './canvasConfig';
import type { AccessoryOption, ProductCalculator } from './product';

function option(partial: Partial<AccessoryOption>): AccessoryOption {
  return {
    id: 1,
    key: 'k',
    name: 'n',
    description: '',
    imagePath: null,
    price: 0,
    isSelected: false,
    isCompatible: true,
    priceDifferenceWithSelected: 0,
    configuration: {},
    backgroundImagePath: null,
    isRollPack: false,
    ...partial,
  };
}

function calc(accessories: ProductCalculator['accessories']): ProductCalculator {
  return {
    filter: { width: 72, height: 36, measurementUnit: 5, quantity: 1, selectedOptionKeys: {} },
    accessories,
    images: [],
    sizes: [],
    hasShapeImage: false,
    hasSafeAreaImage: false,
  } as unknown as ProductCalculator;
}

const acc = (key: string, options: AccessoryOption[], isMaterial = false) => ({
  id: 1,
  key,
  name: key,
  isRequired: true,
  isMultiple: false,
  isMaterial,
  options,
});

describe('canvasConfigOf', () => {
  it('merges the selected options of every accessory and ignores the others', () => {
    const c = calc([
      acc('grommets', [
        option({ configuration: { grommet: 'four-corners' } }),
        option({ isSelected: true, configuration: { grommet: 'every-2-3-feet' } }),
      ]),
      acc('hem', [option({ isSelected: true, configuration: { hem: 1 } })]),
      acc('sides', [option({ isSelected: true, configuration: { printSide: 'double' } })]),
    ]);
    expect(selectedConfiguration(c)).toEqual({
      grommet: 'every-2-3-feet',
      hem: 1,
      printSide: 'double',
    });
    const config = canvasConfigOf(c);
    expect(config).toMatchObject({
      canvasWidth: 72 * 96,
      canvasHeight: 36 * 96,
      workAreaWidth: 72,
      workAreaHeight: 36,
      grommet: 'every-2-3-feet',
      hem: 1,
      printSides: 'double',
      drilledHole: null,
      surfaceImage: null,
    });
  });

  it('prints one side without a print-sides option and takes the material surface image', () => {
    const c = calc([
      acc(
        'material',
        [
          option({
            isSelected: true,
            backgroundImagePath: 'materials/vinyl.png',
            isRollPack: true,
          }),
        ],
        true,
      ),
    ]);
    const config = canvasConfigOf(c);
    expect(config.printSides).toBe('single');
    expect(config.surfaceImage).toBe('materials/vinyl.png');
    expect(config.isRollPack).toBe(true);
  });
});
