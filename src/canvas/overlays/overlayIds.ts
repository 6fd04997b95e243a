import { SPECIAL_IDS } from '../../domain/editor/objectIds';

/** The spec's special ids of the product overlays (canvas §3), one per overlay kind. */
export const OVERLAY_IDS = {
  /** Safe-zone contour (the spec's spelling). */
  safeZone: SPECIAL_IDS.saveZoneContour,
  drilledHoles: SPECIAL_IDS.drilledHoles,
  standoffs: SPECIAL_IDS.standoffs,
  hem: SPECIAL_IDS.hem,
  /** Grommets of the four-corner, top-corner and every-2-3-feet placements. */
  grommets: SPECIAL_IDS.grommets,
  /** The large 1 in grommets of "big top corners". */
  bigGrommets: SPECIAL_IDS.grommetsImage,
  /** The shape cut: the veil over what is cut away, and the cut line. */
  shapeCut: SPECIAL_IDS.shapeImage,
} as const;

export type OverlayId = (typeof OVERLAY_IDS)[keyof typeof OVERLAY_IDS];

const ALL_IDS: ReadonlySet<string> = new Set(Object.values(OVERLAY_IDS));

/** Whether `id` names a product overlay (these stay on top and are never exported). */
export function isOverlayId(id: unknown): id is OverlayId {
  return typeof id === 'string' && ALL_IDS.has(id);
}
