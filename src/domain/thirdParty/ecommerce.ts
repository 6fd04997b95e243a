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

/** An e-commerce event as the analytics interface takes it (`Analytics.track(event, properties)`). */
export interface EcommerceEventPayload {
  event: EcommerceEventName;
  properties: {
    products: AnalyticsCartLine[];
    /** Sum of price × quantity, USD, 2 decimals. */
    value: number;
    currency: 'USD';
    orderId?: string;
  };
}

function cartPayload(event: EcommerceEventName, lines: readonly AnalyticsCartLine[]) {
  const cents = lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0);
  return {
    event,
    properties: { products: [...lines], value: cents / 100, currency: 'USD' as const },
  };
}

/**
 * `Cart Viewed`, `Checkout Started` and `Order Completed` (spec shell §9) happen on the
 * storefront's cart, checkout and order pages, which the designer does not show: the storefront
 * fires them through its analytics with these payloads (lines from `cartLine`), so every event
 * of a cart carries the same per-unit prices as the designer's `Product Added`.
 */
export function cartViewedEvent(lines: readonly AnalyticsCartLine[]): EcommerceEventPayload {
  return cartPayload(EcommerceEvent.cartViewed, lines);
}

export function checkoutStartedEvent(lines: readonly AnalyticsCartLine[]): EcommerceEventPayload {
  return cartPayload(EcommerceEvent.checkoutStarted, lines);
}

export function orderCompletedEvent(
  orderId: string,
  lines: readonly AnalyticsCartLine[],
): EcommerceEventPayload {
  const payload = cartPayload(EcommerceEvent.orderCompleted, lines);
  return { ...payload, properties: { ...payload.properties, orderId } };
}
