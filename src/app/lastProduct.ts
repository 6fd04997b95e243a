/**
 * Where the designer starts (spec shell §2): the address's product, design or cart item when it
 * names one; else the last selected product, if one is remembered — and then the legacy
 * parameters (tId, imgId, upid, mt, bupid, bmt, isTemp, ati), which belonged to the link that
 * was followed, leave the address before anything reads it.
 */
import type { LastProduct } from '../domain/lastProduct';
import { addressNamesProduct, withoutLegacyParams } from '../domain/lastProduct';
import { parseDesignerQuery } from '../domain/queryParams';
import { readLastProduct, replaceSearch } from '../platform/lastProduct';

export function startFromAddress(search: string): {
  search: string;
  lastProduct: LastProduct | null;
} {
  if (addressNamesProduct(parseDesignerQuery(search))) return { search, lastProduct: null };
  const lastProduct = readLastProduct();
  if (!lastProduct) return { search, lastProduct: null };
  const left = withoutLegacyParams(search);
  if (left !== search) replaceSearch(left);
  return { search: left, lastProduct };
}
