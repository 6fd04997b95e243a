import { describe, expect, it } from 'vitest';
import type { GlyphOutline } from './glyphOutlines';
import {
  outlinePathData,
  parsePathData,
  pathNumber,
  placementFromCentre,
  readGlyphSet,
  rectPathData,
  turnedRectPathData,
} from './glyphOutlines';

describe('pathNumber: 0.01 px, compact', () => {
  it.each([
    [1, '1'],
    [1.006, '1.01'],
    [1.004, '1'],
    [-0.001, '0'],
    [-12.346, '-12.35'],
    [100.1, '100.1'],
  ])('%d → %s', (value, expected) => {
    expect(pathNumber(value)).toBe(expected);
  });
});

describe('parsePathData', () => {
  it('reads absolute commands with their numbers', () => {
    expect(parsePathData('M804,1192L218,0Q1,2,3,4C1 2 3 4 5 6Z')).toEqual([
      { type: 'M', values: [804, 1192] },
      { type: 'L', values: [218, 0] },
      { type: 'Q', values: [1, 2, 3, 4] },
      { type: 'C', values: [1, 2, 3, 4, 5, 6] },
      { type: 'Z', values: [] },
    ]);
  });
  it.each(['m1,2', 'M1,2A1,1,0,0,1,2,2', 'x1,2'])('refuses %s', (d) => {
    expect(() => parsePathData(d)).toThrow();
  });
});

describe('outlinePathData: glyphs moved onto their placements', () => {
  // A 100-unit square glyph, unitsPerEm 1000: at 10 px it is 1 px wide, standing on the baseline.
  const square: GlyphOutline = { advance: 120, d: 'M0,0L100,0L100,100L0,100Z' };
  const glyphOf = (c: string) => (c === ' ' ? { advance: 50, d: '' } : square);

  it.each([
    [
      'at its origin, y flipped (font y up, SVG y down)',
      { char: 'a', x: 0, y: 0, angle: 0 },
      'M0 0L1 0L1 -1L0 -1Z',
    ],
    [
      'moved to its origin',
      { char: 'a', x: 10.5, y: -3, angle: 0 },
      'M10.5 -3L11.5 -3L11.5 -4L10.5 -4Z',
    ],
    [
      'turned 90° clockwise about its origin',
      { char: 'a', x: 5, y: 5, angle: 90 },
      'M5 5L5 6L6 6L6 5Z',
    ],
    ['a space draws nothing', { char: ' ', x: 0, y: 0, angle: 0 }, ''],
  ])('%s', (_name, placement, expected) => {
    expect(outlinePathData([placement], 10, 1000, glyphOf)).toBe(expected);
  });

  it('a grapheme of two code points: the second glyph after the first one’s advance', () => {
    expect(outlinePathData([{ char: 'ab', x: 0, y: 0, angle: 0 }], 10, 1000, glyphOf)).toBe(
      'M0 0L1 0L1 -1L0 -1ZM1.2 0L2.2 0L2.2 -1L1.2 -1Z',
    );
  });

  it('a character the face lacks draws nothing', () => {
    expect(outlinePathData([{ char: 'a', x: 0, y: 0, angle: 0 }], 10, 1000, () => undefined)).toBe(
      '',
    );
  });
});

describe('placementFromCentre: a glyph on a curve, from its baseline centre to its origin', () => {
  it.each<[string, number, { x: number; y: number; angle: number }]>([
    ['upright: half its advance to the left', 0, { x: 90, y: 50, angle: 0 }],
    ['a quarter turn clockwise: half its advance up', Math.PI / 2, { x: 100, y: 40, angle: 90 }],
    ['upside down: half its advance to the right', Math.PI, { x: 110, y: 50, angle: 180 }],
    [
      'a little turn anticlockwise',
      -Math.PI / 6,
      { x: 100 - 10 * Math.cos(Math.PI / 6), y: 55, angle: -30 },
    ],
  ])('%s', (_, radians, expected) => {
    const p = placementFromCentre({ char: 'A', x: 100, y: 50, angle: radians, width: 20 });
    expect(p.char).toBe('A');
    expect(p.x).toBeCloseTo(expected.x, 9);
    expect(p.y).toBeCloseTo(expected.y, 9);
    expect(p.angle).toBeCloseTo(expected.angle, 9);
  });
});

describe('turnedRectPathData', () => {
  it.each<[string, number, string]>([
    ['unturned: the bar as it is, moved to the origin', 0, 'M5 12L15 12L15 14L5 14Z'],
    ['a quarter turn: the bar stands upright', Math.PI / 2, 'M8 5L8 15L6 15L6 5Z'],
  ])('%s', (_, radians, d) => {
    expect(
      turnedRectPathData({ x: 10, y: 10 }, radians, { x: -5, y: 2, width: 10, height: 2 }),
    ).toBe(d);
  });
});

describe('rectPathData', () => {
  it('a bar as a closed path', () => {
    expect(rectPathData(1, 2, 3.333, 0.5)).toBe('M1 2H4.33V2.5H1Z');
  });
});

describe('readGlyphSet: the Glyphs answer checked', () => {
  it('takes a well-formed set', () => {
    const set = {
      unitsPerEm: 1000,
      glyphs: { A: { advance: 600, d: 'M0,0L1,1Z' }, ' ': { advance: 200, d: '' } },
    };
    expect(readGlyphSet(set)).toBe(set);
  });
  it.each([
    ['null', null],
    ['no unitsPerEm', { glyphs: {} }],
    ['a zero em', { unitsPerEm: 0, glyphs: {} }],
    ['no glyphs', { unitsPerEm: 1000 }],
    ['a key of two characters', { unitsPerEm: 1000, glyphs: { AB: { advance: 1, d: '' } } }],
    ['a glyph without advance', { unitsPerEm: 1000, glyphs: { A: { d: '' } } }],
    [
      'script in the path',
      { unitsPerEm: 1000, glyphs: { A: { advance: 1, d: 'M0,0"/><script>' } } },
    ],
  ])('refuses %s', (_name, value) => {
    expect(() => readGlyphSet(value)).toThrow();
  });
});
