import { describe, expect, it } from 'vitest';
import { visibleBand } from './visibleBand';

describe('visibleBand (the part of the frame on screen, px)', () => {
  it.each([
    // viewport height, frame top → band top, band height
    [800, 0, 0, 800],
    [800, 200, 0, 600],
    [800, -300, 300, 800],
    [800, 900, 0, 0],
    [664, -1200, 1200, 664],
  ])('viewport %i, frame at %i → top %i, height %i', (height, frameTop, top, visible) => {
    expect(visibleBand({ height, frameTop })).toEqual({ top, height: visible });
  });
});
