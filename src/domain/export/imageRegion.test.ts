import { describe, expect, it } from 'vitest';
import type { Matrix, RegionRequest } from './imageRegion';
import { elementDensity, needsOriginal, planRegion } from './imageRegion';

/** An image of `element` px shown at `shown` artboard px wide, centred at (cx, cy), rotated. */
function request(over: Partial<RegionRequest> & { matrix: Matrix }): RegionRequest {
  return {
    element: { width: 1000, height: 500 },
    crop: { x: 0, y: 0 },
    drawn: { width: 1000, height: 500 },
    original: { width: 10000, height: 5000 },
    vector: false,
    area: { x: 0, y: 0, width: 10000, height: 10000 },
    scale: { x: 1, y: 1 },
    marginPx: 0,
    maxArea: 5_000_000,
    ...over,
  };
}

function rotated(deg: number, s: number, e: number, f: number): Matrix {
  const r = (deg * Math.PI) / 180;
  return [s * Math.cos(r), s * Math.sin(r), -s * Math.sin(r), s * Math.cos(r), e, f];
}

describe('elementDensity and needsOriginal', () => {
  it.each<[string, Partial<RegionRequest> & { matrix: Matrix }, boolean]>([
    ['drawn at its own size', { matrix: [1, 0, 0, 1, 500, 250] }, false],
    ['drawn 4× larger than the raster', { matrix: [4, 0, 0, 4, 0, 0] }, true],
    [
      'drawn smaller, printed at 3×: enlarged 1.5×',
      { matrix: [0.5, 0, 0, 0.5, 0, 0], scale: { x: 3, y: 3 } },
      true,
    ],
    [
      'enlarged but the original is no bigger',
      { matrix: [4, 0, 0, 4, 0, 0], original: { width: 1000, height: 500 } },
      false,
    ],
    [
      'a vector original is always drawn from the original when enlarged',
      { matrix: [2, 0, 0, 2, 0, 0], original: { width: 1000, height: 500 }, vector: true },
      true,
    ],
    ['rotated 30° at 2×', { matrix: rotated(30, 2, 0, 0) }, true],
    ['rotated 30° at 0.9×', { matrix: rotated(30, 0.9, 0, 0) }, false],
  ])('%s', (_, over, expected) => {
    expect(needsOriginal(request(over))).toBe(expected);
  });

  it('measures the density along each element axis, rotation included', () => {
    const d = elementDensity(rotated(45, 2, 0, 0), { x: 1.5, y: 1.5 });
    expect(d.width).toBeCloseTo(3, 9);
    expect(d.height).toBeCloseTo(3, 9);
  });
});

describe('planRegion', () => {
  it('an unrotated image shown 2× in a band covering its top half', () => {
    // Element 1000 × 500 centred at (1000, 500), drawn 2× → covers artboard x 0–2000, y 0–1000.
    const plan = planRegion(
      request({ matrix: [2, 0, 0, 2, 1000, 500], area: { x: 0, y: 0, width: 4000, height: 500 } }),
    );
    expect(plan).toEqual({
      region: { x: 0, y: 0, width: 10000, height: 2500 },
      // 2 output px per element px = 0.2 per original px.
      output: { width: 2000, height: 500 },
      onElement: { x: 0, y: 0, width: 1000, height: 250 },
    });
  });

  it('output scale applies: a band of a 300 DPI print (scale 3.125)', () => {
    const plan = planRegion(
      request({
        matrix: [1, 0, 0, 1, 500, 250],
        scale: { x: 3.125, y: 3.125 },
        area: { x: 0, y: 781, width: 3125, height: 100 },
      }),
    );
    expect(plan?.region.y).toBe(2499);
    expect(plan?.region.height).toBe(2820 - 2499);
    expect(plan?.output.width).toBe(3125);
  });

  it('adds the margin and clamps it to the original', () => {
    const plan = planRegion(
      request({
        matrix: [2, 0, 0, 2, 1000, 500],
        area: { x: 1000, y: 400, width: 10, height: 10 },
        marginPx: 2,
      }),
    );
    expect(plan?.region).toEqual({ x: 4998, y: 1998, width: 54, height: 54 });
  });

  it('never upscales a raster; vectors render at the output density', () => {
    const raster = planRegion(
      request({ matrix: [20, 0, 0, 20, 0, 0], area: { x: 0, y: 0, width: 1000, height: 1000 } }),
    );
    expect(raster?.region).toEqual({ x: 5000, y: 2500, width: 500, height: 500 });
    expect(raster?.output).toEqual({ width: 500, height: 500 });
    const vector = planRegion(
      request({
        matrix: [20, 0, 0, 20, 0, 0],
        original: { width: 1000, height: 500 },
        vector: true,
        area: { x: 0, y: 0, width: 2000, height: 2000 },
      }),
    );
    // 20 output px per original px over the 100 × 100 original px under the area.
    expect(vector?.output).toEqual({ width: 2000, height: 2000 });
  });

  it('fits the output into the area budget, keeping proportions', () => {
    const plan = planRegion(request({ matrix: [10, 0, 0, 10, 5000, 2500], maxArea: 1_000_000 }));
    expect(plan).not.toBeNull();
    const { width, height } = plan!.output;
    expect(width * height).toBeLessThanOrEqual(1_000_000);
    expect(width / height).toBeCloseTo(2, 1);
  });

  it('is null when the image misses the area or cannot be inverted', () => {
    expect(
      planRegion(
        request({ matrix: [1, 0, 0, 1, 500, 250], area: { x: 2000, y: 0, width: 10, height: 10 } }),
      ),
    ).toBeNull();
    expect(planRegion(request({ matrix: [0, 0, 0, 0, 0, 0] }))).toBeNull();
  });

  it('a rotated image asks for the bounding box of the area in its own pixels', () => {
    // 90° rotation, 1 element px = 1 artboard px, centred at (250, 500): element x ↦ artboard y.
    const plan = planRegion(
      request({
        matrix: [0, 1, -1, 0, 250, 500],
        area: { x: 0, y: 0, width: 500, height: 100 },
      }),
    );
    // Artboard rows 0–100 are element columns 0–100; all 500 element rows.
    expect(plan?.onElement).toEqual({ x: 0, y: 0, width: 100, height: 500 });
  });

  it('honours a crop', () => {
    const plan = planRegion(
      request({
        matrix: [1, 0, 0, 1, 250, 250],
        crop: { x: 500, y: 0 },
        drawn: { width: 500, height: 500 },
        area: { x: 0, y: 0, width: 100, height: 100 },
      }),
    );
    expect(plan?.onElement).toEqual({ x: 500, y: 0, width: 100, height: 100 });
  });
});
