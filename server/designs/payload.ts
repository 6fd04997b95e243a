/**
 * Turns a save or cart payload into the columns to store, checking everything the client
 * could get wrong or fake: the product and its size, quantity and options (the server's
 * calculator, whose total is the price — the payload's `price` is never read), every design
 * file reference (each must be one of the caller's design files: another session's id is
 * refused with `designFileNotOwned`, the same answer as an unknown id), the background (a CDN
 * image or one of the caller's uploads) and the design document (a version this server reads).
 */
import type { DesignFileRefs, SelectedAccessories } from '../../src/domain/designs/protocol';
import { ApiErrorKey } from '../../src/domain/apiErrors';
import { backgroundRefOf, DesignErrorKey, designFileIdOf } from '../../src/domain/designs/fileRefs';
import { readDesignDocument } from '../../src/domain/export/designDocument';
import type { ProductCalculator } from '../../src/domain/product';
import { calculate } from '../catalogue/calculator';
import type { CatalogueTexts } from '../catalogue/localise';
import {
  ENGLISH_TEXTS,
  localiseProduct,
  noticePhrases,
  priceLabelPhrases,
} from '../catalogue/localise';
import { loadProduct } from '../catalogue/repository';
import type { CatalogueProduct } from '../catalogue/types';
import type { Db } from '../db/database';
import type { DesignColumns } from '../db/designsSchema';
import { HttpError } from '../http/httpError';
import type { Owner } from '../uploads/owner';
import { ownedBy } from '../uploads/owner';

/** What a payload says about the product and its design (inches; `price` ignored). */
export interface PayloadFields extends DesignFileRefs {
  productId: number;
  width: number;
  height: number;
  measurementUnit?: 0 | 5;
  quantity: number;
  accessories?: SelectedAccessories;
  usedObjects?: unknown[];
  backgroundImagePath?: string | null;
  designDocument?: unknown;
}

/** The checked columns (no id, owner or times), with the calculator that priced them. */
export interface ResolvedPayload {
  columns: Omit<DesignColumns, 'id' | 'session_id' | 'user_id' | 'created_at' | 'updated_at'>;
  calculator: ProductCalculator;
  product: CatalogueProduct;
}

/** The payload fields naming design files, and their columns. */
export const FILE_FIELDS = [
  ['designSvg', 'design_svg'],
  ['designPng', 'design_png'],
  ['backSideDesignSVG', 'back_side_design_svg'],
  ['backSideDesignPng', 'back_side_design_png'],
  ['thumbnail', 'thumbnail'],
  ['backSideThumbnail', 'back_side_thumbnail'],
] as const;

type FileColumn = (typeof FILE_FIELDS)[number][1];

/** US cents of a USD amount from the calculator. */
export function usdToCents(usd: number): number {
  return Math.round(usd * 100);
}

/** Prices the product for the payload's size, quantity and options; refusals as Product/calculator. */
export async function priceOf(
  db: Db,
  maxQuantity: number,
  fields: Pick<
    PayloadFields,
    'productId' | 'width' | 'height' | 'measurementUnit' | 'quantity' | 'accessories'
  >,
  texts: CatalogueTexts = ENGLISH_TEXTS,
): Promise<{ product: CatalogueProduct; calculator: ProductCalculator }> {
  const loaded = await loadProduct(db, fields.productId);
  if (!loaded) throw HttpError.validation(ApiErrorKey.productNotFound, 'productId', 404);
  // English (the default) for what is stored; the visitor's language for what is answered.
  const product = localiseProduct(loaded, texts);
  const outcome = calculate(
    product,
    {
      productId: fields.productId,
      width: fields.width,
      height: fields.height,
      ...(fields.measurementUnit === undefined ? {} : { measurementUnit: fields.measurementUnit }),
      quantity: fields.quantity,
      selectedOptionKeys: fields.accessories ?? {},
    },
    maxQuantity,
    noticePhrases(texts),
    priceLabelPhrases(texts),
  );
  if (!outcome.ok) {
    const { key, field, status } = outcome.refusal;
    throw HttpError.validation(key, field, status);
  }
  return { product, calculator: outcome.calculator };
}

/** The design-file ids of the payload, each the caller's; 400 designFileNotOwned otherwise. */
async function ownedFiles(
  db: Db,
  owner: Owner,
  fields: DesignFileRefs,
): Promise<Record<FileColumn, string | null>> {
  const columns = {} as Record<FileColumn, string | null>;
  const wanted = new Map<string, string>();
  for (const [field, column] of FILE_FIELDS) {
    const ref = fields[field];
    if (ref === undefined || ref === null || ref === '') {
      columns[column] = null;
      continue;
    }
    const id = designFileIdOf(ref);
    if (id === null) throw HttpError.validation(DesignErrorKey.designFileNotOwned, field);
    columns[column] = id;
    wanted.set(id, field);
  }
  if (wanted.size === 0) return columns;
  const found = await db
    .selectFrom('design_files')
    .select('id')
    .where('id', 'in', [...wanted.keys()])
    .where(ownedBy<'design_files'>(owner))
    .execute();
  const mine = new Set(found.map((r) => r.id));
  for (const [id, field] of wanted)
    if (!mine.has(id)) throw HttpError.validation(DesignErrorKey.designFileNotOwned, field);
  return columns;
}

/** The background path when it is a CDN image or one of the caller's uploads. */
async function checkedBackground(
  db: Db,
  owner: Owner,
  path: string | null | undefined,
): Promise<string | null> {
  const ref = backgroundRefOf(path);
  if (ref.kind === 'none') return null;
  if (ref.kind === 'cdn') return ref.path;
  if (ref.kind === 'upload') {
    const image = await db
      .selectFrom('uploaded_images')
      .select('id')
      .where('id', '=', ref.imageId)
      .where(ownedBy<'uploaded_images'>(owner))
      .executeTakeFirst();
    if (image) return path ?? null;
  }
  throw HttpError.validation(DesignErrorKey.backgroundImageInvalid, 'backgroundImagePath');
}

/** The design document as stored JSON, or null; 400 designDocumentInvalid if unreadable. */
function checkedDocument(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const read = readDesignDocument(value);
  if (!read.ok) throw HttpError.validation(DesignErrorKey.designDocumentInvalid, 'designDocument');
  return JSON.stringify(read.document);
}

/** Checks and prices a payload for `owner`. */
export async function resolvePayload(
  db: Db,
  maxQuantity: number,
  owner: Owner,
  fields: PayloadFields,
): Promise<ResolvedPayload> {
  const { product, calculator } = await priceOf(db, maxQuantity, fields);
  const files = await ownedFiles(db, owner, fields);
  const background = await checkedBackground(db, owner, fields.backgroundImagePath);
  const document = checkedDocument(fields.designDocument);
  const filter = calculator.filter;
  return {
    product,
    calculator,
    columns: {
      product_id: product.id,
      product_name: product.name,
      width: filter.width,
      height: filter.height,
      measurement_unit: fields.measurementUnit ?? 0,
      quantity: filter.quantity,
      accessories: JSON.stringify(filter.selectedOptionKeys),
      price_cents: usdToCents(calculator.pricing.totalDiscountedPrice),
      used_objects: JSON.stringify(fields.usedObjects ?? []),
      background_image_path: background,
      document,
      ...files,
    },
  };
}
