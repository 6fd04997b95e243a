import { describe, expect, it } from 'vitest';
import { outlinePathData, outsideMaskPathData } from './outlinePath';

describe('outlinePathData', () => {
  it.each([
    [{ kind: 'roundedRect', x: 0, y: 0, width: 2, height: 1, radius: 0 }, 'M 0 0 H 192 V 96 H 0 Z'],
    [
      { kind: 'roundedRect', x: 0, y: 0, width: 2, height: 1, radius: 0.25 },
      'M 24 0 H 168 A 24 24 0 0 1 192 24 V 72 A 24 24 0 0 1 168 96 H 24 A 24 24 0 0 1 0 72 V 24 A 24 24 0 0 1 24 0 Z',
    ],
    [
      { kind: 'ellipse', cx: 1, cy: 0.5, rx: 1, ry: 0.5 },
      'M 0 48 A 96 48 0 1 1 192 48 A 96 48 0 1 1 0 48 Z',
    ],
  ] as const)('%o → %s', (outline, d) => {
    expect(outlinePathData(outline)).toBe(d);
  });

  it('rounds px to 3 decimals', () => {
    expect(
      outlinePathData({ kind: 'roundedRect', x: 1 / 3, y: 0, width: 1, height: 1, radius: 0 }),
    ).toBe('M 32 0 H 128 V 96 H 32 Z');
    expect(
      outlinePathData({ kind: 'roundedRect', x: 0.0001, y: 0, width: 1, height: 1, radius: 0 }),
    ).toBe('M 0.01 0 H 96.01 V 96 H 0.01 Z');
  });
});

describe('outsideMaskPathData', () => {
  it('puts the artboard rectangle first, then the outline as the hole', () => {
    expect(
      outsideMaskPathData(
        { kind: 'ellipse', cx: 1, cy: 1, rx: 1, ry: 1 },
        { widthInches: 2, heightInches: 2 },
      ),
    ).toBe('M 0 0 H 192 V 192 H 0 Z M 0 96 A 96 96 0 1 1 192 96 A 96 96 0 1 1 0 96 Z');
  });
});
