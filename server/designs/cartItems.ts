/**
 * Writing cart items: from a cart-item payload (checked and priced by server/designs/payload.ts)
 * or from a saved design (`AddMyDesignToCart`: its size, options, quantity and files, priced
 * again now). A payload's `designId` must name one of the caller's saved designs.
 */
import { randomUUID } from 'node:crypto';
import type { CartItemPayload } from '../../src/domain/designs/protocol';
import type { Db } from '../db/database';
import type { CartItemRow, SavedDesignRow } from './answers';
import { ownedCartItem, ownedDesign, ownerColumns } from './answers';
import type { CatalogueTexts } from '../catalogue/localise';
import { priceOf, usdToCents } from './payload';
import { resolvePayload } from './payload';
import type { Owner } from '../uploads/owner';

/** Inserts a cart item for `owner` from a payload; the new row. */
export async function addCartItem(
  db: Db,
  maxQuantity: number,
  owner: Owner,
  payload: CartItemPayload,
  time: number,
): Promise<CartItemRow> {
  const { columns } = await resolvePayload(db, maxQuantity, owner, payload);
  const designId = payload.designId ? (await ownedDesign(db, owner, payload.designId)).id : null;
  const id = randomUUID();
  await db
    .insertInto('cart_items')
    .values({
      id,
      ...ownerColumns(owner),
      ...columns,
      design_id: designId,
      back_side_design_id: payload.backSideDesignId ?? null,
      is_saved_for_later: payload.isSavedForLater === true ? 1 : 0,
      created_at: time,
      updated_at: time,
    })
    .execute();
  return ownedCartItem(db, owner, id);
}

/** Replaces the caller's cart item `payload.id` with the payload (same id); the row. */
export async function updateCartItem(
  db: Db,
  maxQuantity: number,
  owner: Owner,
  payload: CartItemPayload & { id: string },
  time: number,
): Promise<CartItemRow> {
  const existing = await ownedCartItem(db, owner, payload.id);
  const { columns } = await resolvePayload(db, maxQuantity, owner, payload);
  const designId =
    payload.designId === undefined
      ? existing.design_id
      : payload.designId === null
        ? null
        : (await ownedDesign(db, owner, payload.designId)).id;
  await db
    .updateTable('cart_items')
    .set({
      ...columns,
      design_id: designId,
      back_side_design_id: payload.backSideDesignId ?? existing.back_side_design_id,
      is_saved_for_later: payload.isSavedForLater === true ? 1 : 0,
      updated_at: time,
    })
    .where('id', '=', existing.id)
    .execute();
  return ownedCartItem(db, owner, existing.id);
}

/** The price of a saved design's choices now (the calculator), or its refusal. */
export function repriceDesign(
  db: Db,
  maxQuantity: number,
  design: SavedDesignRow,
  texts?: CatalogueTexts,
) {
  return priceOf(
    db,
    maxQuantity,
    {
      productId: design.product_id,
      width: design.width,
      height: design.height,
      measurementUnit: design.measurement_unit === 5 ? 5 : 0,
      quantity: design.quantity,
      accessories: JSON.parse(design.accessories) as Record<string, string[]>,
    },
    texts,
  );
}

/** Adds the caller's saved design to the cart, priced now; the new row. */
export async function addDesignToCart(
  db: Db,
  maxQuantity: number,
  owner: Owner,
  design: SavedDesignRow,
  time: number,
): Promise<CartItemRow> {
  const { calculator } = await repriceDesign(db, maxQuantity, design);
  const id = randomUUID();
  await db
    .insertInto('cart_items')
    .values({
      id,
      ...ownerColumns(owner),
      product_id: design.product_id,
      product_name: design.product_name,
      width: calculator.filter.width,
      height: calculator.filter.height,
      measurement_unit: design.measurement_unit,
      quantity: calculator.filter.quantity,
      accessories: JSON.stringify(calculator.filter.selectedOptionKeys),
      price_cents: usdToCents(calculator.pricing.totalDiscountedPrice),
      used_objects: design.used_objects,
      background_image_path: design.background_image_path,
      document: design.document,
      design_svg: design.design_svg,
      design_png: design.design_png,
      back_side_design_svg: design.back_side_design_svg,
      back_side_design_png: design.back_side_design_png,
      thumbnail: design.thumbnail,
      back_side_thumbnail: design.back_side_thumbnail,
      design_id: design.id,
      back_side_design_id: null,
      is_saved_for_later: 0,
      created_at: time,
      updated_at: time,
    })
    .execute();
  return ownedCartItem(db, owner, id);
}
