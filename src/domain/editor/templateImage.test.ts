import { describe, expect, it } from 'vitest';
import { fillImageSlot, templateImageRef } from './templateImage';

const slot = {
  type: 'Image',
  id: 'changeable-image-photo',
  src: '/images/process?src=a.svg&width=1920',
  originX: 'center',
  originY: 'center',
  left: 400,
  top: 300,
  width: 1920,
  height: 960,
  cropX: 0,
  cropY: 160,
  scaleX: 0.25,
  scaleY: 0.25,
};
const text = { type: 'Textbox', id: 'changeable-text-title', text: 'Hi' };

describe('templateImageRef', () => {
  it.each([
    ['local-12', 'stock'],
    ['local-x', 'upload'],
    ['9f2c0b7e-1', 'upload'],
    ['12', 'upload'],
  ])('%s names a %s picture', (id, kind) => {
    expect(templateImageRef(id)).toEqual({ kind, id });
  });
});

describe('fillImageSlot', () => {
  const image = (width: number, height: number) => ({
    src: '/api/v1/system/source?id=u1&size=1',
    width,
    height,
    data: { 'data-usedUploadId': 'u1' },
  });

  it.each([
    // picture px → shown width × height stays 480 × 240, cropped to cover, centred
    [1000, 1000, { width: 1000, height: 500, cropX: 0, cropY: 250, scaleX: 0.48 }],
    [4000, 1000, { width: 2000, height: 1000, cropX: 1000, cropY: 0, scaleX: 0.24 }],
    [480, 240, { width: 480, height: 240, cropX: 0, cropY: 0, scaleX: 1 }],
  ])('a %d × %d picture covers the slot', (w, h, expected) => {
    const [t, filled] = fillImageSlot([text, slot], image(w, h));
    expect(t).toBe(text);
    expect(filled).toMatchObject({
      ...expected,
      scaleY: expected.scaleX,
      src: '/api/v1/system/source?id=u1&size=1',
      'data-usedUploadId': 'u1',
      id: 'changeable-image-photo',
      left: 400,
      top: 300,
    });
    const f = filled as typeof slot;
    expect(f.width * f.scaleX).toBeCloseTo(480, 9);
    expect(f.height * f.scaleY).toBeCloseTo(240, 9);
  });

  it('only the first slot is filled; nothing changes without a slot or a size', () => {
    const second = { ...slot, id: 'changeable-image-logo' };
    const out = fillImageSlot([slot, second], image(100, 100));
    expect(out[0]).not.toEqual(slot);
    expect(out[1]).toBe(second);
    expect(fillImageSlot([text], image(100, 100))).toEqual([text]);
    expect(fillImageSlot([slot], image(0, 100))).toEqual([slot]);
    const notAnImage = { ...text, id: 'changeable-image-x' };
    expect(fillImageSlot([notAnImage], image(100, 100))).toEqual([notAnImage]);
  });
});
