/**
 * Rows to answers (src/domain/designs/protocol.ts), and finding a row by id for its owner:
 * an unknown id answers 404 `resourceNotFound`, another owner's row 400 `wrongUser` (spec shell
 * §4 "Access denied": the editor raises the access-denied modal).
 */
import type { Selectable } from 'kysely';
import type {
  CartItem,
  DesignFilePaths,
  SavedDesign,
  SelectedAccessories,
} from '../../src/domain/designs/protocol';
import { designFilePath } from '../../src/domain/uploads/designFiles';
import { requireOwnership } from '../accounts/access';
import type { Db } from '../db/database';
import type { CartItemsTable, DesignColumns, SavedDesignsTable } from '../db/designsSchema';
import { HttpError } from '../http/httpError';
import type { Owner } from '../uploads/owner';

export type SavedDesignRow = Selectable<SavedDesignsTable>;
export type CartItemRow = Selectable<CartItemsTable>;

const pathOf = (id: string | null): string | null => (id === null ? null : designFilePath(id));

function parsed<T>(json: string | null, fallback: T): T {
  if (json === null) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

function filePaths(row: DesignColumns): DesignFilePaths {
  return {
    designSvg: pathOf(row.design_svg),
    designPng: pathOf(row.design_png),
    backSideDesignSVG: pathOf(row.back_side_design_svg),
    backSideDesignPng: pathOf(row.back_side_design_png),
    thumbnail: pathOf(row.thumbnail),
    backSideThumbnail: pathOf(row.back_side_thumbnail),
  };
}

function shared(row: DesignColumns) {
  return {
    ...filePaths(row),
    width: row.width,
    height: row.height,
    measurementUnit: row.measurement_unit,
    quantity: row.quantity,
    accessories: parsed<SelectedAccessories>(row.accessories, {}),
    price: Number(row.price_cents) / 100,
    usedObjects: parsed<unknown[]>(row.used_objects, []),
    backgroundImagePath: row.background_image_path,
    designDocument: parsed<unknown>(row.document, null),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A saved design's answer. */
export function savedDesignAnswer(row: SavedDesignRow): SavedDesign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageId: pathOf(row.thumbnail ?? row.design_png),
    backSideImageId: pathOf(row.back_side_thumbnail ?? row.back_side_design_png),
    product: { productId: row.product_id, name: row.product_name },
    ...shared(row),
  };
}

/** A cart item's answer. */
export function cartItemAnswer(row: CartItemRow): CartItem {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    designId: row.design_id,
    backSideDesignId: row.back_side_design_id,
    count: row.quantity,
    isSavedForLater: row.is_saved_for_later === 1,
    ...shared(row),
  };
}

/** The caller's saved design `id`: 404 unknown, 400 wrongUser someone else's. */
export async function ownedDesign(db: Db, owner: Owner, id: string): Promise<SavedDesignRow> {
  const row = await db
    .selectFrom('saved_designs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw HttpError.notFound();
  requireOwnership(row, owner);
  return row;
}

/** The caller's cart item `id`: 404 unknown, 400 wrongUser someone else's. */
export async function ownedCartItem(db: Db, owner: Owner, id: string): Promise<CartItemRow> {
  const row = await db.selectFrom('cart_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw HttpError.notFound();
  requireOwnership(row, owner);
  return row;
}

/** Owner columns of a new row: the user, or for a guest its session. */
export function ownerColumns(owner: Owner): { session_id: string; user_id: number | null } {
  return { session_id: owner.sessionId, user_id: owner.userId };
}
