/**
 * The product calculator and product list shapes exchanged between the editor and the API
 * (spec shell §3 "Product calculator", "Accessory", "Product list item"; spec canvas §3
 * "Product detail for the designer").
 */
import type { MeasurementUnit } from './units';
import type { OptionConfiguration } from './productOptions';

/** The accessory product's id (spec canvas §9: default accessory id 1386). */
export const ACCESSORY_PRODUCT_ID = 1386;

export interface ProductSize {
  id: number;
  /** Inches. */
  width: number;
  /** Inches. */
  height: number;
  widthInFeet: number;
  heightInFeet: number;
  isSelected: boolean;
  isDefault: boolean;
  hasOrientation: boolean;
}

export interface SizeLimit {
  widthMin: number;
  widthMax: number;
  heightMin: number;
  heightMax: number;
}

export interface SizeLimits {
  sizeInInches: SizeLimit;
  sizeInFeet: SizeLimit;
}

export interface AccessoryOption {
  id: number;
  key: string;
  name: string;
  description: string;
  imagePath: string | null;
  /** USD added per item at the current size (0 when included). */
  price: number;
  isSelected: boolean;
  isCompatible: boolean;
  /** USD per item compared with the selected option of the same accessory. */
  priceDifferenceWithSelected: number;
  /** Option configuration (spec canvas §3), parsed. */
  configuration: OptionConfiguration;
  /** CDN path of the surface-material image drawn behind the canvas (materials only). */
  backgroundImagePath: string | null;
  isRollPack: boolean;
}

export interface Accessory {
  id: number;
  key: string;
  name: string;
  isRequired: boolean;
  isMultiple: boolean;
  isMaterial: boolean;
  options: AccessoryOption[];
}

export interface Discount {
  /** Quantity from which the tier applies. */
  count: number;
  /** Percent saved against the undiscounted price. */
  percent: number;
  /** USD per item at that tier. */
  eachPrice: number;
}

export interface Pricing {
  /** USD for the whole quantity after the quantity discount. */
  totalDiscountedPrice: number;
  /** USD for the whole quantity before discount. */
  totalPrice: number;
  /** USD per item after discount. */
  eachPrice: number;
  discounts: Discount[];
}

/** Product image types (spec canvas §3). */
export const ProductImageType = {
  Main: 0,
  Shape: 1,
  Slider: 2,
  SafeZoneContour: 3,
} as const;
export type ProductImageType = (typeof ProductImageType)[keyof typeof ProductImageType];

export interface ProductImage {
  productImageType: ProductImageType;
  /** Set when the image belongs to one size (shape and safe-zone images). */
  size: { sizeId: number } | null;
  blob: { path: string; alt: string };
}

export type NoticeType = 'none' | 'compatibility' | 'warning';

export interface CalculatorFilter {
  /** Inches. */
  width: number;
  /** Inches. */
  height: number;
  measurementUnit: MeasurementUnit;
  quantity: number;
  /** Accessory key -> selected option keys. */
  selectedOptionKeys: Record<string, string[]>;
}

export interface ProductCalculator {
  id: number;
  key: string;
  name: string;
  filter: CalculatorFilter;
  sizes: ProductSize[];
  sizeLimits: SizeLimits;
  isCustomSized: boolean;
  hasShapeImage: boolean;
  hasSafeAreaImage: boolean;
  minQuantity: number;
  quantityStep: number;
  /** When present, a dropdown of these quantities replaces the stepper. */
  quantities: { quantity: number }[];
  pricing: Pricing;
  accessories: Accessory[];
  images: ProductImage[];
  notice: { type: NoticeType };
  legacyUrl: string | null;
  /** Print-file resolution for this product (dots per inch). */
  exportDpi: number;
  /** How the SVG print file carries text: embedded subset faces, or outlines (cut vinyl). */
  textOutput: TextOutput;
  /** Smallest printed capital height read comfortably, inches; 0: no legibility check. */
  minCapHeightInches: number;
}

/** 'text': text with its faces embedded as subsets; 'outlines': glyph paths (cut vinyl). */
export type TextOutput = 'text' | 'outlines';

export function isTextOutput(v: unknown): v is TextOutput {
  return v === 'text' || v === 'outlines';
}

/** POST Product/calculator body (spec shell §7). */
export interface CalculatorRequest {
  productId: number;
  /** Inches; omitted = the product's default size. */
  width?: number;
  height?: number;
  measurementUnit?: MeasurementUnit;
  quantity?: number;
  selectedOptionKeys?: Record<string, string[]>;
  /** Key of the accessory the user just changed, if any. */
  changedAccessory?: string | null;
}

export interface ProductLabel {
  background: string;
  content: string;
}

export interface ProductListItem {
  productId: number;
  key: string;
  name: string;
  label: ProductLabel | null;
  images: { path: string; alt: string }[];
}

/** POST Product/Personalized body (spec shell §7). */
export interface PersonalizedRequest {
  page?: { number?: number; size?: number };
  sort?: { member?: 'name' | 'score'; direction?: 0 | 1 };
  pattern?: string;
}

export interface PersonalizedResult {
  count: number;
  frequentlyUsed: ProductListItem[];
  other: ProductListItem[];
}
