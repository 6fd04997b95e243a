/** The cart (issue 19): Add To Cart / Update Cart, the added-to-cart popup, the calls. */
export { AddToCartButton } from './AddToCartButton';
export { AddedToCartPopup } from './AddedToCartPopup';
export { cartApi, useCartsQuantityQuery } from './cartApi';
export { cartReducer, editingCartItemSet } from './cartSlice';
export { shoppingCartPath } from './cartPaths';
export { CartLink } from './CartLink';
export { useOpenCartItem } from './useOpenCartItem';
export { useAddToCart } from './useAddToCart';
export type { AddToCartOutcome } from './useAddToCart';
