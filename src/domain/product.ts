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

/**
 * One line of the price breakdown (issue 17), for the whole order before the quantity
 * discount: the lines' amounts add up to `Pricing.totalPrice`.
 */
export interface PriceBreakdownLine {
  /**
   * 'area' (printed area × rate), 'minimum' (the minimum charge per piece, instead of 'area'),
   * 'item' (a per-piece base price), or `option:{accessoryKey}:{optionKey}` for a surcharge
   * (an option's second and later surcharge rules add `:{kind}`, e.g. `…:sewn-hem:item`).
   */
  key: string;
  /** What is counted, in the shopper's words: "18 sq ft × 3 pieces", "8 grommets × 3 pieces". */
  label: string;
  /** How many units the line charges: square feet, pieces, grommets, linear feet or sides. */
  quantity: number;
  /** USD per unit. */
  unitPrice: number;
  /** USD for the line (whole cents). */
  amount: number;
}

/** A quantity tier as the breakdown explains it. */
export interface PriceTierSaving {
  /** Quantity from which the tier applies. */
  count: number;
  /** Percent off. */
  percent: number;
  /** USD per item at that tier. */
  eachPrice: number;
  /** USD saved on the whole order at that tier (for the next tier: at its count). */
  saved: number;
}

export interface Pricing {
  /** USD for the whole quantity after the quantity discount. */
  totalDiscountedPrice: number;
  /** USD for the whole quantity before discount (the breakdown's lines add up to it). */
  totalPrice: number;
  /** USD per item after discount. */
  eachPrice: number;
  discounts: Discount[];
  /** Why the price is what it is (issue 17); computed by the server only. */
  breakdown: PriceBreakdownLine[];
  /** The quantity tier applied to this order, or null when none applies. */
  appliedTier: PriceTierSaving | null;
  /** The next tier up and what ordering its count would save, or null at the top. */
  nextTier: PriceTierSaving | null;
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

/** An option of one accessory, named for a notice. */
export interface NoticeOption {
  accessoryKey: string;
  accessoryName: string;
  optionKey: string;
  optionName: string;
}

/** What the server changed to resolve a conflict: one accessory's options before and after. */
export interface NoticeChange {
  accessoryKey: string;
  accessoryName: string;
  /** Option keys the request asked for. */
  from: string[];
  /** Option keys the answer selects. */
  to: string[];
  /** Names of `to`, in order ("No grommets"). */
  toNames: string[];
}

/**
 * The calculator's notice (spec shell §4 "Product notice"). A compatibility notice answers a
 * request whose options conflict (grommets on a rigid sign): `conflicts` names the pair,
 * `changes` what the server changed so the answer is valid, `isCompatible` whether such a
 * change existed (false: the changed accessory was put back and nothing else moved).
 * `message` is the English sentence saying both, for the dialogs.
 *
 * A 'warning' notice carries only `message`: the answer is valid as it is but the shopper
 * should know something about it (e.g. "every 2-3 feet" grommets cannot be spaced at this
 * size, so none are set and none are charged).
 */
export interface ProductNotice {
  type: NoticeType;
  isCompatible?: boolean;
  message?: string;
  /** `reason`: why the pair cannot be ordered together (added to the contract by `calc`). */
  conflicts?: { chosen: NoticeOption; conflictsWith: NoticeOption; reason?: string }[];
  changes?: NoticeChange[];
}

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
  notice: ProductNotice;
  legacyUrl: string | null;
  /** Print-file resolution for this product (dots per inch). */
  exportDpi: number;
  /** How the SVG print file carries text: embedded subset faces, or outlines (cut vinyl). */
  textOutput: TextOutput;
  /** Smallest printed capital height read comfortably, inches; 0: no legibility check. */
  minCapHeightInches: number;
  /**
   * The unit the product is measured in (the catalogue's), whatever unit the request asked
   * for: the Size panel offers its feet/inches switch on products measured in feet.
   */
  productMeasurementUnit: MeasurementUnit;
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
