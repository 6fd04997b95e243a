/**
 * The e-commerce analytics events (spec shell §9: "a set of e-commerce event names (product
 * list, cart, checkout, purchase and so on) is defined"; "Analytics categories: Designer
 * elements, stock images, templates, products"; "Cart analytics price is per unit rounded to 2
 * decimals"). Every event goes through the analytics interface (src/platform/thirdParty).
 */

/** The event names, in the words of the e-commerce spec the analytics vendors share. */
export const EcommerceEvent = {
  productListViewed: 'Product List Viewed',
  productAdded: 'Product Added',
  cartViewed: 'Cart Viewed',
  checkoutStarted: 'Checkout Started',
  orderCompleted: 'Order Completed',
  designerItemChosen: 'Designer Item Chosen',
} as const;
export type EcommerceEventName = (typeof EcommerceEvent)[keyof typeof EcommerceEvent];

/** The designer's analytics categories. */
export const AnalyticsCategory = {
  elements: 'Designer elements',
  stockImages: 'Designer stock images',
  templates: 'Designer templates',
  products: 'Designer products',
} as const;
export type AnalyticsCategoryName = (typeof AnalyticsCategory)[keyof typeof AnalyticsCategory];

/**
 * The per-unit price of a cart line, USD rounded half away from zero to 2 decimals: the total
 * over the quantity (0 when the quantity is not a positive number).
 */
export function unitPriceForAnalytics(total: number, quantity: number): number {
  if (!(quantity > 0) || !Number.isFinite(total)) return 0;
  const unit = total / quantity;
  // Rounded on the cents with a small nudge: 1.005 is 1.00499… in binary and must give 1.01.
  return Math.sign(unit) * (Math.round(Math.abs(unit) * 100 + 1e-9) / 100);
}

/** A cart line as the analytics events carry it. */
export interface AnalyticsCartLine {
  productId: number;
  name: string;
  quantity: number;
  /** Per unit, 2 decimals. */
  price: number;
  currency: 'USD';
}

/** The cart line of a product, quantity and total price. */
export function cartLine(
  productId: number,
  name: string,
  quantity: number,
  total: number,
): AnalyticsCartLine {
  return {
    productId,
    name,
    quantity,
    price: unitPriceForAnalytics(total, quantity),
    currency: 'USD',
  };
}
