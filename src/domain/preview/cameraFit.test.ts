import { describe, expect, it } from 'vitest';
import { TUNABLES } from '../tunables';
import { cameraFit } from './cameraFit';

const { fitMargin, minDistanceFactor, maxDistanceFactor } = TUNABLES.preview3d;
/** tan(45°) = 1: a 90° field of view makes the distances easy to read. */
const FOV_90 = 90;

describe('cameraFit', () => {
  it.each([
    // panel w × h, aspect, distance before the margin
    [10, 5, 1, 5], // width decides on a square view
    [10, 5, 2, 2.5], // a wide view: height 5 → 2.5, width 10 / 2 → 2.5
    [10, 5, 4, 2.5], // wider still: the height decides
    [5, 10, 1, 5], // portrait panel: the height decides
    [10, 10, 0.5, 10], // a tall phone view: the width decides
    [10, 5, 0, 5], // empty viewport: treated as square
    [10, 5, Number.NaN, 5],
  ])('%d × %d on aspect %f → %f × margin', (w, h, aspect, d) => {
    const fit = cameraFit({ width: w, height: h }, aspect, FOV_90);
    expect(fit.distance).toBeCloseTo(d * fitMargin, 9);
    expect(fit.minDistance).toBeCloseTo(d * fitMargin * minDistanceFactor, 9);
    expect(fit.maxDistance).toBeCloseTo(d * fitMargin * maxDistanceFactor, 9);
  });

  it('the orbit limits surround the fitted distance', () => {
    const fit = cameraFit({ width: 10, height: 5 }, 1.5);
    expect(fit.minDistance).toBeLessThan(fit.distance);
    expect(fit.maxDistance).toBeGreaterThan(fit.distance);
  });
});
