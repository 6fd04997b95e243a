import { describe, expect, it } from 'vitest';
import { defaultShadow, parseShadowColour, patchShadow, shadowColour } from './shadow';

const base = { color: '#000000', opacity: 0.5, blur: 0.1, offsetX: 0.1, offsetY: 0.1 };

describe('defaultShadow', () => {
  it.each([
    // smaller printed side → offsets and blur, inches (4 % of it, 0.01 to 2)
    [{ width: 10, height: 5 }, 0.2],
    [{ width: 1, height: 1 }, 0.04],
    [{ width: 0.1, height: 0.1 }, 0.01],
    [{ width: 200, height: 100 }, 2],
  ])('%o → %d in', (size, length) => {
    expect(defaultShadow(size)).toEqual({
      color: '#000000',
      opacity: 0.5,
      blur: length,
      offsetX: length,
      offsetY: length,
    });
  });
});

describe('patchShadow', () => {
  it.each([
    [{ blur: 0.5 }, { blur: 0.5 }],
    [{ blur: -1 }, { blur: 0 }],
    [{ blur: 9 }, { blur: 2 }],
    [
      { offsetX: -0.25, offsetY: 3 },
      { offsetX: -0.25, offsetY: 2 },
    ],
    [{ offsetX: 0.123 }, { offsetX: 0.12 }],
    [{ opacity: 1.5 }, { opacity: 1 }],
    [{ opacity: -0.5 }, { opacity: 0 }],
    [{ opacity: Number.NaN }, {}],
    [{ color: '#FF8800' }, { color: '#ff8800' }],
    [{ color: 'red' }, {}],
    [{ color: '#ff88' }, {}],
  ])('%o → %o', (patch, changed) => {
    expect(patchShadow(base, patch)).toEqual({ ...base, ...changed });
  });
});

describe('shadow colours', () => {
  it('writes rgba and reads it back', () => {
    expect(shadowColour({ ...base, color: '#ff8800', opacity: 0.25 })).toBe('rgba(255,136,0,0.25)');
    expect(parseShadowColour('rgba(255,136,0,0.25)')).toEqual({ color: '#ff8800', opacity: 0.25 });
    expect(parseShadowColour('rgb(0, 0, 0)')).toEqual({ color: '#000000', opacity: 1 });
    expect(parseShadowColour('#ABCDEF')).toEqual({ color: '#abcdef', opacity: 1 });
    expect(parseShadowColour('blue')).toBeNull();
  });
});
