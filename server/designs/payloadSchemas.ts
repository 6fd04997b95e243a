/**
 * JSON schemas of the save and cart payloads (spec shell §3; src/domain/designs/protocol.ts).
 * Types are strict (the app's ajv does not coerce); sizes, quantity and options are product
 * rules the calculator checks after the schema; `price` is accepted and ignored.
 */
import {
  CART_ITEMS_PER_CALL_MAX,
  DESIGN_PAGE_SIZE_MAX,
  SAVED_DESIGN_TEXT_MAX,
} from '../../src/domain/designs/protocol';
import { pageSchema, patternSchema } from '../routes/listQuerySchema';

/** Longest file or background reference, characters (a path with an id is about 60). */
const MAX_REF_LENGTH = 2000;
/** Longest accessory or option key (as Product/calculator). */
const MAX_KEY_LENGTH = 100;
/** Most used objects recorded per design. */
const MAX_USED_OBJECTS = 2000;

export const ROW_ID_SCHEMA = { type: 'string', minLength: 1, maxLength: 64 } as const;
const ref = { type: ['string', 'null'], maxLength: MAX_REF_LENGTH } as const;

/** The fields both payloads share. */
const shared = {
  width: { type: 'number' },
  height: { type: 'number' },
  measurementUnit: { type: 'integer', enum: [0, 5] },
  quantity: { type: 'number' },
  accessories: {
    type: 'object',
    maxProperties: 50,
    additionalProperties: {
      type: 'array',
      maxItems: 50,
      items: { type: 'string', maxLength: MAX_KEY_LENGTH },
    },
  },
  price: { type: ['number', 'null'] },
  usedObjects: { type: 'array', maxItems: MAX_USED_OBJECTS },
  backgroundImagePath: ref,
  designSvg: ref,
  designPng: ref,
  backSideDesignSVG: ref,
  backSideDesignPng: ref,
  thumbnail: ref,
  backSideThumbnail: ref,
  designDocument: { type: ['object', 'null'] },
} as const;

const name = { type: 'string', maxLength: SAVED_DESIGN_TEXT_MAX } as const;

/** `POST Designer/Design`; `PUT` requires `id` too. */
export function designSaveSchema(withId: boolean) {
  return {
    type: 'object',
    required: withId
      ? ['id', 'name', 'product', 'width', 'height', 'quantity']
      : ['name', 'product', 'width', 'height', 'quantity'],
    properties: {
      ...shared,
      id: withId ? ROW_ID_SCHEMA : { type: ['string', 'null'], maxLength: 64 },
      name,
      description: { type: ['string', 'null'], maxLength: SAVED_DESIGN_TEXT_MAX },
      product: {
        type: 'object',
        required: ['productId'],
        properties: {
          productId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          name: { type: ['string', 'null'], maxLength: 500 },
        },
      },
    },
  } as const;
}

/** One cart item (`PUT Shopping/CartItem` requires `id`). */
export function cartItemSchema(withId: boolean) {
  return {
    type: 'object',
    required: withId
      ? ['id', 'productId', 'width', 'height', 'quantity']
      : ['productId', 'width', 'height', 'quantity'],
    properties: {
      ...shared,
      id: withId ? ROW_ID_SCHEMA : { type: ['string', 'null'], maxLength: 64 },
      productId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      productName: { type: ['string', 'null'], maxLength: 500 },
      productMinQuantity: { type: ['number', 'null'] },
      isSavedForLater: { type: ['boolean', 'null'] },
      designId: { type: ['string', 'null'], maxLength: 64 },
      backSideDesignId: { type: ['string', 'null'], maxLength: 64 },
    },
  } as const;
}

/** `POST Shopping/CartItems`: an array of cart items. */
export const CART_ITEMS_SCHEMA = {
  type: 'array',
  minItems: 1,
  maxItems: CART_ITEMS_PER_CALL_MAX,
  items: cartItemSchema(false),
} as const;

/** `PATCH Designer/Update`: a rename. */
export const RENAME_SCHEMA = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: ROW_ID_SCHEMA,
    name,
    description: { type: ['string', 'null'], maxLength: SAVED_DESIGN_TEXT_MAX },
  },
} as const;

/** `POST Designer/Search`. */
export const SEARCH_SCHEMA = {
  type: 'object',
  properties: {
    page: pageSchema(DESIGN_PAGE_SIZE_MAX),
    pattern: patternSchema(250),
  },
} as const;

/** `{id}` in the path. */
export const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: ROW_ID_SCHEMA },
} as const;
