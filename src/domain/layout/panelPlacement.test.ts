import { describe, expect, it } from 'vitest';
import { panelPlacement, shortLandscapeQuery } from './panelPlacement';

describe('panelPlacement', () => {
  it.each([
    [1440, 900, 'side'],
    [1091, 500, 'side'],
    [1090, 800, 'sheet'],
    [390, 844, 'sheet'],
    [320, 568, 'sheet'],
    // phones in landscape: the panel beside the workspace
    [844, 390, 'landscape'],
    [932, 430, 'landscape'],
    [568, 320, 'landscape'],
    // a landscape tablet is tall enough for a sheet
    [1024, 768, 'sheet'],
    [700, 501, 'sheet'],
  ])('%d × %d → %s', (width, height, placement) => {
    expect(panelPlacement({ width, height }, 1091)).toBe(placement);
  });

  it('writes the same rule as a media query', () => {
    expect(shortLandscapeQuery(1091)).toBe(
      '(max-width: 1090px) and (orientation: landscape) and (max-height: 500px)',
    );
  });
});
