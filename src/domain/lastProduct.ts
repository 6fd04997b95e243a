/**
 * The last selected product (spec shell §2): the product, size and options the canvas last
 * showed, kept in local storage. A visit whose address names no product, design or cart item
 * (pId, dId, cId) opens it, and the legacy parameters (tId, imgId, upid, mt, bupid, bmt, isTemp,
 * ati), which belonged to the link that was followed, then leave the address.
 */
import type { CalculatorRequest } from './product';
import type { DesignerQuery } from './queryParams';
import { LEGACY_QUERY_KEYS } from './queryParams';
import { isMeasurementUnit } from './units';

/** Local storage key. */
export const LAST_PRODUCT_KEY = 'lastSelectedProduct';

/** What is remembered: the calculator request without quantity or the last changed accessory. */
export type LastProduct = Pick<
  CalculatorRequest,
  'productId' | 'width' | 'height' | 'measurementUnit' | 'selectedOptionKeys'
>;

/** Largest size side kept, inches (spec shell §5: custom sizes up to 100000). */
const MAX_SIDE = 100_000;
/** Accessories and options per accessory kept, and the longest key (as the server accepts). */
const MAX_ENTRIES = 50;
const MAX_KEY_LENGTH = 100;

const isSide = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= MAX_SIDE;

const isKey = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= MAX_KEY_LENGTH;

function optionKeys(v: unknown): Record<string, string[]> | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length > MAX_ENTRIES) return null;
  const out: Record<string, string[]> = {};
  for (const [accessory, keys] of entries) {
    if (!isKey(accessory) || !Array.isArray(keys) || keys.length > MAX_ENTRIES) return null;
    if (!keys.every(isKey)) return null;
    out[accessory] = keys;
  }
  return out;
}

/** What to keep of an applied request. */
export function lastProductOf(request: CalculatorRequest): LastProduct {
  const kept: LastProduct = { productId: request.productId };
  if (request.width !== undefined && request.height !== undefined) {
    kept.width = request.width;
    kept.height = request.height;
  }
  if (request.measurementUnit !== undefined) kept.measurementUnit = request.measurementUnit;
  if (request.selectedOptionKeys) kept.selectedOptionKeys = request.selectedOptionKeys;
  return kept;
}

/**
 * The stored text read back, checked field by field (it may be old, edited or another app's):
 * null when it is not a product; invalid optional parts are dropped.
 */
export function parseLastProduct(text: string | null): LastProduct | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.productId !== 'number' || !Number.isInteger(r.productId)) return null;
  if (r.productId < 1 || r.productId > 2_147_483_647) return null;
  const kept: LastProduct = { productId: r.productId };
  if (isSide(r.width) && isSide(r.height)) {
    kept.width = r.width;
    kept.height = r.height;
  }
  if (isMeasurementUnit(r.measurementUnit)) kept.measurementUnit = r.measurementUnit;
  const options = optionKeys(r.selectedOptionKeys);
  if (options) kept.selectedOptionKeys = options;
  return kept;
}

/** Whether the address names what to open (a product, a saved design or a cart item). */
export function addressNamesProduct(query: DesignerQuery): boolean {
  return query.productId !== null || query.designId !== null || query.cartItemId !== null;
}

/** The query string without the legacy parameters ('' when nothing is left). */
export function withoutLegacyParams(search: string): string {
  const p = new URLSearchParams(search);
  for (const key of LEGACY_QUERY_KEYS) p.delete(key);
  const s = p.toString();
  return s ? `?${s}` : '';
}
