/**
 * The cart (spec shell §3 "Cart item", §7 "Cart"; README "Saved designs and the cart"). Guests
 * and signed-in users; every call sees the caller's items only, another owner's id answers 400
 * `wrongUser`, an unknown one 404. Every price is the server's calculator's, recomputed on each
 * write — the payload's `price` is never read.
 *
 * - `POST Shopping/CartItems` [cart item, …]: the new items (all or none).
 * - `PUT Shopping/CartItem` (a cart item with `id`): the item, same id.
 * - `GET Shopping/CartItems`: `{count, data}` newest first.
 * - `DELETE Shopping/CartItem/{id}`: `{id, deleted: true}`.
 * - `GET Shopping/CartsQuantity`: `{count}`.
 * - `GET Shopping/carts/{id}/calculator`: `{cartItem, productCalculator}`; an item of a product
 *   that cannot be designed (the accessory product) 400 `wrongCartItem` (spec shell §4).
 * - `POST Shopping/AddMyDesignToCart/{id}`: a new item from the saved design, priced now.
 * - `POST /api/v2/Shopping/CheckMyDesignOptions/{id}` (cartV2Routes):
 *   `{isValid, errors, productCalculator}` — whether the saved choices still price.
 */
import type { FastifyPluginAsync } from 'fastify';
import type {
  CartCalculatorAnswer,
  CartItem,
  CartItemPayload,
  CheckMyDesignOptionsAnswer,
  CountAnswer,
} from '../../src/domain/designs/protocol';
import { DesignErrorKey } from '../../src/domain/designs/fileRefs';
import { maxQuantityFrom } from '../../src/domain/quantity';
import type { RuntimeEnvConfigs } from '../../src/domain/runtimeConfig';
import type { Db } from '../db/database';
import type { CatalogueTexts } from '../catalogue/localise';
import { localiseCartItem, requestTexts } from '../catalogue/localise';
import { cartItemAnswer, ownedCartItem, ownedDesign } from '../designs/answers';
import { addCartItem, addDesignToCart, repriceDesign, updateCartItem } from '../designs/cartItems';
import { priceOf } from '../designs/payload';
import { CART_ITEMS_SCHEMA, ID_PARAMS, cartItemSchema } from '../designs/payloadSchemas';
import { HttpError } from '../http/httpError';
import { ownedBy, ownerOf } from '../uploads/owner';

/** Options of the cart routes. */
export interface CartRouteOptions {
  db: Db;
  envConfigs: RuntimeEnvConfigs;
  /** ms since the epoch. */
  now?: () => number;
}

const cartRoutes: FastifyPluginAsync<CartRouteOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? Date.now;
  const maxQuantity = maxQuantityFrom(options.envConfigs.MAX_QUANTITY);
  /** A row's answer with its product named in the visitor's language. */
  const answer = (texts: CatalogueTexts) => (row: Parameters<typeof cartItemAnswer>[0]) =>
    localiseCartItem(cartItemAnswer(row), texts);

  app.post<{ Body: CartItemPayload[] }>(
    '/Shopping/CartItems',
    { config: { needsSession: true }, schema: { body: CART_ITEMS_SCHEMA } },
    async (request): Promise<CartItem[]> => {
      const owner = ownerOf(request.session);
      // One transaction: a refused item adds none of the others.
      const rows = await db.transaction().execute(async (trx) => {
        const added = [];
        for (const item of request.body)
          added.push(await addCartItem(trx, maxQuantity, owner, item, now()));
        return added;
      });
      return rows.map(answer(await requestTexts(db, request.session.id)));
    },
  );

  app.put<{ Body: CartItemPayload & { id: string } }>(
    '/Shopping/CartItem',
    { config: { needsSession: true }, schema: { body: cartItemSchema(true) } },
    async (request): Promise<CartItem> =>
      answer(await requestTexts(db, request.session.id))(
        await updateCartItem(db, maxQuantity, ownerOf(request.session), request.body, now()),
      ),
  );

  app.get('/Shopping/CartItems', async (request): Promise<{ count: number; data: CartItem[] }> => {
    const rows = await db
      .selectFrom('cart_items')
      .selectAll()
      .where(ownedBy<'cart_items'>(ownerOf(request.session)))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return {
      count: rows.length,
      data: rows.map(answer(await requestTexts(db, request.session.id))),
    };
  });

  app.delete<{ Params: { id: string } }>(
    '/Shopping/CartItem/:id',
    { schema: { params: ID_PARAMS } },
    async (request): Promise<{ id: string; deleted: true }> => {
      const row = await ownedCartItem(db, ownerOf(request.session), request.params.id);
      await db.deleteFrom('cart_items').where('id', '=', row.id).execute();
      return { id: row.id, deleted: true };
    },
  );

  app.get('/Shopping/CartsQuantity', async (request): Promise<CountAnswer> => {
    const row = await db
      .selectFrom('cart_items')
      .where(ownedBy<'cart_items'>(ownerOf(request.session)))
      .where('is_saved_for_later', '=', 0)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { count: Number(row.n) };
  });

  app.get<{ Params: { id: string } }>(
    '/Shopping/carts/:id/calculator',
    { schema: { params: ID_PARAMS } },
    async (request): Promise<CartCalculatorAnswer> => {
      const texts = await requestTexts(db, request.session.id);
      const item = answer(texts)(
        await ownedCartItem(db, ownerOf(request.session), request.params.id),
      );
      const { product, calculator } = await priceOf(
        db,
        maxQuantity,
        {
          productId: item.productId,
          width: item.width,
          height: item.height,
          measurementUnit: item.measurementUnit === 5 ? 5 : 0,
          quantity: item.quantity,
          accessories: item.accessories,
        },
        texts,
      );
      if (!product.isDesignable) throw HttpError.validation(DesignErrorKey.wrongCartItem);
      return { cartItem: item, productCalculator: calculator };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/Shopping/AddMyDesignToCart/:id',
    { config: { needsSession: true }, schema: { params: ID_PARAMS } },
    async (request): Promise<CartItem> => {
      const owner = ownerOf(request.session);
      const design = await ownedDesign(db, owner, request.params.id);
      const row = await addDesignToCart(db, maxQuantity, owner, design, now());
      return answer(await requestTexts(db, request.session.id))(row);
    },
  );
};

/** `POST /api/v2/Shopping/CheckMyDesignOptions/{id}` (register with prefix /api/v2). */
export const cartV2Routes: FastifyPluginAsync<CartRouteOptions> = async (app, options) => {
  const { db } = options;
  const maxQuantity = maxQuantityFrom(options.envConfigs.MAX_QUANTITY);
  app.post<{ Params: { id: string } }>(
    '/Shopping/CheckMyDesignOptions/:id',
    { schema: { params: ID_PARAMS } },
    async (request): Promise<CheckMyDesignOptionsAnswer> => {
      const design = await ownedDesign(db, ownerOf(request.session), request.params.id);
      try {
        const texts = await requestTexts(db, request.session.id);
        const { calculator } = await repriceDesign(db, maxQuantity, design, texts);
        return { isValid: true, errors: [], productCalculator: calculator };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return {
          isValid: false,
          errors: Object.values(error.body.errors)[0] ?? [],
          productCalculator: null,
        };
      }
    },
  );
};

/** The cart calls under /api/v1. */
export default cartRoutes;
