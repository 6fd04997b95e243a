/**
 * How tall a face's capitals are, as a fraction of its size (for the legibility check): the ink
 * above the baseline of an 'H' drawn at 100 px. Measured from the face itself, since capitals
 * range from about 0.5 em (scripts) to 0.75 em (display sans). Cached per face once the face
 * draws in its own shape; until then the answer is a typical 0.7 em and is not kept.
 */
import { drawsInOwnFace } from './fontAvailability';

/** Typical capital height, em (Roboto 0.71, Open Sans 0.71, Times 0.66). */
const TYPICAL_CAP_HEIGHT_EM = 0.7;
/** Measuring size, px. */
const SIZE_PX = 100;

const measured = new Map<string, number>();
let context: CanvasRenderingContext2D | null = null;

export function capHeightEm(family: string, weight: number, style: string): number {
  const key = `${style} ${weight} ${family}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return TYPICAL_CAP_HEIGHT_EM;
  context.font = `${style} ${weight} ${SIZE_PX}px "${family.replace(/"/g, '')}"`;
  const em = context.measureText('H').actualBoundingBoxAscent / SIZE_PX;
  if (!(em > 0)) return TYPICAL_CAP_HEIGHT_EM;
  if (drawsInOwnFace(family, weight, style)) measured.set(key, em);
  return em;
}
