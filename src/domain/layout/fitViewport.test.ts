import { describe, expect, it } from 'vitest';
import { fitViewport } from './fitViewport';

describe('fit viewport', () => {
  it.each([
    // Desktop, no panel: room is left for one, so opening it changes nothing.
    [{ width: 1328, height: 800 }, 0, false, { width: 1008, height: 800 }],
    // Desktop, panel open: the workspace as it is (already 320 px narrower).
    [{ width: 1008, height: 800 }, 320, false, { width: 1008, height: 800 }],
    // Mobile layout: the sheet is below, the workspace as it is.
    [{ width: 390, height: 600 }, 0, true, { width: 390, height: 600 }],
    [{ width: 200, height: 600 }, 0, false, { width: 0, height: 600 }],
  ])('%o, panel %d px, narrow %s → %o', (ws, panel, narrow, expected) => {
    expect(fitViewport(ws, panel, narrow)).toEqual(expected);
  });

  it('gives the same fit with and without the panel on the desktop layout', () => {
    const closed = fitViewport({ width: 1328, height: 800 }, 0, false);
    const open = fitViewport({ width: 1328 - 320, height: 800 }, 320, false);
    expect(closed).toEqual(open);
  });
});
