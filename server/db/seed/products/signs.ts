/** Rigid signs: yard sign (103), aluminium sign (104), foam board (105). Priced by area, inches. */
import { DRILLED_HOLES } from '../../../../src/domain/productOptions';
import { MeasurementUnit } from '../../../../src/domain/units';
import { drilledHoles, FREE, grommets, printSides, shapeCuts, standoffs } from '../optionSets';
import {
  percentOfBase,
  perExtraSide,
  perGrommet,
  perHole,
  perPiece,
  ratePerSqFt,
} from '../priceRules';
import type { SeedProduct } from '../types';

/** Seed definition of product 103. */
export const yardSign: SeedProduct = {
  id: 103,
  key: 'yard-sign',
  name: 'Yard Sign',
  description:
    '4 mm corrugated plastic sign for lawns, elections and open houses; fits wire H-stakes.',
  keywords: 'yard lawn sign corrugated coroplast election real estate open house',
  silhouette: 'yardSign',
  accent: '#2a9d8f',
  isCustomSized: false,
  isDesignable: true,
  isFeatured: true,
  measurementUnit: MeasurementUnit.Inch,
  minQuantity: 1,
  quantityStep: 1,
  sizeLimitsInches: { widthMin: 12, widthMax: 36, heightMin: 12, heightMax: 36 },
  tiers: [
    { count: 10, percent: 10 },
    { count: 25, percent: 20 },
    { count: 50, percent: 30 },
    { count: 100, percent: 40 },
    { count: 250, percent: 45 },
  ],
  exportDpi: 200,
  // Read from the kerb or a passing car, 5 ft and more.
  minCapHeightInches: 0.5,
  sizes: [
    { width: 18, height: 12, hasOrientation: true },
    { width: 24, height: 18, hasOrientation: true, isDefault: true },
    { width: 24, height: 24 },
    { width: 36, height: 24, hasOrientation: true },
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
          key: 'coroplast-4mm',
          name: '4 mm corrugated plastic',
          description: 'Light, waterproof; lasts a season outdoors.',
          // 3.20 USD per sq ft, at least 6.00 a sign.
          price: ratePerSqFt(320, 600),
          configuration: {},
          isDefault: true,
          surface: 'coroplast-4mm',
        },
        {
          key: 'coroplast-10mm',
          name: '10 mm corrugated plastic',
          description: 'Stiff board for larger or longer-lived signs.',
          price: ratePerSqFt(470, 800),
          configuration: {},
          surface: 'coroplast-10mm',
        },
      ],
    },
    printSides([
      ['single', FREE],
      // Per printed side beyond the first: a second pass through the flatbed.
      ['double', perExtraSide(350)],
      ['double-same', perExtraSide(250)],
      ['reversed', perExtraSide(250)],
    ]),
    {
      key: 'mounting',
      name: 'H-stake holes',
      isRequired: true,
      isMultiple: false,
      options: [
        {
          key: 'vertical-flutes',
          name: 'Vertical flutes for H-stakes',
          description: 'Flutes run top to bottom so a wire H-stake slides in.',
          price: FREE,
          configuration: {},
          isDefault: true,
        },
        {
          key: 'grommets-four-corners',
          name: 'Grommets, four corners',
          description: 'Brass grommets for tying to fences.',
          price: perGrommet(50),
          configuration: { grommet: 'four-corners' },
        },
        {
          key: 'holes-top-corners',
          name: 'Drilled holes, top corners',
          description: 'Two 1/2 in holes for hanging.',
          price: perHole(50),
          configuration: { drilledHole: 'top-corners', holeDiameter: 0.5 },
        },
      ],
    },
  ],
  safeAreaInsetInches: 0.25,
};

