/**
 * The design save and cart-item payloads (spec shell §3) built from what the editor has: the
 * applied calculator answer (product, size in inches, quantity, selected options, price), the
 * export's uploaded files and its design document. The price sent is the calculator's total for
 * information only: the server prices every save and cart item itself.
 */
import type { DesignDocument } from '../export';
import type { ProductCalculator } from '../product';
import type { CartItemPayload, DesignSavePayload } from './protocol';
import type { SaveDesignFields } from './saveDesignForm';
import { cleanSaveDesignFields } from './saveDesignForm';
import { usedObjectsOf } from './usedObjects';

/** The export's files as the upload answered them (src/features/export/uploadOutputs). */
export interface ExportedFiles {
  designSvg: string;
  designPng: string;
  backSideDesignSvg: string | null;
  backSideDesignPng: string | null;
  /** Design-file ids of the 960 px thumbnails. */
  imageId: string;
  backSideImageId: string | null;
}

export interface DesignSnapshot {
  /** The page's origin (which background paths are ours). */
  origin: string;
  calculator: ProductCalculator;
  files: ExportedFiles;
  document: DesignDocument;
}

/**
 * The root-relative path of the front's background picture (a library background or an upload
 * marked `data-changeable-background`), or null for a colour or none. Only this site's paths:
 * a root-relative `src`, or an absolute one on `origin` (the page's).
 */
export function backgroundImagePathOf(document: DesignDocument, origin: string): string | null {
  for (const object of document.sides.front?.objects ?? []) {
    const src = object.src;
    if (object['data-changeable-background'] !== true || typeof src !== 'string') continue;
    let url: URL;
    try {
      url = new URL(src, origin);
    } catch {
      continue;
    }
    const own = src.startsWith('/') ? !src.startsWith('//') : url.origin === origin;
    if (own) return `${url.pathname}${url.search}`;
  }
  return null;
}

function common(snapshot: DesignSnapshot) {
  const { calculator: calc, files, document } = snapshot;
  return {
    width: calc.filter.width,
    height: calc.filter.height,
    measurementUnit: calc.filter.measurementUnit === 5 ? (5 as const) : (0 as const),
    quantity: calc.filter.quantity,
    accessories: calc.filter.selectedOptionKeys,
    price: calc.pricing.totalDiscountedPrice,
    usedObjects: usedObjectsOf(document),
    designSvg: files.designSvg,
    designPng: files.designPng,
    backSideDesignSVG: files.backSideDesignSvg,
    backSideDesignPng: files.backSideDesignPng,
    thumbnail: files.imageId,
    backSideThumbnail: files.backSideImageId,
    backgroundImagePath: backgroundImagePathOf(document, snapshot.origin),
    designDocument: document,
  };
}

/** `POST Designer/Design`, or with `id` `PUT Designer/Design` (the same design updated). */
export function designSavePayload(
  snapshot: DesignSnapshot,
  fields: SaveDesignFields,
  id: string | null,
): DesignSavePayload {
  const { name, description } = cleanSaveDesignFields(fields);
  return {
    ...(id ? { id } : {}),
    name,
    description,
    product: { productId: snapshot.calculator.id, name: snapshot.calculator.name },
    ...common(snapshot),
  };
}

/** One item of `POST Shopping/CartItems`, or with `cartId` the body of `PUT Shopping/CartItem`. */
export function cartItemPayload(
  snapshot: DesignSnapshot,
  cartId: string | null,
  designId: string | null,
): CartItemPayload {
  return {
    id: cartId,
    productId: snapshot.calculator.id,
    productName: snapshot.calculator.name,
    productMinQuantity: snapshot.calculator.minQuantity,
    isSavedForLater: false,
    designId,
    backSideDesignId: null,
    ...common(snapshot),
  };
}
