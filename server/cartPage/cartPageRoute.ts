/**
 * The shopping-cart page (issue 19; README "The shopping-cart page"), served by this server at
 * the routing configuration's `shopping-cart` path (`/shopping-cart/`, with and without the
 * slash): where the designer sends the browser after a cart-item update (spec shell §2). It
 * lists the caller's cart items only (server/uploads/owner.ts), server-rendered, every value
 * escaped, under a Content-Security-Policy that allows its own script and images and nothing
 * else (no inline script, no other origin, no form, no framing by other sites).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SelectedAccessories } from '../../src/domain/designs/protocol';
import {
  cartPagePhrases,
  catalogueTexts,
  localiseCartItem,
  localiseProduct,
  sessionLanguage,
} from '../catalogue/localise';
import { loadProduct } from '../catalogue/repository';
import type { CatalogueProduct } from '../catalogue/types';
import type { Db } from '../db/database';
import { translationText } from '../db/translations';
import { ROUTING } from '../db/seed/routing';
import { cartItemAnswer } from '../designs/answers';
import { ownedBy, ownerOf } from '../uploads/owner';
import type { CartPageItem, CartPageLanguage } from './cartPageHtml';
import { cartPageHtml, ENGLISH_CART_PAGE_LANGUAGE } from './cartPageHtml';
import { CART_PAGE_SCRIPT } from './cartPageScript';

/** The page's policy: its own script, styles inline, images of this origin. */
export const CART_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** The page's path from the routing configuration, with its trailing slash. */
export function shoppingCartPath(): string {
  const route = ROUTING.find((r) => r.routeKey === 'shopping-cart');
  return `${(route?.path ?? '/shopping-cart').replace(/\/+$/, '')}/`;
}

/** "Material: 13 oz Vinyl" for each accessory with a chosen option, in the catalogue's order. */
export function optionLines(
  product: CatalogueProduct | null,
  chosen: SelectedAccessories,
): string[] {
  if (!product) return [];
  const lines: string[] = [];
  for (const accessory of product.accessories) {
    const keys = chosen[accessory.key] ?? [];
    const names = accessory.options.filter((o) => keys.includes(o.key)).map((o) => o.name);
    if (names.length > 0) lines.push(`${accessory.name}: ${names.join(', ')}`);
  }
  return lines;
}

const cartPageRoute: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const path = shoppingCartPath();
  const scriptPath = `${path}cart.js`;

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const rows = await db
      .selectFrom('cart_items')
      .selectAll()
      .where(ownedBy<'cart_items'>(ownerOf(request.session)))
      .where('is_saved_for_later', '=', 0)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    // The page's words, product and option names in the visitor's language
    // (server/catalogue/localise.ts).
    const { code } = await sessionLanguage(db, request.session.id);
    const texts = await catalogueTexts(db, code);
    const language: CartPageLanguage = {
      code,
      phrases: cartPagePhrases(texts),
      refreshMessage:
        (await translationText(db, code, 'cartRefreshKey')) ??
        ENGLISH_CART_PAGE_LANGUAGE.refreshMessage,
    };
    const products = new Map<number, CatalogueProduct | null>();
    const items: CartPageItem[] = [];
    for (const row of rows) {
      if (!products.has(row.product_id))
        products.set(row.product_id, await loadProduct(db, row.product_id));
      const loaded = products.get(row.product_id) ?? null;
      const product = loaded && localiseProduct(loaded, texts);
      const item = localiseCartItem(cartItemAnswer(row), texts);
      items.push({
        item,
        options: optionLines(product, item.accessories),
        editable: product?.isDesignable === true,
      });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', CART_PAGE_CONTENT_SECURITY_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .header('cache-control', 'private, no-store')
      .send(cartPageHtml(items, scriptPath, language));
  };
  app.get(path, handler);
  app.get(path.slice(0, -1), handler);
  app.get(scriptPath, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(CART_PAGE_SCRIPT),
  );
};

/** The shopping-cart page and its script (register at the root). */
export default cartPageRoute;
