/**
 * The saved-designs and cart calls (spec shell §3 "Saved design", "Cart item", §7 "Cart",
 * "Saved designs"): the payloads the editor sends and the answers it reads. Sizes are inches
 * (feet are converted x12 before sending, spec shell §5); prices are USD computed by the
 * server's calculator — a `price` sent by a client is read and ignored.
 */
import type { ProductCalculator } from '../product';

/** Longest design name and description, characters (spec shell §5, §9). */
export const SAVED_DESIGN_TEXT_MAX = 450;
/** Page size of `Designer/Search` when the request gives none, and its largest. */
export const DESIGN_PAGE_SIZE = 20;
export const DESIGN_PAGE_SIZE_MAX = 100;
/** Most cart items one `Shopping/CartItems` call may add. */
export const CART_ITEMS_PER_CALL_MAX = 50;

/** Selected option keys per accessory key (the calculator's `selectedOptionKeys`). */
export type SelectedAccessories = Record<string, string[]>;

/**
 * The design files of a payload: each the `path` `AttachDesignFile` answered
 * (`/api/v1/system/designFile?id=…`) or the bare id. Every one must belong to the caller.
 */
export interface DesignFileRefs {
  designSvg?: string | null;
  designPng?: string | null;
  backSideDesignSVG?: string | null;
  backSideDesignPng?: string | null;
  /** A design thumbnail (240 or 960) of the front, for lists and the cart page. */
  thumbnail?: string | null;
  backSideThumbnail?: string | null;
}

/** What both payloads share. */
interface DesignPayloadBase extends DesignFileRefs {
  /** Inches. */
  width: number;
  height: number;
  /** 0 inch (default), 5 feet: how the size is shown; the numbers sent are inches. */
  measurementUnit?: 0 | 5;
  quantity: number;
  accessories?: SelectedAccessories;
  /** Ignored: the server computes the price. */
  price?: number;
  usedObjects?: unknown[];
  /** A CDN background (`/images/…`) or an own upload (`/api/v1/system/source?id=…`). */
  backgroundImagePath?: string | null;
  /** The editor's versioned design document of both sides (src/domain/export/designDocument). */
  designDocument?: unknown;
}

/** `POST` / `PUT Designer/Design` (PUT adds `id`). */
export interface DesignSavePayload extends DesignPayloadBase {
  id?: string;
  name: string;
  description?: string;
  product: { productId: number; name?: string };
}

/** One item of `POST Shopping/CartItems`, or the body of `PUT Shopping/CartItem` (with `id`). */
export interface CartItemPayload extends DesignPayloadBase {
  id?: string | null;
  productId: number;
  productName?: string;
  productMinQuantity?: number;
  isSavedForLater?: boolean;
  /** The saved design this item was made from (must be the caller's), if any. */
  designId?: string | null;
  backSideDesignId?: string | null;
}

/** The design files of an answer, as paths the owner may GET. */
export interface DesignFilePaths {
  designSvg: string | null;
  designPng: string | null;
  backSideDesignSVG: string | null;
  backSideDesignPng: string | null;
  thumbnail: string | null;
  backSideThumbnail: string | null;
}

/** A saved design as the calls answer it. */
export interface SavedDesign extends DesignFilePaths {
  id: string;
  name: string;
  description: string;
  /** The front's picture for lists (thumbnail, else the PNG): spec `imageId`. */
  imageId: string | null;
  backSideImageId: string | null;
  product: { productId: number; name: string };
  width: number;
  height: number;
  measurementUnit: number;
  quantity: number;
  accessories: SelectedAccessories;
  /** USD, the server's calculator total (discounts applied). */
  price: number;
  usedObjects: unknown[];
  backgroundImagePath: string | null;
  designDocument: unknown;
  createdAt: number;
  updatedAt: number;
}

/** A cart item as the calls answer it (spec shell §3 "Cart item"). */
export interface CartItem extends DesignFilePaths {
  id: string;
  productId: number;
  productName: string;
  designId: string | null;
  backSideDesignId: string | null;
  quantity: number;
  count: number;
  /** USD, recomputed by the server. */
  price: number;
  width: number;
  height: number;
  measurementUnit: number;
  accessories: SelectedAccessories;
  usedObjects: unknown[];
  backgroundImagePath: string | null;
  designDocument: unknown;
  isSavedForLater: boolean;
  createdAt: number;
  updatedAt: number;
}

/** `POST Designer/Search`. */
export interface DesignSearchRequest {
  page?: { number?: number; size?: number };
  pattern?: string | null;
}
export interface DesignSearchAnswer {
  count: number;
  data: SavedDesign[];
}
/** `GET Designer/Quantity`, `GET Shopping/CartsQuantity`. */
export interface CountAnswer {
  count: number;
}
/** `GET Designer/{id}/calculator`. */
export interface DesignCalculatorAnswer {
  productCalculator: ProductCalculator;
  design: SavedDesign;
}
/** `GET Shopping/carts/{id}/calculator`. */
export interface CartCalculatorAnswer {
  cartItem: CartItem;
  productCalculator: ProductCalculator;
}
/** `POST v2/Shopping/CheckMyDesignOptions/{id}`: whether the saved choices still price. */
export interface CheckMyDesignOptionsAnswer {
  isValid: boolean;
  /** Error keys when not valid (the calculator's refusal). */
  errors: string[];
  productCalculator: ProductCalculator | null;
}
/** `GET Designer/GetUserSvg/{id}`: the front and back SVG paths. */
export interface UserSvgAnswer {
  id: string;
  designSvg: string | null;
  backSideDesignSVG: string | null;
}
