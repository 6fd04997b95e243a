/**
 * The remote routing configuration (spec shell §2): one entry per route-segment name the shell
 * knows. `routParameter` keeps the spec's spelling; `metaKey` names the page's meta
 * (title/description) translation.
 */

/** One route entry (spec shell §2: path, routeKey, parentPage, isPrivate, metaKey, routParameter). */
export interface RouteEntry {
  path: string;
  routeKey: string;
  parentPage: string | null;
  isPrivate: boolean;
  metaKey: string;
  routParameter: string | null;
}

/** [routeKey, path, parentPage, isPrivate, routParameter] */
type Row = [string, string, string | null, boolean, string | null];

const ROWS: Row[] = [
  ['designer', '/designer', null, false, null],
  // Account area: signed-in pages under /profile.
  ['orders', '/profile/orders', 'profile', true, null],
  ['order-tracking', '/order-tracking', null, false, null],
  ['order-details', '/profile/orders/order-details/:orderId', 'orders', true, 'orderId'],
  ['shared-orders-with-me', '/profile/shared-orders-with-me', 'profile', true, null],
  ['shared-orders-by-me', '/profile/shared-orders-by-me', 'profile', true, null],
  ['addresses', '/profile/addresses', 'profile', true, null],
  ['my-designs', '/profile/my-designs', 'profile', true, null],
  ['profile-and-password', '/profile/profile-and-password', 'profile', true, null],
  ['email-notifications', '/profile/email-notifications', 'profile', true, null],
  ['payment-methods', '/profile/payment-methods', 'profile', true, null],
  // Sign-in and sign-up flows.
  ['confirm-email', '/account/confirm-email', 'account', false, null],
  ['change-email', '/account/change-email', 'account', true, null],
  ['login', '/account/login', 'account', false, null],
  ['register', '/account/register', 'account', false, null],
  ['forgot-password', '/account/forgot-password', 'account', false, null],
  ['account-confirmation', '/account/account-confirmation', 'account', false, null],
  ['reset-password', '/account/reset-password', 'account', false, null],
  ['create-password', '/account/create-password', 'account', false, null],
  ['signin-facebook', '/account/signin-facebook', 'account', false, null],
  ['signin-google', '/account/signin-google', 'account', false, null],
  // E-mail subscriptions.
  ['subscribe', '/subscribe', null, false, null],
  ['unsubscribe', '/unsubscribe', null, false, null],
  ['subscriptions-settings', '/subscriptions-settings', null, false, null],
  // Shop and information pages.
  ['quote', '/quote', null, false, null],
  ['referral', '/referral', null, false, null],
  ['affiliate', '/affiliate', null, false, null],
  ['about', '/about', null, false, null],
  ['faq', '/faq', null, false, null],
  ['contact-us', '/contact-us', null, false, null],
  ['blog', '/blog', null, false, null],
  ['search', '/search', null, false, null],
  ['shopping-cart', '/shopping-cart', null, false, null],
  ['checkout', '/checkout', 'shopping-cart', false, null],
  ['terms-and-policies', '/terms-and-policies', null, false, null],
  ['thank-you', '/thank-you/:orderId', 'checkout', false, 'orderId'],
  ['sitemap', '/sitemap', null, false, null],
  ['templates', '/templates', null, false, null],
  ['product/accessories', '/product/accessories', 'product', false, null],
  ['product', '/product/:productKey', null, false, 'productKey'],
  ['product-category', '/product-category/:categoryKey', null, false, 'categoryKey'],
];

/** The routing configuration. */
export const ROUTING: RouteEntry[] = ROWS.map(
  ([routeKey, path, parentPage, isPrivate, routParameter]) => ({
    path,
    routeKey,
    parentPage,
    isPrivate,
    metaKey: `meta.${routeKey}`,
    routParameter,
  }),
);
