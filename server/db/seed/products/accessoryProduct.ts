/**
 * The accessory product (id 1386, spec canvas §9 "Default accessory id 1386"): wire H-stakes
 * for yard signs. Item priced, not designable; its canvas shows the stake's shape image.
 */
import { ACCESSORY_PRODUCT_ID } from '../../../../src/domain/product';
import { MeasurementUnit } from '../../../../src/domain/units';
import { pricePerPiece } from '../priceRules';
import type { SeedProduct } from '../types';

/** Seed definition of the accessory product 1386. */
export const wireHStakes: SeedProduct = {
  id: ACCESSORY_PRODUCT_ID,
  key: 'wire-h-stakes',
  name: 'Wire H-Stakes',
  description:
    'Galvanised 9-gauge steel H-stakes that slide into the flutes of corrugated yard signs.',
  keywords: 'h-stake h stake wire stand yard sign accessory holder',
  silhouette: 'hStake',
  accent: '#7f8c8d',
  isCustomSized: false,
  isDesignable: false,
  isFeatured: false,
  measurementUnit: MeasurementUnit.Inch,
  minQuantity: 1,
  quantityStep: 1,
  sizeLimitsInches: { widthMin: 10, widthMax: 10, heightMin: 24, heightMax: 30 },
  tiers: [
    { count: 10, percent: 10 },
    { count: 25, percent: 20 },
    { count: 50, percent: 25 },
    { count: 100, percent: 30 },
  ],
  exportDpi: 200,
  // Not designed on: no text to check.
  minCapHeightInches: 0,
  sizes: [
    { width: 10, height: 30, isDefault: true },
    { width: 10, height: 24 },
  ],
  accessories: [
    {
      key: 'material',
      name: 'Wire',
      isRequired: true,
      isMultiple: false,
      isMaterial: true,
      options: [
        {
          key: 'standard',
          name: 'Standard 9-gauge wire',
          description: 'For signs up to 24 x 18 in.',
          // Sold by the piece: 1.95 USD a stake.
          price: pricePerPiece(195),
          configuration: {},
          isDefault: true,
          surface: 'steel-wire',
        },
        {
          key: 'heavy-duty',
          name: 'Heavy-duty 8-gauge wire',
          description: 'Stiffer legs for windy lawns and larger signs.',
          price: pricePerPiece(295),
          configuration: {},
          surface: 'steel-wire',
        },
      ],
    },
  ],
  hasShapeImages: true,
};
