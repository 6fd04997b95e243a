import { describe, expect, it } from 'vitest';
import type { RelayoutChange } from './relayout';
import { relayoutDesignJson, relayoutObjects } from './relayout';

// A 72 × 36 in banner and the sizes it changes to (96 px per inch).
const BANNER = { width: 6912, height: 3456 };
const SMALLER = { width: 4608, height: 2304 }; // 48 × 24 in: same shape, 2/3
const SQUARE = { width: 3456, height: 3456 }; // 36 × 36 in

const change = (to = SMALLER, safe: RelayoutChange['safe'] = null): RelayoutChange => ({
  from: BANNER,
  to,
  safe,
});

const rect = (o: Record<string, unknown> = {}) => ({
  type: 'Rect',
  left: 6912 * 0.25,
  top: 3456 * 0.5,
  width: 400,
  height: 200,
  originX: 'center',
  originY: 'center',
  scaleX: 1,
  scaleY: 1,
  angle: 0,
  ...o,
});

const close = (v: unknown, expected: number) => expect(v as number).toBeCloseTo(expected, 6);

describe('relayoutObjects', () => {
  it.each([
    // [case, to, expected centre x, expected centre y, expected scale]
    ['same shape, smaller: place and size scale by 2/3', SMALLER, 4608 * 0.25, 2304 * 0.5, 2 / 3],
    [
      'to a square: place by each axis, size by the smaller ratio',
      SQUARE,
      3456 * 0.25,
      3456 * 0.5,
      0.5,
    ],
    [
      'larger: grows by the smaller ratio',
      { width: 13824, height: 10368 },
      13824 * 0.25,
      10368 * 0.5,
      2,
    ],
  ])('%s', (_name, to, x, y, scale) => {
    const [o] = relayoutObjects([rect()], change(to));
    close(o!.left, x);
    close(o!.top, y);
    close(o!.scaleX, scale);
    close(o!.scaleY, scale);
  });

  it('a top-left origin keeps the centre in place, turned objects included', () => {
    // 400 × 200 at 30°, origin top-left: its centre is the origin plus the turned half-size.
    const a = (30 * Math.PI) / 180;
    const cx = 1000;
    const cy = 1200;
    const toOrigin = {
      x: -200 * Math.cos(a) + 100 * Math.sin(a),
      y: -200 * Math.sin(a) - 100 * Math.cos(a),
    };
    const o = rect({
      originX: 'left',
      originY: 'top',
      angle: 30,
      left: cx + toOrigin.x,
      top: cy + toOrigin.y,
    });
    const [moved] = relayoutObjects([o], change(SQUARE));
    const s = 0.5;
    close(moved!.left, (cx / 6912) * 3456 + toOrigin.x * s);
    close(moved!.top, (cy / 3456) * 3456 + toOrigin.y * s);
  });

  it('the stroke counts in the size, as Fabric draws it', () => {
    const o = rect({
      originX: 'left',
      originY: 'top',
      left: 0,
      top: 0,
      stroke: '#000',
      strokeWidth: 20,
    });
    // Drawn box 420 × 220, centre (210, 110) → (140, 73.33) on the 2/3 artboard; its 2/3-size
    // box then starts at the corner again. Without the stroke it would start at (6.67, 6.67).
    const [moved] = relayoutObjects([o], change());
    close(moved!.left, 0);
    close(moved!.top, 0);
  });

  it('a background covers the new artboard (larger ratio)', () => {
    const bg = rect({
      id: 'changeable-background',
      left: 3456,
      top: 1728,
      width: 6912,
      height: 3456,
    });
    const [moved] = relayoutObjects([bg], change(SQUARE));
    close(moved!.scaleX, 1); // max(0.5, 1)
    close(moved!.left, 1728);
    close(moved!.top, 1728);
  });

  it('text moves inside the safe zone, and shrinks when it is wider than it', () => {
    const safe = { left: 96, top: 96, width: 3456 - 192, height: 3456 - 192 };
    // Near the right edge of the banner: after the change its box would cross the safe edge.
    const text = rect({ type: 'Textbox', left: 6800, top: 1728, width: 600, height: 100 });
    const [moved] = relayoutObjects([text], change(SQUARE, safe));
    close(moved!.scaleX, 0.5);
    close(moved!.left, 96 + 3264 - 150); // right edge on the safe zone's right edge
    const wide = rect({ type: 'Textbox', left: 3456, top: 1728, width: 6912, height: 100 });
    const [shrunk] = relayoutObjects([wide], change(SQUARE, safe));
    close(shrunk!.scaleX, 3264 / 6912);
    close(shrunk!.left, 1728);
  });

  it('shapes may keep their place outside the safe zone (only text is held inside)', () => {
    const safe = { left: 96, top: 96, width: 3264, height: 3264 };
    const [moved] = relayoutObjects([rect({ left: 6900 })], change(SQUARE, safe));
    close(moved!.left, (6900 / 6912) * 3456);
  });

  it('unusable sizes and unchanged artboards change nothing', () => {
    const o = rect();
    expect(relayoutObjects([o], { from: BANNER, to: BANNER, safe: null })).toEqual([o]);
    expect(
      relayoutObjects([o], { from: { width: 0, height: 10 }, to: SQUARE, safe: null }),
    ).toEqual([o]);
    expect(
      relayoutObjects([o], { from: BANNER, to: { width: Number.NaN, height: 1 }, safe: null }),
    ).toEqual([o]);
  });
});

describe('relayoutDesignJson', () => {
  it('rewrites the objects and keeps the rest of the side', () => {
    const json = JSON.stringify({ designVersion: 1, background: '#fff', objects: [rect()] });
    const out = JSON.parse(relayoutDesignJson(json, change())) as {
      background: string;
      objects: { scaleX: number }[];
    };
    expect(out.background).toBe('#fff');
    close(out.objects[0]!.scaleX, 2 / 3);
  });

  it.each([['not json'], ['{"objects":3}'], ['null']])('leaves %s as it is', (json) => {
    expect(relayoutDesignJson(json, change())).toBe(json);
  });
});
