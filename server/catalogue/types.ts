/** A product as the server's calculator and list read it: table rows with JSON columns parsed and its rules. */
import type { IncompatiblePair } from '../../src/domain/optionCompatibility';
import type { QuantityTier } from '../../src/domain/pricing';
import type { PriceRule } from '../../src/domain/priceRules';
import type { OptionConfiguration } from '../../src/domain/productOptions';
import type { ProductImage, ProductLabel, SizeLimits, TextOutput } from '../../src/domain/product';
import type { MeasurementUnit } from '../../src/domain/units';

/** A listed size of a product. */
export interface CatalogueSize {
  id: number;
  /** Inches. */
  width: number;
  /** Inches. */
  height: number;
  isDefault: boolean;
  hasOrientation: boolean;
}

/** An accessory option with its price and configuration parsed. */
export interface CatalogueOption {
  id: number;
  key: string;
  name: string;
  description: string;
  imagePath: string | null;
  /** What selecting it charges (price_rules), in order. */
  rules: PriceRule[];
  configuration: OptionConfiguration;
  isDefault: boolean;
  backgroundImagePath: string | null;
  isRollPack: boolean;
}

/** An accessory (option group) of a product. */
export interface CatalogueAccessory {
  id: number;
  key: string;
  name: string;
  isRequired: boolean;
  isMultiple: boolean;
  isMaterial: boolean;
  options: CatalogueOption[];
}

/** A product with everything the calculator needs. */
export interface CatalogueProduct {
  id: number;
  key: string;
  name: string;
  description: string;
  isCustomSized: boolean;
  isDesignable: boolean;
  measurementUnit: MeasurementUnit;
  minQuantity: number;
  quantityStep: number;
  /** Null: any valid quantity (stepper); else a dropdown of these. */
  quantities: number[] | null;
  sizeLimits: SizeLimits;
  tiers: QuantityTier[];
  /** Options that cannot be ordered together (option_incompatibilities). */
  incompatible: IncompatiblePair[];
  exportDpi: number;
  textOutput: TextOutput;
  minCapHeightInches: number;
  label: ProductLabel | null;
  legacyUrl: string | null;
  sizes: CatalogueSize[];
  accessories: CatalogueAccessory[];
  images: ProductImage[];
}
