import { describe, expect, it } from 'vitest';
import { shouldAutoStart } from './autoStart';
import { spotlightRect, tipPosition, tipSide, tourFits } from './spotlight';

const screen = { width: 1440, height: 900 };
const tip = { width: 320, height: 200 };

describe('spotlightRect: 15 px gap, 10 px from the edges', () => {
  it.each([
    [
      'in the middle',
      { left: 500, top: 400, width: 100, height: 40 },
      { left: 485, top: 385, width: 130, height: 70 },
    ],
    [
      'at the top-left corner',
      { left: 0, top: 0, width: 100, height: 50 },
      { left: 10, top: 10, width: 105, height: 55 },
    ],
    [
      'at the bottom-right corner',
      { left: 1400, top: 860, width: 40, height: 40 },
      { left: 1385, top: 845, width: 45, height: 45 },
    ],
    [
      'larger than the screen',
      { left: -50, top: -50, width: 2000, height: 2000 },
      { left: 10, top: 10, width: 1420, height: 880 },
    ],
  ])('%s', (_name, target, spot) => expect(spotlightRect(target, screen)).toEqual(spot));
});

describe('tipSide: only where 50 px are free', () => {
  it.each([
    ['below a header button', { left: 1200, top: 10, width: 60, height: 60 }, 'bottom'],
    ['above a bar at the bottom', { left: 400, top: 700, width: 400, height: 190 }, 'top'],
    ['right of the side menu', { left: 10, top: 10, width: 100, height: 880 }, 'right'],
    [
      'left of a full-height panel on the right',
      { left: 1100, top: 10, width: 330, height: 880 },
      'left',
    ],
    [
      '49 px free below, 60 px above: above',
      { left: 10, top: 60, width: 1420, height: 791 },
      'top',
    ],
    ['whole screen: centred', { left: 10, top: 10, width: 1420, height: 880 }, 'center'],
    ['50 px exactly is enough', { left: 10, top: 10, width: 1420, height: 840 }, 'bottom'],
  ])('%s → %s', (_name, spot, side) => expect(tipSide(spot, screen, tip)).toBe(side));
});

describe('tipPosition', () => {
  it('centres the tip under the spotlight and keeps it on the screen', () => {
    expect(
      tipPosition({ left: 600, top: 10, width: 100, height: 60 }, screen, tip, 'bottom'),
    ).toEqual({ left: 490, top: 78 });
    expect(
      tipPosition({ left: 1380, top: 10, width: 50, height: 60 }, screen, tip, 'bottom'),
    ).toEqual({ left: 1110, top: 78 });
    expect(
      tipPosition({ left: 10, top: 10, width: 1420, height: 880 }, screen, tip, 'center'),
    ).toEqual({ left: 560, top: 350 });
  });
});

describe('tourFits: hidden under 768 × 500', () => {
  it.each([
    [768, 500, true],
    [767, 900, false],
    [1440, 499, false],
    [390, 844, false],
  ])('%i × %i → %s', (width, height, fits) => expect(tourFits({ width, height })).toBe(fits));
});

describe('shouldAutoStart: once, for a first-time visitor', () => {
  const base = { configured: '', stepCount: 8, viewport: screen, kept: null };
  it.each([
    ['first visit', base, true],
    [
      'already seen in this browser',
      { ...base, kept: '{"isActive":false,"activeIndex":0}' },
      false,
    ],
    ['turned off by the configuration', { ...base, configured: 'false' }, false],
    ['turned off, any case', { ...base, configured: ' FALSE ' }, false],
    ['no steps', { ...base, stepCount: 0 }, false],
    ['a phone', { ...base, viewport: { width: 390, height: 844 } }, false],
  ])('%s → %s', (_name, input, starts) => expect(shouldAutoStart(input)).toBe(starts));
});
