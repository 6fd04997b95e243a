import { describe, expect, it } from 'vitest';
import { designFingerprint } from './fingerprint';

const base = { front: '{"objects":[]}', back: null, request: { productId: 1, quantity: 1 } };

describe('designFingerprint', () => {
  it('is the same for the same design', () => {
    expect(designFingerprint(base)).toBe(designFingerprint({ ...base }));
    expect(designFingerprint(base)).toMatch(/^[0-9a-f]{16}$/);
  });

  it.each([
    ['a front change', { ...base, front: '{"objects":[{}]}' }],
    ['a back side', { ...base, back: '{"objects":[]}' }],
    ['the same JSON on the other side', { ...base, front: null, back: base.front }],
    ['a quantity change', { ...base, request: { productId: 1, quantity: 2 } }],
  ])('differs after %s', (_label, changed) => {
    expect(designFingerprint(changed)).not.toBe(designFingerprint(base));
  });
});
