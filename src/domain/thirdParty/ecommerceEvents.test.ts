import { describe, expect, it } from 'vitest';
import { cartLine, cartViewedEvent, checkoutStartedEvent, orderCompletedEvent } from './ecommerce';

// 3 signs for $20.00 (6.666… → 6.67 each) and 1 banner for $45.50.
const LINES = [cartLine(103, 'Yard Sign', 3, 20), cartLine(101, 'Vinyl Banner', 1, 45.5)];

describe('the storefront pages’ e-commerce events', () => {
  it.each([
    [cartViewedEvent(LINES), 'Cart Viewed'],
    [checkoutStartedEvent(LINES), 'Checkout Started'],
  ])('%j is named %s, with the lines and their value', (payload, name) => {
    expect(payload.event).toBe(name);
    expect(payload.properties.products.map((p) => p.price)).toEqual([6.67, 45.5]);
    // 3 × 6.67 + 45.50, in cents: no float noise (65.51, not 65.50999…)
    expect(payload.properties.value).toBe(65.51);
    expect(payload.properties.currency).toBe('USD');
    expect(payload.properties.orderId).toBeUndefined();
  });

  it('Order Completed carries the order id', () => {
    expect(orderCompletedEvent('A-1001', LINES)).toEqual({
      event: 'Order Completed',
      properties: { products: LINES, value: 65.51, currency: 'USD', orderId: 'A-1001' },
    });
  });

  it('an empty cart is worth 0', () => {
    expect(cartViewedEvent([]).properties).toEqual({ products: [], value: 0, currency: 'USD' });
  });
});
