import { describe, expect, it } from 'vitest';
import type { HeifTransform } from './heifTransforms';
import { composeHeifTransforms, exifTagOfOrientation } from './heifTransforms';
import type { Orientation } from '../../src/domain/imaging/imageInfo';
import { orientationFromExif } from '../../src/domain/imaging/imageInfo';

/** Applies an orientation to a tiny W×H grid of labels, the way a display would. */
function apply(o: Orientation, grid: string[][]): string[][] {
  let g = grid;
  for (let i = 0; i < o.rotate / 90; i++) {
    const h = g.length;
    const w = g[0]?.length ?? 0;
    g = Array.from({ length: w }, (_, y) =>
      Array.from({ length: h }, (_, x) => g[h - 1 - x]?.[y] ?? ''),
    );
  }
  return o.flipHorizontal ? g.map((row) => [...row].reverse()) : g;
}

/** What irot/imir do to the pixels, step by step (ISO/IEC 23008-12:2022). */
function applyOps(ops: HeifTransform[], grid: string[][]): string[][] {
  let g = grid;
  for (const op of ops) {
    if ('irot' in op) {
      for (let i = 0; i < op.irot; i++) {
        // 90° anticlockwise
        const h = g.length;
        const w = g[0]?.length ?? 0;
        g = Array.from({ length: w }, (_, y) =>
          Array.from({ length: h }, (_, x) => g[x]?.[w - 1 - y] ?? ''),
        );
      }
    } else if (op.imir === 0) {
      g = [...g].reverse(); // top and bottom exchanged
    } else {
      g = g.map((row) => [...row].reverse()); // left and right exchanged
    }
  }
  return g;
}

const GRID = [
  ['a', 'b', 'c'],
  ['d', 'e', 'f'],
];

describe('composeHeifTransforms', () => {
  it.each<[string, HeifTransform[], Orientation]>([
    ['nothing', [], { rotate: 0, flipHorizontal: false }],
    ['irot 1 (90° anticlockwise)', [{ irot: 1 }], { rotate: 270, flipHorizontal: false }],
    ['irot 2', [{ irot: 2 }], { rotate: 180, flipHorizontal: false }],
    ['irot 3 (iPhone portrait)', [{ irot: 3 }], { rotate: 90, flipHorizontal: false }],
    ['imir 1 (left-right)', [{ imir: 1 }], { rotate: 0, flipHorizontal: true }],
    ['imir 0 (top-bottom)', [{ imir: 0 }], { rotate: 180, flipHorizontal: true }],
    [
      'irot 1 then imir 0 (avif fixture)',
      [{ irot: 1 }, { imir: 0 }],
      { rotate: 90, flipHorizontal: true },
    ],
    [
      'imir 0 then irot 1 (order matters)',
      [{ imir: 0 }, { irot: 1 }],
      { rotate: 270, flipHorizontal: true },
    ],
    ['irot 1 then imir 1', [{ irot: 1 }, { imir: 1 }], { rotate: 270, flipHorizontal: true }],
    ['imir twice cancels', [{ imir: 1 }, { imir: 1 }], { rotate: 0, flipHorizontal: false }],
    ['irot 3 + irot 1 cancels', [{ irot: 3 }, { irot: 1 }], { rotate: 0, flipHorizontal: false }],
  ])('%s', (_name, ops, want) => {
    expect(composeHeifTransforms(ops)).toEqual(want);
  });

  it('matches applying the operations pixel by pixel for every sequence of up to 3', () => {
    const ops: HeifTransform[] = [
      { irot: 0 },
      { irot: 1 },
      { irot: 2 },
      { irot: 3 },
      { imir: 0 },
      { imir: 1 },
    ];
    const seqs: HeifTransform[][] = [[]];
    for (let n = 0; n < 3; n++)
      for (const s of [...seqs]) if (s.length === n) for (const op of ops) seqs.push([...s, op]);
    expect(seqs.length).toBe(1 + 6 + 36 + 216);
    for (const seq of seqs) {
      expect(apply(composeHeifTransforms(seq), GRID), JSON.stringify(seq)).toEqual(
        applyOps(seq, GRID),
      );
    }
  });

  it('maps to the equivalent EXIF tag (imir 0 ≙ Exif 4, imir 1 ≙ Exif 2)', () => {
    expect(exifTagOfOrientation(composeHeifTransforms([{ imir: 0 }]))).toBe(4);
    expect(exifTagOfOrientation(composeHeifTransforms([{ imir: 1 }]))).toBe(2);
    for (let tag = 1; tag <= 8; tag++)
      expect(exifTagOfOrientation(orientationFromExif(tag))).toBe(tag);
  });
});
