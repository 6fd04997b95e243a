/**
 * Where the cart lives (spec shell §2: the routing configuration's shopping-cart route; our
 * server serves it at /shopping-cart/ by default) and the designer link that edits an item.
 */

/** The shopping-cart page's path. */
export function shoppingCartPath(): string {
  return '/shopping-cart/';
}
