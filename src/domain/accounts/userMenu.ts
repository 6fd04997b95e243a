/**
 * The user dropdown (spec shell §2 "User dropdown", §9 counters): its items for a signed-out and
 * a signed-in visitor, where each link goes (the storefront's paths from the remote routing
 * configuration), the count label, and where sign-out leaves the browser.
 */
import type { RouteEntry } from '../websiteConfiguration';
import { isAdmin } from './roles';

/** The items, in the spec's order. */
export type UserMenuItemId =
  | 'signIn'
  | 'signUp'
  | 'admin'
  | 'orders'
  | 'sharedOrders'
  | 'myDesigns'
  | 'addressBook'
  | 'paymentMethods'
  | 'emailNotifications'
  | 'profileAndPassword'
  | 'logOut';

/** An item: opens a modal or signs out (no `routeKey`), or links to a storefront page. */
export interface UserMenuItem {
  id: UserMenuItemId;
  /** Translation key of its label. */
  labelKey: string;
  /** The routing configuration's key of the page it opens. */
  routeKey?: string;
  /** Opens in a new tab (the Admin link, spec shell §2). */
  newTab?: boolean;
  /** Shows the saved-designs count beside it. */
  showsDesignCount?: boolean;
}

/** Where a page is when the routing configuration lacks it (the seeded configuration's paths). */
export const DEFAULT_ROUTE_PATHS: Readonly<Record<string, string>> = {
  admin: '/admin/',
  orders: '/profile/orders',
  'shared-orders-by-me': '/profile/shared-orders-by-me',
  'my-designs': '/profile/my-designs',
  addresses: '/profile/addresses',
  'payment-methods': '/profile/payment-methods',
  'email-notifications': '/profile/email-notifications',
  'profile-and-password': '/profile/profile-and-password',
  'contact-us': '/contact-us',
};

const MY_DESIGNS: UserMenuItem = {
  id: 'myDesigns',
  labelKey: 'menuMyDesigns',
  routeKey: 'my-designs',
  showsDesignCount: true,
};

/** The items a visitor sees: signed out, or signed in with `roles`. */
export function userMenuItems(signedIn: boolean, roles: readonly string[]): UserMenuItem[] {
  if (!signedIn)
    return [
      { id: 'signIn', labelKey: 'menuSignIn' },
      { id: 'signUp', labelKey: 'menuSignUp' },
      MY_DESIGNS,
    ];
  const admin: UserMenuItem[] = isAdmin(roles)
    ? [{ id: 'admin', labelKey: 'menuAdmin', routeKey: 'admin', newTab: true }]
    : [];
  return [
    ...admin,
    { id: 'orders', labelKey: 'menuOrders', routeKey: 'orders' },
    { id: 'sharedOrders', labelKey: 'menuSharedOrders', routeKey: 'shared-orders-by-me' },
    MY_DESIGNS,
    { id: 'addressBook', labelKey: 'menuAddressBook', routeKey: 'addresses' },
    { id: 'paymentMethods', labelKey: 'menuPaymentMethods', routeKey: 'payment-methods' },
    {
      id: 'emailNotifications',
      labelKey: 'menuEmailNotifications',
      routeKey: 'email-notifications',
    },
    {
      id: 'profileAndPassword',
      labelKey: 'menuProfileAndPassword',
      routeKey: 'profile-and-password',
    },
    { id: 'logOut', labelKey: 'menuLogOut' },
  ];
}

/** A page's path: the routing configuration's entry, else {@link DEFAULT_ROUTE_PATHS}, else /. */
export function routePath(routing: readonly RouteEntry[], routeKey: string): string {
  const entry = routing.find((r) => r.routeKey === routeKey);
  // Only site paths: a configuration must not turn a menu link into another origin or a script.
  if (entry && /^\/(?!\/)/.test(entry.path)) return entry.path;
  return DEFAULT_ROUTE_PATHS[routeKey] ?? '/';
}

/** Reads the routing configuration from an untrusted value: entries with a string path and key. */
export function parseRouting(raw: unknown): RouteEntry[] {
  const list = Array.isArray(raw)
    ? raw
    : typeof raw === 'object' && raw !== null && Array.isArray((raw as { routes?: unknown }).routes)
      ? (raw as { routes: unknown[] }).routes
      : [];
  return list.flatMap((item): RouteEntry[] => {
    if (typeof item !== 'object' || item === null) return [];
    const r = item as Record<string, unknown>;
    if (typeof r.path !== 'string' || typeof r.routeKey !== 'string') return [];
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return [
      {
        path: r.path,
        routeKey: r.routeKey,
        parentPage: text(r.parentPage),
        isPrivate: r.isPrivate === true,
        metaKey: text(r.metaKey),
        routParameter: text(r.routParameter),
      },
    ];
  });
}

/** Largest count shown as a number (spec shell §9: "Counters display up to 99 then 99+"). */
export const COUNT_SHOWN_MAX = 99;

/** A counter's text: the number up to 99, then "99+"; nothing for no count. */
export function countLabel(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 0) return null;
  return count > COUNT_SHOWN_MAX ? `${COUNT_SHOWN_MAX}+` : String(Math.floor(count));
}

/** The designer's path prefix (spec shell §2: a path-prefix check decides). */
export const DESIGNER_PATH = '/designer';

/** Whether a path is inside the designer. */
export function isDesignerPath(pathname: string): boolean {
  return pathname === DESIGNER_PATH || pathname.startsWith(`${DESIGNER_PATH}/`);
}

/** Where sign-out sends the browser (spec shell §2): `/`, or null to stay on a designer path. */
export function afterSignOutPath(pathname: string): string | null {
  return isDesignerPath(pathname) ? null : '/';
}
