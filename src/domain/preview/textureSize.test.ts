import { describe, expect, it } from 'vitest';
import { budgetByName } from '../imaging/pixelBudget';
import { sideTextureSize } from './textureSize';

const DEFAULT = budgetByName('default').maxArea;
const SAFARI = budgetByName('safari').maxArea;

describe('sideTextureSize', () => {
  it.each([
    // artboard, MAX_TEXTURE_SIZE, area budget, expected
    [{ width: 72, height: 36 }, 8192, DEFAULT, { width: 2048, height: 1024 }],
    [{ width: 36, height: 72 }, 8192, DEFAULT, { width: 1024, height: 2048 }],
    [{ width: 24, height: 24 }, 8192, SAFARI, { width: 2048, height: 2048 }],
    // A GPU that takes 1024 px at most.
    [{ width: 72, height: 36 }, 1024, DEFAULT, { width: 1024, height: 512 }],
    // A tiny budget: the area decides.
    [{ width: 24, height: 24 }, 8192, 1_000_000, { width: 1000, height: 1000 }],
    // A 50 ft × 1 ft banner keeps at least a pixel on its short side.
    [{ width: 600, height: 0.1 }, 8192, DEFAULT, { width: 2048, height: 1 }],
    [{ width: 0, height: 36 }, 8192, DEFAULT, { width: 0, height: 0 }],
  ])('%o, max texture %d, budget %d → %o', (artboard, maxTextureSize, maxArea, expected) => {
    expect(sideTextureSize(artboard, { maxTextureSize, maxArea })).toEqual(expected);
  });

  it('takes a smaller long side when asked', () => {
    expect(
      sideTextureSize(
        { width: 2, height: 1 },
        { maxTextureSize: 8192, maxArea: DEFAULT, maxLongSide: 512 },
      ),
    ).toEqual({ width: 512, height: 256 });
  });
});
