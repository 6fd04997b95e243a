/**
 * The seed catalogue's shape: what a product definition states. Row ids, CDN paths and the feet
 * equivalents of size limits are derived from it (see catalogueRows.ts).
 */
import type { OptionConfiguration } from '../../../src/domain/productOptions';
import type { ProductLabel, SizeLimit, TextOutput } from '../../../src/domain/product';
import type { MeasurementUnit } from '../../../src/domain/units';
import type { SeedPrice } from './priceRules';

/** Material surfaces with a texture image (drawn behind the canvas). */
export const SURFACES = [
  'vinyl-13oz',
  'vinyl-15oz',
  'mesh-9oz',
  'coroplast-4mm',
  'coroplast-10mm',
  'aluminum-040',
  'aluminum-063',
  'acm-3mm',
  'foam-3-16',
  'foam-1-2',
  'sticker-white',
  'sticker-clear',
  'sticker-holographic',
  'lettering-white',
  'lettering-black',
  'lettering-red',
  'lettering-gold',
  'steel-wire',
] as const;
/** A material surface with a texture. */
export type Surface = (typeof SURFACES)[number];

/** Product pictures drawn at seed time. */
export type Silhouette =
  'banner' | 'mesh' | 'yardSign' | 'metalSign' | 'foamBoard' | 'sticker' | 'lettering' | 'hStake';

/** An accessory option as the seed states it. */
export interface SeedOption {
  key: string;
  name: string;
  description: string;
  /** What selecting it charges (the material carries the rate per square foot). */
  price: SeedPrice;
  configuration: OptionConfiguration;
  isDefault?: boolean;
  /** Materials: the surface texture, used as picture and as backgroundImagePath. */
  surface?: Surface;
  isRollPack?: boolean;
}

/** An accessory as the seed states it. */
export interface SeedAccessory {
  key: string;
  name: string;
  isRequired: boolean;
  isMultiple: boolean;
  isMaterial?: boolean;
  options: SeedOption[];
}

/** A listed size, inches. */
export interface SeedSize {
  width: number;
  height: number;
  isDefault?: boolean;
  hasOrientation?: boolean;
}

/** A product as the seed states it. */
export interface SeedProduct {
  id: number;
  key: string;
  name: string;
  description: string;
  /** Extra words for search. */
  keywords: string;
  silhouette: Silhouette;
  /** Accent colour of the product pictures. */
  accent: string;
  isCustomSized: boolean;
  isDesignable: boolean;
  isFeatured: boolean;
  measurementUnit: MeasurementUnit;
  minQuantity: number;
  quantityStep: number;
  quantities?: number[];
  /** Inches; feet are derived. */
  sizeLimitsInches: SizeLimit;
  /** Quantity discounts: from `count` pieces, `percent` off (2 decimals at most). */
  tiers: { count: number; percent: number }[];
  /** Options that cannot be ordered together: [accessoryKey, optionKey] pairs and why. */
  incompatible?: SeedIncompatibility[];
  /** Dots per inch of the print file: 150 banners and large signs, 300 stickers and lettering, else 200. */
  exportDpi: number;
  /** Text in the SVG print file: 'outlines' for products cut from vinyl; default 'text'. */
  textOutput?: TextOutput;
  /** Smallest printed capital height read comfortably, inches (legibility warning below it). */
  minCapHeightInches: number;
  label?: ProductLabel;
  sizes: SeedSize[];
  accessories: SeedAccessory[];
  /** Draw a product-shape image per size (products whose outline is not a rectangle). */
  hasShapeImages?: boolean;
  /** Inches inside the trim line; draws a safe-zone contour per size. */
  safeAreaInsetInches?: number;
}

/** Two options of a product that cannot be ordered together. */
export interface SeedIncompatibility {
  a: [accessoryKey: string, optionKey: string];
  b: [accessoryKey: string, optionKey: string];
  /** Lower-case clause for the compatibility notice. */
  reason: string;
}
