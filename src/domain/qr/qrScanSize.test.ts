import { describe, expect, it } from 'vitest';
import { newQrModulePx, qrScanSize } from './qrScanSize';

/** Artboard px per module that print `mm` millimetres (96 px per inch). */
const pxFor = (mm: number) => (mm / 25.4) * 96;

describe('qrScanSize', () => {
  it.each<[string, number, number, boolean]>([
    // 25 modules (version 2, a short URL): the 2 cm symbol floor decides (0.8 mm modules).
    ['25 modules at 0.8 mm: a 2 cm symbol', pxFor(0.8), 25, false],
    ['25 modules at 0.79 mm: just under 2 cm', pxFor(0.79), 25, true],
    ['25 modules at 0.5 mm: 12.5 mm', pxFor(0.5), 25, true],
    // 77 modules (version 15): 0.4 mm modules decide (30.8 mm).
    ['77 modules at 0.4 mm', pxFor(0.4), 77, false],
    ['77 modules at 0.39 mm', pxFor(0.39), 77, true],
    ['177 modules (version 40) at 0.4 mm: 70.8 mm', pxFor(0.4), 177, false],
    ['177 modules at 0.3 mm', pxFor(0.3), 177, true],
    ['a big code on a banner', pxFor(10), 29, false],
    ['mirrored: a negative scale', -pxFor(1), 25, false],
    ['within a hundredth of a mm of the floor passes', pxFor(0.8 - 0.0003), 25, false],
  ])('%s', (_, px, modules, tooSmall) => {
    expect(qrScanSize(px, modules)?.tooSmall).toBe(tooSmall);
  });

  it('reports the printed sizes and the minimum', () => {
    const size = qrScanSize(pxFor(0.5), 25)!;
    expect(size.moduleMm).toBeCloseTo(0.5, 9);
    expect(size.symbolMm).toBeCloseTo(12.5, 9);
    expect(size.minSymbolMm).toBe(20);
    expect(qrScanSize(pxFor(0.3), 177)!.minSymbolMm).toBeCloseTo(70.8, 9);
  });

  it.each<[number, number]>([
    [0, 25],
    [Number.NaN, 25],
    [Number.POSITIVE_INFINITY, 25],
    [3, 0],
    [3, 2.5],
  ])('nothing to measure: %s px, %s modules', (px, modules) => {
    expect(qrScanSize(px, modules)).toBeNull();
  });
});

describe('newQrModulePx', () => {
  it('takes 40 % of the smaller side in view', () => {
    // A 24 in banner side in view (2304 px): the code (33 modules with its quiet zone) is 921.6 px.
    expect(newQrModulePx(25, 33, 2304, 2304) * 33).toBeCloseTo(921.6, 6);
  });

  it('never smaller than it scans: zoomed far in, the code is still 2 cm', () => {
    const px = newQrModulePx(25, 33, 50, 2304);
    expect(qrScanSize(px, 25)!.tooSmall).toBe(false);
    expect(px * 25).toBeCloseTo(pxFor(20), 6);
  });

  it('never larger than the artboard: on a 0.5 in label it fills it and warns', () => {
    const px = newQrModulePx(25, 33, 48, 48);
    expect(px * 33).toBeCloseTo(48, 6);
    expect(qrScanSize(px, 25)!.tooSmall).toBe(true);
  });
});
