import { describe, expect, it } from 'vitest';
import { parseInboundMessage } from './inboundMessages';

const m = (fields: Record<string, unknown>) => ({ designToolMessaging: true, ...fields });

describe('parseInboundMessage: accepted, unknown fields dropped', () => {
  it.each([
    [
      m({ addToCart: true, id: '1', extra: 'x' }),
      { type: 'addToCart', designToolMessaging: true, addToCart: true, id: '1' },
    ],
    [
      m({ handshake: { protocol: 1, sdkVersion: '1.0.0', junk: 1 } }),
      {
        type: 'handshake',
        designToolMessaging: true,
        handshake: { protocol: 1, sdkVersion: '1.0.0' },
      },
    ],
    [
      m({
        productCalculator: {
          productId: 101,
          width: 24,
          height: 36,
          quantity: 2,
          selectedOptions: { material: ['a'] },
        },
      }),
      {
        type: 'productCalculator',
        designToolMessaging: true,
        productCalculator: {
          productId: 101,
          width: 24,
          height: 36,
          quantity: 2,
          selectedOptions: { material: ['a'] },
        },
      },
    ],
    [
      m({
        frontUploadedData: {
          imageId: 'img-1',
          mimeType: 'image/png',
          isTemporary: false,
          other: {},
        },
      }),
      {
        type: 'frontUploadedData',
        designToolMessaging: true,
        frontUploadedData: { imageId: 'img-1', mimeType: 'image/png', isTemporary: false },
      },
    ],
    [
      m({ backUploadedData: { imageId: 'img-2' } }),
      {
        type: 'backUploadedData',
        designToolMessaging: true,
        backUploadedData: { imageId: 'img-2' },
      },
    ],
    [
      m({ payload: { productId: 5, width: 12, height: 18, isBackSide: true, nope: 1 } }),
      {
        type: 'payload',
        designToolMessaging: true,
        payload: { productId: 5, width: 12, height: 18, isBackSide: true },
      },
    ],
    [
      m({ productId: 5, isReverse: false, secret: 'dropped' }),
      { type: 'parentWindow', designToolMessaging: true, productId: 5, isReverse: false },
    ],
    [
      m({ showPreview: true, id: 'p' }),
      { type: 'showPreview', designToolMessaging: true, showPreview: true, id: 'p' },
    ],
  ])('%j', (data, expected) => {
    expect(parseInboundMessage(data)).toEqual({ ok: true, message: expected });
  });
});

describe('parseInboundMessage: refused', () => {
  it.each([
    [null, 'notAnObject', undefined],
    ['component mounted', 'notAnObject', undefined],
    [m({}), 'unknownType', undefined],
    [m({ addToCart: 'yes' }), 'invalid', '.addToCart'],
    [m({ addToCart: true, id: 7 }), 'invalid', '.id'],
    [m({ addToCart: true, id: 'x'.repeat(65) }), 'invalid', '.id'],
    [m({ productCalculator: { productId: '101' } }), 'invalid', '.productCalculator.productId'],
    [m({ productCalculator: { productId: 1.5 } }), 'invalid', '.productCalculator.productId'],
    [m({ productCalculator: { productId: 1, width: -1 } }), 'invalid', '.productCalculator.width'],
    [
      m({ productCalculator: { productId: 1, width: Number.NaN } }),
      'invalid',
      '.productCalculator.width',
    ],
    [m({ frontUploadedData: { imageId: 5 } }), 'invalid', '.frontUploadedData.imageId'],
    [m({ frontUploadedData: 'img' }), 'invalid', '.frontUploadedData'],
    [m({ payload: { width: Infinity } }), 'invalid', '.payload.width'],
    [m({ productId: 5, isReverse: 'no' }), 'invalid', '.isReverse'],
    [
      m({ payload: { selectedOptions: { material: 'a' } } }),
      'invalid',
      '.payload.selectedOptions.material',
    ],
    [
      m({ payload: { designAsBase64: 'A'.repeat(16 * 1024 * 1024 + 1) } }),
      'invalid',
      '.payload.designAsBase64',
    ],
    [{ designToolMessaging: 1, addToCart: true }, 'invalid', '.designToolMessaging'],
  ])('%#: %s at %s', (data, reason, path) => {
    const parsed = parseInboundMessage(data);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.reason).toBe(reason);
      expect(parsed.path).toBe(path);
    }
  });

  it('refuses prototype keys in a map and never pollutes Object.prototype', () => {
    const data = JSON.parse(
      '{"designToolMessaging":true,"payload":{"selectedOptions":{"__proto__":["polluted"]}}}',
    ) as unknown;
    const parsed = parseInboundMessage(data);
    expect(parsed).toEqual({
      ok: false,
      reason: 'invalid',
      path: '.payload.selectedOptions.__proto__',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops a top-level __proto__ field', () => {
    const data = JSON.parse(
      '{"designToolMessaging":true,"addToCart":true,"__proto__":{"x":1}}',
    ) as unknown;
    const parsed = parseInboundMessage(data);
    expect(parsed.ok && Object.getPrototypeOf(parsed.message)).toBe(Object.prototype);
    expect(parsed.ok && 'x' in parsed.message).toBe(false);
  });
});
