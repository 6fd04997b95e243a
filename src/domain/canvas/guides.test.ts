import { describe, expect, it } from 'vitest';
import type { Guide, GuideOrientation } from './guides';
import {
  addGuide,
  GUIDE_ID_PREFIX,
  guideMergeDistance,
  isCrossing,
  isInsidePrintArea,
  MAX_GUIDES_PER_ORIENTATION,
  moveGuide,
  nextGuideId,
  removeGuide,
} from './guides';

/** 10 × 5 in print area at 100 %: 960 × 480 px. */
const AREA = { width: 960, height: 480 };

function guide(id: number, orientation: GuideOrientation, position: number): Guide {
  return { id: `guide-${id}`, orientation, position };
}

const EXISTING: Guide[] = [guide(1, 'vertical', 100), guide(2, 'horizontal', 100)];

describe('constants', () => {
  it('follow the spec', () => {
    expect(GUIDE_ID_PREFIX).toBe('guide-');
    expect(MAX_GUIDES_PER_ORIENTATION).toBe(50);
    expect(guideMergeDistance()).toBe(1);
  });
});

describe('guideMergeDistance', () => {
  it.each([
    [undefined, 1],
    [1, 1],
    [2.5, 1], // never under 1 artboard px
    [0.5, 2],
    [0.15, 1 / 0.15],
    [0, 1],
  ])('zoom %s → %d artboard px', (zoom, distance) => {
    expect(guideMergeDistance(zoom)).toBeCloseTo(distance, 10);
  });
});

describe('isInsidePrintArea', () => {
  it.each<[GuideOrientation, number, boolean]>([
    ['vertical', 0, true],
    ['vertical', 960, true],
    ['vertical', -0.5, false],
    ['vertical', 960.5, false],
    ['horizontal', 480, true],
    ['horizontal', 481, false], // inside the width, outside the height
    ['horizontal', Number.NaN, false],
  ])('%s at %d → %s', (orientation, position, inside) => {
    expect(isInsidePrintArea(orientation, position, AREA)).toBe(inside);
  });
});

describe('addGuide', () => {
  it.each<[GuideOrientation, number, string | null]>([
    ['vertical', 500, null],
    ['vertical', 0, null],
    ['vertical', -1, 'outsidePrintArea'],
    ['vertical', 961, 'outsidePrintArea'],
    ['horizontal', 600, 'outsidePrintArea'],
    ['vertical', 101, 'tooClose'], // exactly 1 px away
    ['vertical', 99.5, 'tooClose'],
    ['vertical', 101.01, null],
    ['horizontal', 100.5, 'tooClose'],
    ['horizontal', 50, null],
    ['vertical', 100.2, 'tooClose'],
  ])('%s at %d → %s', (orientation, position, reason) => {
    const result = addGuide(EXISTING, orientation, position, AREA);
    if (reason === null) {
      expect(result.ok).toBe(true);
      expect(result.guides).toHaveLength(3);
      expect(result.guides[2]).toEqual({ id: 'guide-3', orientation, position });
    } else {
      expect(result).toEqual({ ok: false, reason, guides: EXISTING });
    }
  });

  it('merges only within one orientation', () => {
    // a horizontal guide at y 300 does not block a vertical one at x 300
    expect(addGuide([guide(2, 'horizontal', 300)], 'vertical', 300, AREA).ok).toBe(true);
  });

  it('widens the merge distance at low zoom', () => {
    // zoom 0.5: 2 artboard px
    expect(addGuide(EXISTING, 'vertical', 102, AREA, { zoom: 0.5 }).ok).toBe(false);
    expect(addGuide(EXISTING, 'vertical', 102.5, AREA, { zoom: 0.5 }).ok).toBe(true);
  });

  it('stops at 50 per orientation', () => {
    const full = Array.from({ length: 50 }, (_, i) => guide(i + 1, 'vertical', i * 10));
    expect(addGuide(full, 'vertical', 955, AREA)).toMatchObject({
      ok: false,
      reason: 'limitReached',
    });
    expect(addGuide(full.slice(1), 'vertical', 955, AREA)).toMatchObject({ ok: true });
    // the other orientation still has room
    expect(addGuide(full, 'horizontal', 55, AREA)).toMatchObject({
      ok: true,
      guide: { id: 'guide-51' },
    });
  });

  it('takes an explicit id', () => {
    expect(addGuide([], 'vertical', 10, AREA, { id: 'guide-x' })).toMatchObject({
      guide: { id: 'guide-x' },
    });
  });
});

describe('nextGuideId', () => {
  it.each<[Guide[], string]>([
    [[], 'guide-1'],
    [EXISTING, 'guide-3'],
    [[guide(7, 'vertical', 1), guide(3, 'vertical', 5)], 'guide-8'],
    [[{ id: 'other-9', orientation: 'vertical', position: 1 }], 'guide-1'],
  ])('%j → %s', (guides, id) => {
    expect(nextGuideId(guides)).toBe(id);
  });
});

describe('moveGuide', () => {
  const guides = [...EXISTING, guide(3, 'vertical', 300)];

  it('moves a guide', () => {
    const result = moveGuide(guides, 'guide-3', 400, AREA);
    expect(result).toMatchObject({ ok: true, guide: { id: 'guide-3', position: 400 } });
    expect(result.guides.map((g) => g.position)).toEqual([100, 100, 400]);
  });

  it.each([
    [1000, 'outsidePrintArea'],
    [-3, 'outsidePrintArea'],
    [100.8, 'tooClose'],
  ])('removes a guide dropped at %d (%s)', (position, reason) => {
    const result = moveGuide(guides, 'guide-3', position, AREA);
    expect(result).toEqual({ ok: false, reason, guides: EXISTING });
  });

  it('does not merge with itself', () => {
    expect(moveGuide(guides, 'guide-3', 300.5, AREA).ok).toBe(true);
  });

  it('leaves the list unchanged for an unknown id', () => {
    expect(moveGuide(guides, 'guide-9', 10, AREA)).toEqual({
      ok: false,
      reason: 'notFound',
      guides,
    });
  });
});

describe('removeGuide', () => {
  it('drops the guide with the id', () => {
    expect(removeGuide(EXISTING, 'guide-1')).toEqual([EXISTING[1]]);
    expect(removeGuide(EXISTING, 'guide-9')).toEqual(EXISTING);
  });
});

describe('isCrossing', () => {
  it.each<[GuideOrientation, number, number | undefined, boolean]>([
    ['vertical', 100.9, undefined, true],
    ['vertical', 98.9, undefined, false],
    ['horizontal', 99, undefined, true],
    ['vertical', 105, 0.15, true], // 1 screen px = 6.7 artboard px
    ['vertical', 107, 0.15, false],
    ['vertical', 101, 2.5, true], // still 1 artboard px
  ])('%s at %d, zoom %s → %s', (orientation, position, zoom, crossing) => {
    expect(isCrossing({ id: 'guide-9', orientation, position }, EXISTING, zoom)).toBe(crossing);
  });

  it('ignores the dragged guide itself', () => {
    expect(isCrossing(EXISTING[0] as Guide, EXISTING)).toBe(false);
  });
});
