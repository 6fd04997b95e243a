/**
 * The shopping-cart page's own words (server/cartPage/cartPageHtml.ts), English here; other
 * languages' under `catalogue.phrase.cartPage.<key>` in `<lang>.catalogue.json`, picked by
 * server/catalogue/localise.ts like the notices' and price lines' words. `{n}` is a count,
 * `{product}` a product's (localised) name.
 */
export interface CartPagePhrases {
  title: string;
  backToDesigner: string;
  item: string;
  items: string;
  empty: string;
  startDesigning: string;
  total: string;
  size: string;
  quantity: string;
  edit: string;
  remove: string;
  removeProduct: string;
  designOf: string;
  noPreview: string;
}

export const ENGLISH_CART_PAGE: CartPagePhrases = {
  title: 'Shopping cart',
  backToDesigner: '← Back to the designer',
  item: '{n} item',
  items: '{n} items',
  empty: 'Your cart is empty.',
  startDesigning: 'Start designing',
  total: 'Total',
  size: 'Size',
  quantity: 'Quantity',
  edit: 'Edit',
  remove: 'Remove',
  removeProduct: 'Remove {product}',
  designOf: 'Design of {product}',
  noPreview: 'No preview',
};
