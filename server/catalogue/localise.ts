/**
 * Catalogue texts in the visitor's language (issue 21 "Languages"). The English names stay in the
 * catalogue tables (the source); other languages' texts are rows of the `translations` table
 * under the `catalogue.` key namespace, loaded from `server/db/translations/<lang>.catalogue.json`
 * (server/db/translations.ts). Keys are stable ids, never English text where an id exists:
 *
 * - `catalogue.product.<productId>.name` / `.description` / `.label`
 * - `catalogue.accessory.<accessoryKey>.name`, or `catalogue.product.<productId>.accessory.
 *   <accessoryKey>.name` where one product names a shared key differently ("material")
 * - `catalogue.option.<accessoryKey>.<optionKey>.name` / `.description` (same product override)
 * - `catalogue.reason.<English reason>`: an incompatibility's reason has no id of its own.
 * - `catalogue.phrase.<key>`: the notices' sentence templates (src/domain/noticePhrases).
 * - `catalogue.phrase.price.<key>`: the price lines' words (src/domain/priceLabels).
 * - `catalogue.phrase.cartPage.<key>`: the shopping-cart page's words (server/cartPage).
 *
 * A missing text keeps the English one. Only names change: ids, keys and prices never do, and
 * what the shopper typed (design names, text) is never looked up.
 */
import type { CartItem, SavedDesign } from '../../src/domain/designs/protocol';
import type { NoticePhrases } from '../../src/domain/noticePhrases';
import { ENGLISH_NOTICE_PHRASES } from '../../src/domain/noticePhrases';
import type { PriceLabelPhrases } from '../../src/domain/priceLabels';
import { ENGLISH_PRICE_LABELS } from '../../src/domain/priceLabels';
import type { ProductListItem } from '../../src/domain/product';
import type { CartPagePhrases } from '../cartPage/cartPagePhrases';
import { ENGLISH_CART_PAGE } from '../cartPage/cartPagePhrases';
import type { Db } from '../db/database';
import { FALLBACK_LANG } from '../db/translations';
import type { CatalogueProduct } from './types';

/** The key namespace of catalogue texts in the translations table. */
export const CATALOGUE_PREFIX = 'catalogue.';

/** Key -> text of one language's catalogue texts; empty for English (the tables are English). */
export type CatalogueTexts = ReadonlyMap<string, string>;

/** No translation: the catalogue's own (English) texts. */
export const ENGLISH_TEXTS: CatalogueTexts = new Map();

/** The session's chosen language, else its account's, else English (as `Languages/current`). */
export async function sessionLanguage(
  db: Db,
  sessionId: string,
): Promise<{ code: string; chosen: boolean }> {
  const row = await db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.language as chosen', 'users.language as account'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  const chosen = row?.chosen ?? row?.account ?? null;
  return { code: chosen ?? FALLBACK_LANG, chosen: chosen !== null };
}

/** The catalogue texts of `lang`; an unknown language or English gets none (English). */
export async function catalogueTexts(db: Db, lang: string): Promise<CatalogueTexts> {
  const code = lang.toLowerCase();
  if (code === FALLBACK_LANG) return ENGLISH_TEXTS;
  const rows = await db
    .selectFrom('translations')
    .select(['key', 'text'])
    .where('lang', '=', code)
    .where('key', 'like', `${CATALOGUE_PREFIX}%`)
    .execute();
  return new Map(rows.map((r) => [r.key, r.text]));
}

/** The catalogue texts of the request's session language. */
export async function requestTexts(db: Db, sessionId: string): Promise<CatalogueTexts> {
  return catalogueTexts(db, (await sessionLanguage(db, sessionId)).code);
}

/** Translation keys of one product's texts (also what the parity test asks Spanish for). */
export const catalogueKeys = {
  product: (productId: number, field: 'name' | 'description' | 'label') =>
    `${CATALOGUE_PREFIX}product.${productId}.${field}`,
  accessory: (accessoryKey: string) => `${CATALOGUE_PREFIX}accessory.${accessoryKey}.name`,
  productAccessory: (productId: number, accessoryKey: string) =>
    `${CATALOGUE_PREFIX}product.${productId}.accessory.${accessoryKey}.name`,
  option: (accessoryKey: string, optionKey: string, field: 'name' | 'description') =>
    `${CATALOGUE_PREFIX}option.${accessoryKey}.${optionKey}.${field}`,
  productOption: (
    productId: number,
    accessoryKey: string,
    optionKey: string,
    field: 'name' | 'description',
  ) => `${CATALOGUE_PREFIX}product.${productId}.option.${accessoryKey}.${optionKey}.${field}`,
  reason: (english: string) => `${CATALOGUE_PREFIX}reason.${english}`,
  phrase: (key: keyof NoticePhrases) => `${CATALOGUE_PREFIX}phrase.${key}`,
  priceLabel: (key: keyof PriceLabelPhrases) => `${CATALOGUE_PREFIX}phrase.price.${key}`,
  cartPage: (key: keyof CartPagePhrases) => `${CATALOGUE_PREFIX}phrase.cartPage.${key}`,
};