/** Seed definition of product 104. */
export const aluminumSign: SeedProduct = {
  id: 104,
  key: 'aluminum-sign',
  name: 'Aluminum Sign',
  description:
    'Rust-proof aluminium sign for parking, safety and storefronts; optional holes, rounded corners and standoffs.',
  keywords: 'aluminum aluminium metal sign parking safety storefront plaque',
  silhouette: 'metalSign',
  accent: '#6c757d',
  isCustomSized: true,
  isDesignable: true,
  isFeatured: true,
  measurementUnit: MeasurementUnit.Inch,
  minQuantity: 1,
  quantityStep: 1,
  // A 4 x 8 ft sheet: short side up to 48 in, long side up to 96 in.
  sizeLimitsInches: { widthMin: 6, widthMax: 96, heightMin: 6, heightMax: 48 },
  tiers: [
    { count: 5, percent: 5 },
    { count: 10, percent: 10 },
    { count: 25, percent: 15 },
    { count: 50, percent: 20 },
  ],
  exportDpi: 200,
  // Read at a door or a wall, a few feet away.
  minCapHeightInches: 0.25,
  sizes: [
    { width: 12, height: 12 },
    { width: 18, height: 12, hasOrientation: true },
    { width: 24, height: 18, hasOrientation: true, isDefault: true },
    { width: 36, height: 24, hasOrientation: true },
    { width: 48, height: 36, hasOrientation: true },
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
          key: 'aluminum-040',
          name: '0.040 in aluminium',
          description: 'Standard sign gauge, white reflective-ready face.',
          // 9.50 USD per sq ft, at least 12.00 a sign.
          price: ratePerSqFt(950, 1200),
          configuration: {},
          isDefault: true,
          surface: 'aluminum-040',
        },
        {
          key: 'aluminum-063',
          name: '0.063 in aluminium',
          description: 'Heavy gauge for road and parking signs.',
          price: ratePerSqFt(1150, 1400),
          configuration: {},
          surface: 'aluminum-063',
        },
        {
          key: 'acm-3mm',
          name: '3 mm aluminium composite',
          description: 'Rigid, flat panel with a polyethylene core.',
          price: ratePerSqFt(1300, 1600),
          configuration: {},
          surface: 'acm-3mm',
        },
      ],
    },
    printSides([
      ['single', FREE],
      ['double', percentOfBase(50)],
      ['double-same', percentOfBase(40)],
    ]),
    // Cents per hole: 0.50 USD for 1/2 in, 0.75 USD for 1 in.
    drilledHoles(
      DRILLED_HOLES.filter((p) => p !== 'none'),
      { 0.5: 50, 1: 75 },
    ),
    shapeCuts(
      [
        ['rectangle', FREE],
        ['rounded-1/4', perPiece(200)],
        ['rounded-1/2', perPiece(200)],
        ['rounded-3/4', perPiece(200)],
        ['rounded-1', perPiece(200)],
      ],
      'corners',
      'Corners',
    ),
    standoffs([
      ['none', FREE],
      ['four-corners', perPiece(2400)],
      ['top-corners', perPiece(1200)],
    ]),
    // Grommets set in thin sheet for tying to fences: 0.75 USD each.
    grommets([
      ['none', FREE],
      ['four-corners', perGrommet(75)],
      ['top-corners', perGrommet(75)],
    ]),
  ],
  incompatible: [
    ...(['four-corners', 'top-corners'] as const).flatMap((g) =>
      (['aluminum-063', 'acm-3mm'] as const).map((m) => ({
        a: ['grommets', g] as [string, string],
        b: ['material', m] as [string, string],
        reason:
          'grommets are set in thin 0.040 in aluminium only; rigid panels are drilled instead',
      })),
    ),
    ...(
      [
        ['four-corners', 'four-corners'],
        ['top-corners', 'four-corners'],
        ['top-corners', 'top-corners'],
      ] as const
    ).map(([g, s]) => ({
      a: ['grommets', g] as [string, string],
      b: ['standoffs', s] as [string, string],
      reason: 'grommets and standoffs would sit in the same corners',
    })),
  ],
  safeAreaInsetInches: 0.25,
};

/** Seed definition of product 105. */
export const foamBoard: SeedProduct = {
  id: 105,
  key: 'foam-board',
  name: 'Foam Board Sign',
  description: 'Lightweight foam-core board for indoor displays, presentations and easels.',
  keywords: 'foam board foamcore indoor display presentation easel poster',
  silhouette: 'foamBoard',
  accent: '#8d6cab',
  isCustomSized: true,
  isDesignable: true,
  isFeatured: false,
  measurementUnit: MeasurementUnit.Inch,
  minQuantity: 1,
  quantityStep: 1,
  sizeLimitsInches: { widthMin: 6, widthMax: 96, heightMin: 6, heightMax: 48 },
  tiers: [
    { count: 5, percent: 5 },
    { count: 10, percent: 10 },
    { count: 25, percent: 15 },
  ],
  exportDpi: 200,
  // Read at an easel or a counter, a few feet away.
  minCapHeightInches: 0.25,
  sizes: [
    { width: 17, height: 11, hasOrientation: true },
    { width: 24, height: 18, hasOrientation: true, isDefault: true },
    { width: 36, height: 24, hasOrientation: true },
    { width: 48, height: 36, hasOrientation: true },
  ],
  accessories: [
    {
      key: 'material',
      name: 'Thickness',
      isRequired: true,
      isMultiple: false,
      isMaterial: true,
      options: [
        {
          key: 'foam-3-16',
          name: '3/16 in foam board',
          description: 'Standard presentation board.',
          // 6.00 USD per sq ft, at least 8.00 a board.
          price: ratePerSqFt(600, 800),
          configuration: {},
          isDefault: true,
          surface: 'foam-3-16',
        },
        {
          key: 'foam-1-2',
          name: '1/2 in foam board',
          description: 'Extra-rigid board for large displays.',
          price: ratePerSqFt(850, 1000),
          configuration: {},
          surface: 'foam-1-2',
        },
      ],
    },
    printSides([
      ['single', FREE],
      ['double', percentOfBase(60)],
    ]),
    shapeCuts(
      [
        ['rectangle', FREE],
        ['rounded-1/2', perPiece(150)],
        ['rounded-1', perPiece(150)],
      ],
      'corners',
      'Corners',
    ),
    // Cents per hole: 0.50 USD for 1/2 in, 0.75 USD for 1 in.
    drilledHoles(['four-corners', 'top-corners'], { 0.5: 50, 1: 75 }),
  ],
  safeAreaInsetInches: 0.25,
};
