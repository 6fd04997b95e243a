import { describe, expect, it } from 'vitest';
import { boundsOf } from './objectGeometry';
import { relayoutObjects } from './relayout';
import { layoutTemplate } from './templateLayout';

/** A 24 × 18 in template, px. */
const FROM = { width: 2304, height: 1728 };
const whole = (s: { width: number; height: number }) => ({
  allowed: { left: 0, top: 0, width: s.width, height: s.height },
  keepOut: [],
});

const rect = (anchor: string, left: number, top: number, width = 200, height = 100) => ({
  type: 'Rect',
  originX: 'center',
  originY: 'center',
  left,
  top,
  width,
  height,
  'data-anchor': anchor,
});

describe('layoutTemplate: anchors', () => {
  // Onto a 48 × 18 in banner (twice as wide, same height): scale 1, the width doubles.
  const WIDE = { width: 4608, height: 1728 };
  it.each([
    ['top-left keeps its gaps to the left and top', rect('top-left', 200, 150), 200, 150],
    ['top-right keeps its gap to the right', rect('top-right', 2104, 150), 4408, 150],
    ['center keeps its offset from the centre', rect('center', 1252, 864), 2404, 864],
    ['bottom keeps its gap to the bottom, centred across', rect('bottom', 1152, 1578), 2304, 1578],
    ['left keeps its gap to the left', rect('left', 300, 864), 300, 864],
  ])('%s', (_name, object, left, top) => {
    const [out] = layoutTemplate([object], FROM, WIDE, whole(WIDE));
    expect(out?.left).toBeCloseTo(left, 9);
    expect(out?.top).toBeCloseTo(top, 9);
    expect(out?.scaleX).toBe(1);
  });

  it('scales by the smaller ratio onto a portrait sign, nothing stretched', () => {
    const portrait = { width: 1728, height: 2304 }; // 18 × 24 in: ratio 0.75 across, 4/3 down
    const [out] = layoutTemplate([rect('top-right', 2104, 150)], FROM, portrait, whole(portrait));
    expect(out?.scaleX).toBeCloseTo(0.75, 9);
    expect(out?.scaleY).toBeCloseTo(0.75, 9);
    // 100 px gap to the right edge at 0.75 = 75 px; half-width 75 px.
    expect(out?.left).toBeCloseTo(1728 - 75 - 75, 9);
    expect(out?.top).toBeCloseTo(150 * 0.75, 9);
  });
});

describe('layoutTemplate: bleeds and image slots', () => {
  const PORTRAIT = { width: 1728, height: 2304 };
  it('a full-bleed background still covers the artboard', () => {
    const bg = { ...rect('center', 1152, 864, 2304, 1728), id: 'changeable-background' };
    const [out] = layoutTemplate([bg], FROM, PORTRAIT, whole(PORTRAIT));
    expect(boundsOf(out ?? {})).toEqual({ left: 0, top: 0, width: 1728, height: 2304 });
  });

  it('a full-width band stays full width at its anchored height', () => {
    const band = rect('top', 1152, 100, 2304, 200);
    const [out] = layoutTemplate([band], FROM, PORTRAIT, whole(PORTRAIT));
    const b = boundsOf(out ?? {});
    expect(b.left).toBeCloseTo(0, 9);
    expect(b.width).toBeCloseTo(1728, 9);
    expect(b.height).toBeCloseTo(150, 9);
    expect(b.top).toBeCloseTo(0, 9);
  });

  it('an image column covers its slot: scaled to cover, the overflow cropped evenly', () => {
    // A 1920 × 1280 picture filling the right half (1152 × 1728 slot): scale 1.35, crop across.
    const slot = {
      type: 'Image',
      id: 'changeable-image-photo',
      originX: 'center',
      originY: 'center',
      left: 1728,
      top: 864,
      width: 1152 / 1.35,
      height: 1280,
      cropX: (1920 - 1152 / 1.35) / 2,
      cropY: 0,
      scaleX: 1.35,
      scaleY: 1.35,
      'data-anchor': 'right',
    };
    const WIDE = { width: 4608, height: 1728 };
    const [out] = layoutTemplate([slot], FROM, WIDE, whole(WIDE));
    const b = boundsOf(out ?? {});
    // Scale 1: the slot keeps its 1152 px width at the right edge, full height.
    expect(b.left).toBeCloseTo(4608 - 1152, 6);
    expect(b.width).toBeCloseTo(1152, 6);
    expect(b.height).toBeCloseTo(1728, 6);
    expect(out?.scaleX).toBeCloseTo(1.35, 9);
    // Onto a strip 4 times as wide as tall: the slot is now wider than the picture's ratio.
    const STRIP = { width: 6912, height: 1728 };
    const [strip] = layoutTemplate([slot], FROM, STRIP, whole(STRIP));
    const s = boundsOf(strip ?? {});
    expect(s.width).toBeCloseTo(1152, 6);
    expect(s.height).toBeCloseTo(1728, 6);
    expect(Number(strip?.cropX) * 2 + Number(strip?.width)).toBeCloseTo(1920, 6);
  });
});

describe('layoutTemplate: text', () => {
  const text = {
    type: 'Textbox',
    id: 'changeable-text-headline',
    text: 'GRAND\nOPENING',
    fontFamily: 'Bebas Neue',
    fontSize: 200,
    lineHeight: 1.1,
    originX: 'center',
    originY: 'center',
    left: 1152,
    top: 300,
    width: 2000,
    'data-anchor': 'top',
  };
  const SMALL = { width: 1152, height: 1152 }; // 12 × 12 in
  const safe = { left: 24, top: 24, width: 1104, height: 1104 };
  const grommets = [
    { left: 0, top: 0, width: 120, height: 120 },
    { left: 1032, top: 0, width: 120, height: 120 },
  ];

  it('stays inside the safe zone and clear of the hardware', () => {
    const [out] = layoutTemplate([text], FROM, SMALL, { allowed: safe, keepOut: grommets });
    const b = boundsOf(out ?? {});
    expect(b.left).toBeGreaterThanOrEqual(safe.left - 1e-9);
    expect(b.left + b.width).toBeLessThanOrEqual(safe.left + safe.width + 1e-9);
    expect(b.top).toBeGreaterThanOrEqual(120 - 1e-9); // below the grommets
  });

  it('switching back to the template size restores the design exactly', () => {
    const objects = [text, rect('bottom-right', 2000, 1500)];
    const original = layoutTemplate(objects, FROM, FROM, whole(FROM));
    const small = relayoutObjects(original, {
      from: FROM,
      to: SMALL,
      safe,
      keepOut: grommets,
    });
    const back = relayoutObjects(small, { from: SMALL, to: FROM, safe: null });
    expect(back).toEqual(original);
    expect(original[0]?.left).toBe(1152);
    expect(original[0]?.top).toBe(300);
  });

  it('an object the shopper moved loses its layout and moves as any object', () => {
    const [laid] = layoutTemplate([rect('top-left', 200, 150)], FROM, FROM, whole(FROM));
    const moved = { ...laid, left: 700 };
    const [out] = relayoutObjects([moved], { from: FROM, to: SMALL, safe: null });
    expect(out?.['data-template-layout']).toBeUndefined();
    expect(out?.left).toBeCloseTo((700 / 2304) * 1152, 6);
  });
});
