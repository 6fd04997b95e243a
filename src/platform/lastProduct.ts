/**
 * The last selected product in local storage (spec shell §2), under `lastSelectedProduct`; the
 * rules of what is kept and how it is read back are src/domain/lastProduct.
 */
import type { LastProduct } from '../domain/lastProduct';
import { LAST_PRODUCT_KEY, parseLastProduct } from '../domain/lastProduct';
import { readLocal, writeLocal } from './storage';

/** The remembered product, or null (nothing kept, storage refused, or not a product). */
export function readLastProduct(): LastProduct | null {
  return parseLastProduct(readLocal(LAST_PRODUCT_KEY));
}

/** Keeps `product` as the last selected (silently not kept when storage refuses). */
export function writeLastProduct(product: LastProduct): void {
  writeLocal(LAST_PRODUCT_KEY, JSON.stringify(product));
}

/** Replaces the address's query string without a navigation or a history entry. */
export function replaceSearch(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}
