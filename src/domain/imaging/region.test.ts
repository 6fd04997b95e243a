import { describe, expect, it } from 'vitest';
import { PipelineError } from './errors';
import type { Orientation } from './imageInfo';
import { orientationFromExif, orientedSize } from './imageInfo';
import { budgetByName } from './pixelBudget';
import {
  checkRegionInside,
  checkRegionOutput,
  isRegionRequest,
  orientedRectToStored,
  planRasterRegion,
  rasterOutputSize,
  wholePixels,
} from './region';
import type { Rect } from './region';

function keyOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : 'not a PipelineError';
  }
}

/**
 * Where stored pixel (x, y) is shown under `o`, by the definition (rotate clockwise, then mirror
 * left-right), computed pixel by pixel: the oracle for the rectangle mapping.
 */
function shownAt(x: number, y: number, w: number, h: number, o: Orientation): [number, number] {
  let X: number;
  let Y: number;
  switch (o.rotate) {
    case 90:
      [X, Y] = [h - 1 - y, x];
      break;
    case 180:
      [X, Y] = [w - 1 - x, h - 1 - y];
      break;
    case 270:
      [X, Y] = [y, w - 1 - x];
      break;
    default:
      [X, Y] = [x, y];
  }
  const shown = orientedSize(w, h, o);
  return [o.flipHorizontal ? shown.width - 1 - X : X, Y];
}

describe('orientedRectToStored', () => {
  const w = 7;
  const h = 4;
  const rects: Rect[] = [
    { x: 0, y: 0, width: 1, height: 1 },
    { x: 1, y: 2, width: 2, height: 1 },
    { x: 0, y: 0, width: 3, height: 2 },
  ];
  for (let tag = 1; tag <= 8; tag++) {
    it(`EXIF ${tag}: the stored rectangle holds exactly the pixels shown in the region`, () => {
      const o = orientationFromExif(tag);
      const shown = orientedSize(w, h, o);
      for (const r of [...rects, { x: 0, y: 0, width: shown.width, height: shown.height }]) {
        const s = orientedRectToStored(r, o, { width: w, height: h });
        expect(s.width * s.height).toBe(r.width * r.height);
        for (let y = 0; y < h; y++) {
          for (let x = 0; x < w; x++) {
            const [X, Y] = shownAt(x, y, w, h, o);
            const inRegion = X >= r.x && X < r.x + r.width && Y >= r.y && Y < r.y + r.height;
            const inStored = x >= s.x && x < s.x + s.width && y >= s.y && y < s.y + s.height;
            expect(inStored, `tag ${tag}, stored ${x},${y}`).toBe(inRegion);
          }
        }
      }
    });
  }
});

describe('checkRegionInside', () => {
  const image = { width: 100, height: 50 };
  it.each([
    [{ x: 0, y: 0, width: 100, height: 50 }, null],
    [{ x: 99, y: 49, width: 1, height: 1 }, null],
    [{ x: 0, y: 0, width: 101, height: 50 }, 'imageRegionOutside'],
    [{ x: -1, y: 0, width: 10, height: 10 }, 'imageRegionOutside'],
    [{ x: 0, y: 45, width: 10, height: 6 }, 'imageRegionOutside'],
    [{ x: 10, y: 10, width: 0, height: 5 }, 'imageRegionOutside'],
    [{ x: 10, y: 10, width: 5, height: -1 }, 'imageRegionOutside'],
    [{ x: Number.NaN, y: 0, width: 5, height: 5 }, 'imageRegionOutside'],
  ])('%j → %s', (region, key) => {
    expect(keyOf(() => checkRegionInside(region, image))).toBe(key);
  });

  it('absorbs floating-point excess of band edges and clamps', () => {
    // The last of 20 bands, its edges computed as k × h / n: the sum can land past the edge.
    const y = (49 * 19) / 20;
    const r = checkRegionInside({ x: 0, y, width: 100, height: 50 - y + 1e-12 }, image);
    expect(r.y + r.height).toBe(50);
  });
});

