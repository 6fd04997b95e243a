/** Whatever the size, overlays stay inside the artboard and never overlap each other. */
import { describe, expect, it } from 'vitest';
import { DRILLED_HOLES, GROMMETS, HOLE_DIAMETERS, STANDOFFS } from '../productOptions';
import type { ArtboardInches, CircleInches } from './geometry';
import { grommetPlacement } from './grommets';
import { drilledHolePlacement } from './holes';
import { standoffPlacement } from './standoffs';

const SIZES: ArtboardInches[] = [
  { widthInches: 0.5, heightInches: 0.5 },
  { widthInches: 1, heightInches: 1 },
  { widthInches: 2, heightInches: 2 },
  { widthInches: 3, heightInches: 1 },
  { widthInches: 0.75, heightInches: 12 },
  { widthInches: 24, heightInches: 2 },
  { widthInches: 12, heightInches: 12 },
  { widthInches: 24, heightInches: 18 },
  { widthInches: 72, heightInches: 36 },
  { widthInches: 96, heightInches: 48 },
  { widthInches: 240, heightInches: 36 },
];

function expectInsideAndApart(discs: CircleInches[], a: ArtboardInches): void {
  const eps = 1e-9;
  for (const d of discs) {
    expect(d.r).toBeGreaterThan(0);
    expect(d.cx - d.r).toBeGreaterThan(-eps);
    expect(d.cy - d.r).toBeGreaterThan(-eps);
    expect(d.cx + d.r).toBeLessThan(a.widthInches + eps);
    expect(d.cy + d.r).toBeLessThan(a.heightInches + eps);
  }
  for (let i = 0; i < discs.length; i++)
    for (let j = i + 1; j < discs.length; j++) {
      const p = discs[i]!;
      const q = discs[j]!;
      expect(Math.hypot(p.cx - q.cx, p.cy - q.cy)).toBeGreaterThanOrEqual(p.r + q.r - eps);
    }
}

describe.each(SIZES)('on %o', (artboard) => {
  it.each(DRILLED_HOLES.flatMap((k) => HOLE_DIAMETERS.map((d) => [k, d] as const)))(
    'drilled %s, %d in',
    (kind, diameter) => {
      expectInsideAndApart(drilledHolePlacement(kind, diameter, artboard), artboard);
    },
  );
  it.each(GROMMETS)('grommets %s', (kind) => {
    const rings = grommetPlacement(kind, artboard) ?? [];
    expectInsideAndApart(
      rings.map((g) => ({ cx: g.cx, cy: g.cy, r: g.outerR })),
      artboard,
    );
    for (const g of rings) expect(g.holeR).toBeLessThan(g.outerR);
  });
  it.each(STANDOFFS)('standoffs %s', (kind) => {
    expectInsideAndApart(standoffPlacement(kind, artboard), artboard);
  });
});
