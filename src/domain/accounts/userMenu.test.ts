import { describe, expect, it } from 'vitest';
import { afterSignOutPath, countLabel, parseRouting, routePath, userMenuItems } from './userMenu';

describe('userMenuItems', () => {
  it('signed out: Sign in, Sign up, My Designs with its count', () => {
    const items = userMenuItems(false, []);
    expect(items.map((i) => i.id)).toEqual(['signIn', 'signUp', 'myDesigns']);
    expect(items[2]!.showsDesignCount).toBe(true);
  });

  it('signed in: the account pages and Log out; Admin first, in a new tab, for Admins only', () => {
    const user = userMenuItems(true, ['Editor']).map((i) => i.id);
    expect(user).toEqual([
      'orders',
      'sharedOrders',
      'myDesigns',
      'addressBook',
      'paymentMethods',
      'emailNotifications',
      'profileAndPassword',
      'logOut',
    ]);
    const admin = userMenuItems(true, ['Admin']);
    expect(admin[0]).toMatchObject({ id: 'admin', newTab: true });
    expect(userMenuItems(true, ['admin'])[0]!.id).toBe('orders');
  });
});

describe('routePath', () => {
  const routing = parseRouting([
    { routeKey: 'orders', path: '/account/orders' },
    { routeKey: 'addresses', path: '//evil.example/x' },
    { routeKey: 'payment-methods', path: 'javascript:alert(1)' },
    { routeKey: 7, path: '/x' },
  ]);

  it("takes the routing configuration's path, else the default", () => {
    expect(routing).toHaveLength(3);
    expect(routePath(routing, 'orders')).toBe('/account/orders');
    expect(routePath(routing, 'my-designs')).toBe('/profile/my-designs');
    expect(routePath(routing, 'unknown')).toBe('/');
  });

  it('never links to another origin or a script from the configuration', () => {
    expect(routePath(routing, 'addresses')).toBe('/profile/addresses');
    expect(routePath(routing, 'payment-methods')).toBe('/profile/payment-methods');
  });

  it('reads nothing from values of other shapes', () => {
    expect(parseRouting(null)).toEqual([]);
    expect(parseRouting({ routes: [{ routeKey: 'a', path: '/a' }] })).toHaveLength(1);
  });
});

describe('countLabel', () => {
  it.each([
    [null, null],
    [undefined, null],
    [-1, null],
    [0, '0'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s → %s', (count, label) => {
    expect(countLabel(count)).toBe(label);
  });
});

describe('afterSignOutPath', () => {
  it.each([
    ['/designer/', null],
    ['/designer', null],
    ['/designer/reset-password', null],
    ['/designers', '/'],
    ['/profile/orders', '/'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => {
    expect(afterSignOutPath(path)).toBe(expected);
  });
});
