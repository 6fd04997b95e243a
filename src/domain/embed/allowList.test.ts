import { describe, expect, it } from 'vitest';
import { frameAncestors, messageVerdict, parseAllowedOrigins } from './allowList';

describe('parseAllowedOrigins', () => {
  it.each([
    ['', []],
    ['https://shop.example', ['https://shop.example']],
    [
      ' https://Shop.Example , http://localhost:8322 ',
      ['https://shop.example', 'http://localhost:8322'],
    ],
    ['https://shop.example/', []],
    ['https://shop.example/path', []],
    ['*', []],
    ['https://*.example', []],
    ['https://user@shop.example', []],
    ['javascript:alert(1)', []],
    ['ftp://shop.example', []],
    ['https://a.example,https://a.example', ['https://a.example']],
  ])('%j → %j', (csv, expected) => {
    expect(parseAllowedOrigins(csv)).toEqual(expected);
  });
});

describe('messageVerdict', () => {
  const allowed = ['https://shop.example'];
  it.each([
    ['https://shop.example', { designToolMessaging: true }, 'accepted'],
    ['https://shop.example', { designToolMessaging: 'true' }, 'notDesignToolMessaging'],
    ['https://shop.example', { addToCart: true }, 'notDesignToolMessaging'],
    ['https://shop.example', 'designToolMessaging', 'notDesignToolMessaging'],
    ['https://shop.example', null, 'notDesignToolMessaging'],
    ['https://shop.example', [true], 'notDesignToolMessaging'],
    ['https://shop.example.evil', { designToolMessaging: true }, 'originNotAllowed'],
    ['https://evil.shop.example', { designToolMessaging: true }, 'originNotAllowed'],
    ['http://shop.example', { designToolMessaging: true }, 'originNotAllowed'],
    ['null', { designToolMessaging: true }, 'originNotAllowed'],
  ])('%s %j → %s', (origin, data, verdict) => {
    expect(messageVerdict({ origin, data }, allowed)).toBe(verdict);
  });

  it('does not take the flag from a prototype', () => {
    const data = Object.create({ designToolMessaging: true }) as object;
    expect(messageVerdict({ origin: allowed[0]!, data }, allowed)).toBe('notDesignToolMessaging');
  });
});

describe('frameAncestors', () => {
  it('names itself and each allowed storefront', () => {
    expect(frameAncestors([])).toBe("frame-ancestors 'self'");
    expect(frameAncestors(['https://a.example', 'https://b.example'])).toBe(
      "frame-ancestors 'self' https://a.example https://b.example",
    );
  });
});
