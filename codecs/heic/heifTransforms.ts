/**
 * HEIF/AVIF transformative properties composed into the canonical Orientation (rotate clockwise,
 * then mirror left-right).
 *
 * - `irot` angle: anticlockwise rotation in units of 90° (ISO/IEC 23008-12 6.5.10).
 * - `imir` axis: 0 = top and bottom exchanged (a vertical flip), 1 = left and right exchanged
 *   (ISO/IEC 23008-12:2022 6.5.12, which notes Exif 4 ≙ axis 0 and Exif 2 ≙ axis 1; libheif and
 *   libavif follow it).
 * They apply in the order the item's ipma lists them.
 */
import type { Orientation } from '../../src/domain/imaging/imageInfo';

export type HeifTransform = { irot: number } | { imir: number };

type Quarter = 0 | 1 | 2 | 3;
const DEGREES = [0, 90, 180, 270] as const;

/**
 * The orientation after applying `ops` in order to the stored image. A state is H^f ∘ R^r (R = 90°
 * clockwise, H = left-right mirror); using R^s ∘ H = H ∘ R^-s, a later rotation by s gives
 * r + s when unmirrored and r − s when mirrored; a later mirror toggles f; a vertical flip is
 * R² followed by H.
 */
export function composeHeifTransforms(ops: readonly HeifTransform[]): Orientation {
  let r: Quarter = 0;
  let f = false;
  const rotate = (s: number) => {
    r = ((((f ? r - s : r + s) % 4) + 4) % 4) as Quarter;
  };
  for (const op of ops) {
    if ('irot' in op) {
      rotate((4 - (op.irot & 3)) % 4); // anticlockwise a quarters = clockwise 4 − a
    } else if (op.imir === 1) {
      f = !f;
    } else {
      rotate(2);
      f = !f;
    }
  }
  return { rotate: DEGREES[r], flipHorizontal: f };
}

/** The EXIF Orientation value (1–8) equivalent to an Orientation. */
export function exifTagOfOrientation(o: Orientation): number {
  const table: Record<string, number> = {
    '0:false': 1,
    '0:true': 2,
    '180:false': 3,
    '180:true': 4,
    '90:true': 5,
    '90:false': 6,
    '270:true': 7,
    '270:false': 8,
  };
  return table[`${o.rotate}:${o.flipHorizontal}`] ?? 1;
}
