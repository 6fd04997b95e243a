/** Banners: 13/15 oz vinyl (101) and 9 oz mesh (102). Priced by area; shown in feet. */
import { MeasurementUnit } from '../../../../src/domain/units';
import { FREE, grommets, hems, printSides } from '../optionSets';
import { perGrommet, perHemFoot, perPiece, perSqFt, ratePerSqFt } from '../priceRules';
import type { SeedAccessory, SeedProduct } from '../types';

/** Volume discounts shared by both banners: from `count` pieces, `percent` off. */
const BANNER_TIERS = [
  { count: 2, percent: 5 },
  { count: 5, percent: 10 },
  { count: 10, percent: 15 },
  { count: 25, percent: 20 },
  { count: 50, percent: 25 },
];

/** Up to 16 ft on the short side and 50 ft on the long side (roll width and length). */
const BANNER_LIMITS = { widthMin: 12, widthMax: 600, heightMin: 12, heightMax: 192 };

const extras = (withWindSlits: boolean): SeedAccessory => ({
  key: 'extras',
  name: 'Extras',
  isRequired: false,
  isMultiple: true,
  options: [
    ...(withWindSlits
      ? [
          {
            key: 'wind-slits',
            name: 'Wind slits',
            description: 'Half-moon cuts that let wind through outdoor banners.',
            price: perPiece(500),
            configuration: {},
          },
        ]
      : []),
    {
      key: 'bungee-cords',
      name: 'Ball bungees (4 pcs)',
      description: 'Four 6 in ball bungee cords for quick mounting.',
      price: perPiece(600),
      configuration: {},
    },
  ],
});

/** Seed definition of product 101. */
export const vinylBanner: SeedProduct = {
  id: 101,
  key: 'vinyl-banner',
  name: 'Vinyl Banner',
  description: 'Full-colour outdoor banner on durable scrim vinyl, hemmed and grommeted.',
  keywords: 'banner vinyl outdoor event sign sale birthday',
  silhouette: 'banner',
  accent: '#e4572e',
  isCustomSized: true,
  isDesignable: true,
  isFeatured: true,
  measurementUnit: MeasurementUnit.Feet,
  minQuantity: 1,
  quantityStep: 1,
  sizeLimitsInches: BANNER_LIMITS,
  tiers: BANNER_TIERS,
  exportDpi: 150,
  // Read from across a street or a hall: about an inch of capital height per 10 ft of distance.
  minCapHeightInches: 1,
  label: { background: '#e4572e', content: 'Best Seller' },
  sizes: [
    { width: 48, height: 24, hasOrientation: true },
    { width: 72, height: 36, hasOrientation: true, isDefault: true },
    { width: 72, height: 24, hasOrientation: true },
    { width: 96, height: 36, hasOrientation: true },
    { width: 96, height: 48, hasOrientation: true },
    { width: 120, height: 48, hasOrientation: true },
    { width: 120, height: 60, hasOrientation: true },
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
          key: 'vinyl-13oz',
          name: '13 oz scrim vinyl',
          description: 'Matte, lightweight and weatherproof; the everyday banner.',
          // 2.50 USD per sq ft, at least 15.00 a banner.
          price: ratePerSqFt(250, 1500),
          configuration: {},
          isDefault: true,
          surface: 'vinyl-13oz',
          isRollPack: true,
        },
        {
          key: 'vinyl-15oz',
          name: '15 oz heavy-duty vinyl',
          description: 'Thicker gloss vinyl for long outdoor use.',
          price: ratePerSqFt(285, 1500),
          configuration: {},
          surface: 'vinyl-15oz',
          isRollPack: true,
        },
        {
          key: 'adhesive-vinyl',
          name: 'Adhesive vinyl',
          description: 'Self-adhesive vinyl for walls and windows: stuck flat, one side printed.',
          price: ratePerSqFt(350, 2000),
          configuration: {},
          surface: 'sticker-white',
          isRollPack: true,
        },
      ],
    },
    printSides([
      ['single', FREE],
      ['double', perSqFt(150)],
    ]),
    // Brass #2 grommets, 0.50 USD each: 8 on a 6 x 3 ft banner every 2-3 feet.
    grommets([
      ['every-2-3-feet', perGrommet(50)],
      ['four-corners', perGrommet(50)],
      ['top-corners', perGrommet(50)],
      ['none', FREE],
    ]),
    // Sewn hem: 0.40 USD per linear foot of edge (18 ft round a 6 x 3 ft banner).
    hems(perHemFoot(40)),
    extras(true),
  ],
  incompatible: [
    {
      a: ['material', 'adhesive-vinyl'],
      b: ['print-sides', 'double'],
      reason: 'adhesive vinyl has a liner on its back and is printed on one side only',
    },
    ...(['every-2-3-feet', 'four-corners', 'top-corners'] as const).map((g) => ({
      a: ['material', 'adhesive-vinyl'] as [string, string],
      b: ['grommets', g] as [string, string],
      reason: 'adhesive vinyl is stuck flat, not hung, so it takes no grommets',
    })),
    ...(['welded-hem', 'sewn-hem'] as const).map((h) => ({
      a: ['material', 'adhesive-vinyl'] as [string, string],
      b: ['hem', h] as [string, string],
      reason: 'adhesive vinyl is applied flat and cannot be hemmed',
    })),
  ],
};

/** Seed definition of product 102. */
export const meshBanner: SeedProduct = {
  id: 102,
  key: 'mesh-banner',
  name: 'Mesh Banner',
  description:
    'Perforated vinyl mesh that lets wind through: fences, scaffolding and building wraps.',
  keywords: 'banner mesh fence scaffold wind outdoor construction',
  silhouette: 'mesh',
  accent: '#3d5a80',
  isCustomSized: true,
  isDesignable: true,
  isFeatured: false,
  measurementUnit: MeasurementUnit.Feet,
  minQuantity: 1,
  quantityStep: 1,
  sizeLimitsInches: BANNER_LIMITS,
  tiers: BANNER_TIERS,
  exportDpi: 150,
  // Read from a distance, like the vinyl banner.
  minCapHeightInches: 1,
  sizes: [
    { width: 72, height: 36, hasOrientation: true, isDefault: true },
    { width: 96, height: 48, hasOrientation: true },
    { width: 120, height: 48, hasOrientation: true },
    { width: 120, height: 60, hasOrientation: true },
    { width: 240, height: 96, hasOrientation: true },
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
          key: 'mesh-9oz',
          name: '9 oz vinyl mesh',
          description: '70/30 mesh: about 30 % open area for wind flow.',
          // 2.90 USD per sq ft, at least 18.00 a banner.
          price: ratePerSqFt(290, 1800),
          configuration: {},
          isDefault: true,
          surface: 'mesh-9oz',
          isRollPack: true,
        },
      ],
    },
    printSides([['single', FREE]]),
    grommets([
      ['every-2-3-feet', perGrommet(50)],
      ['four-corners', perGrommet(50)],
      ['top-corners', perGrommet(50)],
    ]),
    hems(perHemFoot(40)),
    extras(false),
  ],
};
