/**
 * Ruler guides of one side (spec canvas §4, §5, §9): dragged from the rulers, at most 50 per
 * orientation per side, discarded when dropped within 1 px of another guide of the same
 * orientation or outside the print area, shown yellow while crossing another. The caller keeps
 * one list per side (front, back); these rules never mix them.
 *
 * A vertical guide is a line x = position (dragged from the top ruler); a horizontal guide is a
 * line y = position (dragged from the left ruler). Positions are artboard px (canvas px at 100 %).
 */
import { ID_PREFIXES } from '../editor/objectIds';
import { EDITOR_TUNABLES } from '../editor/tunables';
import type { Size } from '../artboard';

/** Id prefix of guides (spec canvas §3). */
export const GUIDE_ID_PREFIX = ID_PREFIXES.guide;

/** At most this many guides per orientation per side (spec canvas §5). */
export const MAX_GUIDES_PER_ORIENTATION = EDITOR_TUNABLES.guides.maxPerOrientation;

/** A guide ending this close to another of the same orientation is discarded, px (canvas §9). */
export const GUIDE_MERGE_DISTANCE_PX = EDITOR_TUNABLES.guides.mergeDistancePx;

/** Guide orientation (spec canvas §3 enumeration). */
export type GuideOrientation = 'vertical' | 'horizontal';

export interface Guide {
  /** `guide-<n>`. */
  id: string;
  orientation: GuideOrientation;
  /** x of a vertical guide, y of a horizontal one, artboard px. */
  position: number;
}

/** Why a guide was not placed (added, or moved and then removed). */
export type GuideRejection = 'outsidePrintArea' | 'tooClose' | 'limitReached' | 'notFound';

export type GuideResult =
  | { ok: true; guides: Guide[]; guide: Guide }
  | { ok: false; reason: GuideRejection; guides: Guide[] };

export interface GuideOptions {
  /**
   * Canvas zoom (1 = 100 %). Given, the merge distance is 1 screen px but never under 1 artboard
   * px: `max(1, 1 / zoom)` artboard px, so what looks merged on screen is merged. Omitted, 1 px.
   */
  zoom?: number;
}

/** The merge distance at a zoom, artboard px (see `GuideOptions.zoom`). */
export function guideMergeDistance(zoom?: number): number {
  if (zoom === undefined || !(zoom > 0) || !Number.isFinite(zoom)) return GUIDE_MERGE_DISTANCE_PX;
  return Math.max(GUIDE_MERGE_DISTANCE_PX, GUIDE_MERGE_DISTANCE_PX / zoom);
}

/** Whether a position lies in the print area: 0..width (vertical) or 0..height, edges included. */
export function isInsidePrintArea(
  orientation: GuideOrientation,
  position: number,
  printArea: Size,
): boolean {
  const max = orientation === 'vertical' ? printArea.width : printArea.height;
  return Number.isFinite(position) && position >= 0 && position <= max;
}

/**
 * Whether a guide crosses another: "crossing" means another guide of the same orientation (not
 * itself, by id) lies within the merge distance, so dropping it there would discard it. Used for
 * the yellow highlight while dragging.
 */
export function isCrossing(guide: Guide, others: readonly Guide[], zoom?: number): boolean {
  const distance = guideMergeDistance(zoom);
  return others.some(
    (other) =>
      other.id !== guide.id &&
      other.orientation === guide.orientation &&
      Math.abs(other.position - guide.position) <= distance,
  );
}

/** The next free id: `guide-<n>` with n one above the highest numbered guide (from 1). */
export function nextGuideId(guides: readonly Guide[]): string {
  let highest = 0;
  for (const { id } of guides) {
    const n = Number(id.slice(GUIDE_ID_PREFIX.length));
    if (id.startsWith(GUIDE_ID_PREFIX) && Number.isInteger(n)) highest = Math.max(highest, n);
  }
  return `${GUIDE_ID_PREFIX}${highest + 1}`;
}

/**
 * Adds a guide dropped from a ruler. Checked in this order: outside the print area, within the
 * merge distance of a guide of the same orientation, 50 of that orientation already.
 */
export function addGuide(
  guides: readonly Guide[],
  orientation: GuideOrientation,
  position: number,
  printArea: Size,
  options: GuideOptions & { id?: string } = {},
): GuideResult {
  const guide: Guide = { id: options.id ?? nextGuideId(guides), orientation, position };
  const reason = rejection(guide, guides, printArea, options.zoom);
  if (reason) return { ok: false, reason, guides: [...guides] };
  if (guides.filter((g) => g.orientation === orientation).length >= MAX_GUIDES_PER_ORIENTATION)
    return { ok: false, reason: 'limitReached', guides: [...guides] };
  return { ok: true, guides: [...guides, guide], guide };
}

/**
 * Drops a dragged guide at a new position. Outside the print area or within the merge distance
 * of another guide of its orientation it is removed (`ok: false`, `guides` without it); an
 * unknown id leaves the list unchanged (`notFound`).
 */
export function moveGuide(
  guides: readonly Guide[],
  id: string,
  position: number,
  printArea: Size,
  options: GuideOptions = {},
): GuideResult {
  const current = guides.find((g) => g.id === id);
  if (!current) return { ok: false, reason: 'notFound', guides: [...guides] };
  const guide: Guide = { ...current, position };
  const reason = rejection(guide, guides, printArea, options.zoom);
  if (reason) return { ok: false, reason, guides: removeGuide(guides, id) };
  return { ok: true, guides: guides.map((g) => (g.id === id ? guide : g)), guide };
}

/** The guides without the one with this id. */
export function removeGuide(guides: readonly Guide[], id: string): Guide[] {
  return guides.filter((g) => g.id !== id);
}

function rejection(
  guide: Guide,
  guides: readonly Guide[],
  printArea: Size,
  zoom: number | undefined,
): GuideRejection | undefined {
  if (!isInsidePrintArea(guide.orientation, guide.position, printArea)) return 'outsidePrintArea';
  if (isCrossing(guide, guides, zoom)) return 'tooClose';
  return undefined;
}
