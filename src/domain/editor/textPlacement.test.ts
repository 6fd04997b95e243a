import { describe, expect, it } from 'vitest';
import { fitText } from './textPlacement';

const allowed = { left: 10, top: 10, width: 980, height: 480 };

describe('fitText', () => {
  it.each([
    // box, keepOut, factor, centre
    [
      'inside, nothing near: unchanged',
      { left: 100, top: 100, width: 200, height: 50 },
      [],
      1,
      { x: 200, y: 125 },
    ],
    [
      'past the right edge: moved in',
      { left: 900, top: 100, width: 200, height: 50 },
      [],
      1,
      { x: 890, y: 125 },
    ],
    [
      'wider than the area: shrunk and centred',
      { left: 0, top: 100, width: 1960, height: 50 },
      [],
      0.5,
      { x: 500, y: 125 },
    ],
    [
      'under a corner grommet: moved the shorter way, beside it',
      { left: 10, top: 10, width: 300, height: 60 },
      [{ left: 0, top: 0, width: 80, height: 80 }],
      1,
      { x: 230, y: 40 },
    ],
    [
      'a full-width line under the top grommets: moved below them',
      { left: 10, top: 10, width: 980, height: 60 },
      [
        { left: 0, top: 0, width: 80, height: 80 },
        { left: 920, top: 0, width: 80, height: 80 },
      ],
      1,
      { x: 500, y: 110 },
    ],
  ])('%s', (_name, box, keepOut, factor, centre) => {
    const fit = fitText(box, { allowed, keepOut });
    expect(fit.factor).toBeCloseTo(factor, 9);
    expect(fit.centre.x).toBeCloseTo(centre.x, 9);
    expect(fit.centre.y).toBeCloseTo(centre.y, 9);
  });
});