const pick = (texts: CatalogueTexts, keys: readonly string[], english: string): string => {
  for (const key of keys) {
    const text = texts.get(key);
    if (text) return text;
  }
  return english;
};

/** A set of phrases in `texts`' language: each English phrase replaced where `keyOf` has a text. */
function phrasesIn<P extends { [K in keyof P]: string }>(
  texts: CatalogueTexts,
  english: P,
  keyOf: (key: keyof P) => string,
): P {
  if (texts.size === 0) return english;
  const out = { ...english };
  for (const key of Object.keys(out) as (keyof P)[])
    out[key] = pick(texts, [keyOf(key)], out[key]) as P[keyof P];
  return out;
}

/** The notices' sentence templates in `texts`' language (English where one is missing). */
export const noticePhrases = (texts: CatalogueTexts): NoticePhrases =>
  phrasesIn(texts, ENGLISH_NOTICE_PHRASES, catalogueKeys.phrase);

/** The price lines' words in `texts`' language (English where one is missing). */
export const priceLabelPhrases = (texts: CatalogueTexts): PriceLabelPhrases =>
  phrasesIn(texts, ENGLISH_PRICE_LABELS, catalogueKeys.priceLabel);

/** The shopping-cart page's words in `texts`' language (English where one is missing). */
export const cartPagePhrases = (texts: CatalogueTexts): CartPagePhrases =>
  phrasesIn(texts, ENGLISH_CART_PAGE, catalogueKeys.cartPage);

/** The product's name in `texts`' language. */
export function productName(texts: CatalogueTexts, productId: number, english: string): string {
  return pick(texts, [catalogueKeys.product(productId, 'name')], english);
}

/** The product with its names, descriptions and reasons in `texts`' language. */
export function localiseProduct(
  product: CatalogueProduct,
  texts: CatalogueTexts,
): CatalogueProduct {
  if (texts.size === 0) return product;
  const id = product.id;
  return {
    ...product,
    name: productName(texts, id, product.name),
    description: pick(texts, [catalogueKeys.product(id, 'description')], product.description),
    label: product.label && {
      ...product.label,
      content: pick(texts, [catalogueKeys.product(id, 'label')], product.label.content),
    },
    incompatible: product.incompatible.map((pair) => ({
      ...pair,
      reason: pick(texts, [catalogueKeys.reason(pair.reason)], pair.reason),
    })),
    accessories: product.accessories.map((a) => ({
      ...a,
      name: pick(
        texts,
        [catalogueKeys.productAccessory(id, a.key), catalogueKeys.accessory(a.key)],
        a.name,
      ),
      options: a.options.map((o) => {
        const field = (f: 'name' | 'description') => [
          catalogueKeys.productOption(id, a.key, o.key, f),
          catalogueKeys.option(a.key, o.key, f),
        ];
        return {
          ...o,
          name: pick(texts, field('name'), o.name),
          description: pick(texts, field('description'), o.description),
        };
      }),
    })),
  };
}

/** A product list item in `texts`' language. */
export function localiseListItem(item: ProductListItem, texts: CatalogueTexts): ProductListItem {
  if (texts.size === 0) return item;
  const id = item.productId;
  return {
    ...item,
    name: productName(texts, id, item.name),
    label: item.label && {
      ...item.label,
      content: pick(texts, [catalogueKeys.product(id, 'label')], item.label.content),
    },
  };
}

/** A cart item with its product's name in `texts`' language. */
export function localiseCartItem(item: CartItem, texts: CatalogueTexts): CartItem {
  return { ...item, productName: productName(texts, item.productId, item.productName) };
}

/** A saved design with its product's name in `texts`' language (the design's own name as typed). */
export function localiseSavedDesign(design: SavedDesign, texts: CatalogueTexts): SavedDesign {
  const { product } = design;
  return {
    ...design,
    product: { ...product, name: productName(texts, product.productId, product.name) },
  };
}