describe('checkRegionOutput', () => {
  const safari = budgetByName('safari');
  it.each([
    [{ width: 1, height: 1 }, null],
    [{ width: 2500, height: 2000 }, null], // exactly 5,000,000 px
    [{ width: 2501, height: 2000 }, 'imageRegionTooLarge'],
    [{ width: 110_001, height: 1 }, 'imageRegionTooLarge'], // above the side limit
    [{ width: 0, height: 10 }, 'imageRegionInvalid'],
    [{ width: 10.5, height: 10 }, 'imageRegionInvalid'],
  ])('%j under the Safari budget → %s', (output, key) => {
    expect(keyOf(() => checkRegionOutput(output, safari))).toBe(key);
  });

  it('says how large the answer would be', () => {
    let error: unknown = null;
    try {
      checkRegionOutput({ width: 3000, height: 3000 }, safari);
    } catch (e) {
      error = e;
    }
    expect((error as PipelineError).failure.params).toEqual({ megapixels: 9, maxMegapixels: 5 });
  });
});

describe('wholePixels', () => {
  const image = { width: 10, height: 10 };
  it.each([
    [
      { x: 1.4, y: 2.6, width: 3.2, height: 1 },
      { x: 1, y: 3, width: 4, height: 1 },
    ],
    [
      { x: 9.8, y: 0, width: 0.1, height: 10 },
      { x: 9, y: 0, width: 1, height: 10 },
    ],
    [
      { x: 0.2, y: 0.2, width: 0.1, height: 0.1 },
      { x: 0, y: 0, width: 1, height: 1 },
    ],
  ])('%j → %j', (region, expected) => {
    expect(wholePixels(region, image)).toEqual(expected);
  });
});

describe('rasterOutputSize: never upscaled', () => {
  it.each([
    [
      { width: 100, height: 50 },
      { width: 50, height: 25 },
      { width: 50, height: 25 },
    ],
    [
      { width: 100, height: 50 },
      { width: 200, height: 100 },
      { width: 100, height: 50 },
    ],
    [
      { width: 100, height: 50 },
      { width: 200, height: 20 },
      { width: 100, height: 20 },
    ],
  ])('region %j, output %j → %j', (region, output, expected) => {
    expect(rasterOutputSize(region, output)).toEqual(expected);
  });
});

describe('planRasterRegion', () => {
  it('maps an oriented corner of an EXIF 6 image to the stored one and swaps the output', () => {
    // Stored 40 × 60, shown 60 × 40 (rotated clockwise): the shown top-left is the stored
    // bottom-left.
    const plan = planRasterRegion({ width: 40, height: 60 }, orientationFromExif(6), {
      region: { x: 0, y: 0, width: 30, height: 10 },
      output: { width: 15, height: 5 },
    });
    expect(plan.oriented).toEqual({ x: 0, y: 0, width: 30, height: 10 });
    expect(plan.stored).toEqual({ x: 0, y: 30, width: 10, height: 30 });
    expect(plan.storedOutput).toEqual({ width: 5, height: 15 });
  });

  it('refuses a region of the stored size that lies outside the oriented image', () => {
    const request = {
      region: { x: 0, y: 0, width: 40, height: 60 },
      output: { width: 4, height: 6 },
    };
    expect(
      keyOf(() => planRasterRegion({ width: 40, height: 60 }, orientationFromExif(6), request)),
    ).toBe('imageRegionOutside');
  });
});

describe('isRegionRequest', () => {
  const good = { region: { x: 0, y: 0, width: 1, height: 1 }, output: { width: 1, height: 1 } };
  it.each([
    [good, true],
    [{ ...good, page: 2 }, true],
    [{ ...good, page: -1 }, false],
    [{ ...good, page: 1.5 }, false],
    [{ region: good.region }, false],
    [{ ...good, output: { width: '1', height: 1 } }, false],
    [{ ...good, region: { x: Infinity, y: 0, width: 1, height: 1 } }, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isRegionRequest(value)).toBe(expected);
  });
});
