/** Cut vinyl products: die-cut stickers (106) and vinyl lettering (107). Inches, 300 dpi. */
import { MeasurementUnit } from '../../../../src/domain/units';
import { FREE, shapeCuts } from '../optionSets';
import { percentOfBase, perPiece, ratePerSqFt } from '../priceRules';
import type { SeedProduct } from '../types';

/** Seed definition of product 106. */
export const dieCutSticker: SeedProduct = {
  id: 106,
  key: 'die-cut-sticker',
  name: 'Die-Cut Stickers',
  description:
    'Weatherproof vinyl stickers cut to the shape of your design, laminated against scratches and UV.',
  keywords: 'sticker stickers decal label die cut vinyl laptop',
  silhouette: 'sticker',
  accent: '#f4a261',
  isCustomSized: true,
  isDesignable: true,
  isFeatured: true,
  measurementUnit: MeasurementUnit.Inch,
  minQuantity: 50,
  quantityStep: 50,
  quantities: [50, 100, 250, 500, 1000],
  sizeLimitsInches: { widthMin: 1, widthMax: 24, heightMin: 1, heightMax: 24 },
  tiers: [
    { count: 100, percent: 15 },
    { count: 250, percent: 30 },
    { count: 500, percent: 40 },
    { count: 1000, percent: 50 },
  ],
  exportDpi: 300,
  // Read in the hand: 6 pt (1/12 in).
  minCapHeightInches: 6 / 72,
  label: { background: '#2a9d8f', content: 'New' },
  sizes: [
    { width: 2, height: 2 },
    { width: 3, height: 3, isDefault: true },
    { width: 4, height: 4 },
    { width: 5, height: 5 },
    { width: 3, height: 2, hasOrientation: true },
    { width: 4, height: 3, hasOrientation: true },
  ],
  accessories: [
    {
      key: 'material',
      name: 'Material',
      isRequired: true,
      isMultiple: false,
      isMaterial: true,
      options: [
        {
          key: 'white-vinyl',
          name: 'White vinyl',
          description: 'Bright white, opaque.',
          // 14.00 USD per sq ft, at least 0.30 a sticker: 3 x 3 in = 0.0625 sq ft -> 0.875 -> 0.88.
          price: ratePerSqFt(1400, 30),
          configuration: {},
          isDefault: true,
          surface: 'sticker-white',
        },
        {
          key: 'clear-vinyl',
          name: 'Clear vinyl',
          description: 'Transparent where the design is empty.',
          price: ratePerSqFt(1600, 35),
          configuration: {},
          surface: 'sticker-clear',
        },
        {
          key: 'holographic',
          name: 'Holographic vinyl',
          description: 'Rainbow shimmer that shifts with the light.',
          price: ratePerSqFt(1890, 40),
          configuration: {},
          surface: 'sticker-holographic',
        },
      ],
    },
    shapeCuts([
      ['outline', FREE],
      ['circle', FREE],
      ['oval', FREE],
      ['rounded-1/4', FREE],
    ]),
    {
      key: 'lamination',
      name: 'Lamination',
      isRequired: true,
      isMultiple: false,
      options: [
        {
          key: 'gloss',
          name: 'Gloss laminate',
          description: 'Shiny, vivid colours.',
          price: FREE,
          configuration: {},
          isDefault: true,
        },
        {
          key: 'matte',
          name: 'Matte laminate',
          description: 'No glare, soft finish.',
          price: percentOfBase(10),
          configuration: {},
        },
      ],
    },
  ],
  incompatible: [
    {
      a: ['material', 'holographic'],
      b: ['lamination', 'matte'],
      reason: 'a matte laminate hides the holographic shimmer',
    },
  ],
  safeAreaInsetInches: 0.125,
};

/** Seed definition of product 107. */
export const vinylLettering: SeedProduct = {
  id: 107,
  key: 'vinyl-lettering',
  name: 'Vinyl Lettering',
  description:
    'Cut vinyl letters on transfer tape for windows, walls, boats and vehicles. No background.',
  keywords: 'lettering letters decal window wall boat vehicle cut vinyl text',
  silhouette: 'lettering',
  accent: '#264653',
  isCustomSized: true,
  isDesignable: true,
  isFeatured: false,
  measurementUnit: MeasurementUnit.Inch,
  minQuantity: 1,
  quantityStep: 1,
  sizeLimitsInches: { widthMin: 2, widthMax: 120, heightMin: 1, heightMax: 48 },
  tiers: [
    { count: 2, percent: 5 },
    { count: 5, percent: 10 },
    { count: 10, percent: 15 },
  ],
  exportDpi: 300,
  // Cut from vinyl: the plotter cuts paths (no fonts), and smaller letters cannot be weeded.
  textOutput: 'outlines',
  minCapHeightInches: 0.5,
  sizes: [
    { width: 24, height: 6, hasOrientation: true },
    { width: 36, height: 12, hasOrientation: true, isDefault: true },
    { width: 48, height: 12, hasOrientation: true },
    { width: 72, height: 18, hasOrientation: true },
  ],
  accessories: [
    {
      key: 'material',
      name: 'Vinyl colour',
      isRequired: true,
      isMultiple: false,
      isMaterial: true,
      options: [
        {
          key: 'white',
          name: 'White',
          description: 'Gloss white outdoor vinyl.',
          // 7.50 USD per sq ft, at least 10.00 a piece.
          price: ratePerSqFt(750, 1000),
          configuration: {},
          isDefault: true,
          surface: 'lettering-white',
          isRollPack: true,
        },
        {
          key: 'black',
          name: 'Black',
          description: 'Gloss black outdoor vinyl.',
          price: ratePerSqFt(750, 1000),
          configuration: {},
          surface: 'lettering-black',
          isRollPack: true,
        },
        {
          key: 'red',
          name: 'Red',
          description: 'Signal red outdoor vinyl.',
          price: ratePerSqFt(750, 1000),
          configuration: {},
          surface: 'lettering-red',
          isRollPack: true,
        },
        {
          key: 'metallic-gold',
          name: 'Metallic gold',
          description: 'Brushed-gold metallic vinyl.',
          price: ratePerSqFt(950, 1200),
          configuration: {},
          surface: 'lettering-gold',
          isRollPack: true,
        },
      ],
    },
    shapeCuts(
      [
        ['outline', FREE],
        ['overline', FREE],
      ],
      'cut',
      'Cut',
    ),
    {
      key: 'extras',
      name: 'Extras',
      isRequired: false,
      isMultiple: true,
      options: [
        {
          key: 'application-kit',
          name: 'Application kit',
          description: 'Felt squeegee and step-by-step instructions.',
          price: perPiece(450),
          configuration: {},
        },
      ],
    },
  ],
};
