/**
 * Canvas object ids (spec canvas §3): markers saying what the user may change on an object,
 * prefixes of generated ids, and the ids of the overlays drawn over the design. Upper layers
 * (overlays and ruler guides) stay on top; they and the shape-cut image never enter the history
 * or an export.
 */

/** Markers found in ids; an object whose id contains one can be changed that way. */
export const ID_MARKERS = [
  'changeable-color',
  'changeable-text',
  'changeable-image',
  'changeable-svg',
  'changeable-border',
  'changeable-group',
  'changeable-element-group',
  'changeable-background',
] as const;
export type IdMarker = (typeof ID_MARKERS)[number];

/** Prefixes of generated ids ('changeable-background' is the background's id as is). */
export const ID_PREFIXES = {
  image: 'changeable-image-',
  text: 'changeable-text-',
  background: 'changeable-background',
  elementGroup: 'changeable-element-group-',
  backgroundGroup: 'changeable-background-group-',
  guide: 'guide-',
} as const;

/** Ids of the overlays the editor draws from the product and its options. */
export const SPECIAL_IDS = {
  saveZoneContour: 'saveZoneContour',
  drilledHoles: 'drilledHoles',
  standoffs: 'standoffs',
  hem: 'hemId',
  grommets: 'grommets',
  grommetsImage: 'grommetsImage',
  /**
   * The shape cut (veil over what is cut away, and the cut line). Not in the spec's list of upper
   * layers, but editor-only like them: see {@link isEditorOnlyId}.
   */
  shapeImage: 'changeable-shape-image',
} as const;

/** Overlay ids that are upper layers (always on top; never in history or export). */
export const UPPER_LAYER_IDS: readonly string[] = [
  SPECIAL_IDS.saveZoneContour,
  SPECIAL_IDS.drilledHoles,
  SPECIAL_IDS.standoffs,
  SPECIAL_IDS.hem,
  SPECIAL_IDS.grommets,
  SPECIAL_IDS.grommetsImage,
];

/** Older designs spell the markers 'changable'; loading rewrites them (idempotent). */
export function normalizeObjectId(id: string): string {
  return id.replace(/changable/gi, 'changeable');
}

/** Whether an id is a ruler guide's. */
export function isGuideId(id: string | undefined | null): boolean {
  return typeof id === 'string' && id.startsWith(ID_PREFIXES.guide);
}

/**
 * Whether an id is an upper layer's (always on top, spec canvas §4): an overlay (safe-zone
 * contour, drilled holes, standoffs, hem guide, grommets) or a ruler guide. Upper layers never
 * enter history snapshots or exports; see also {@link isEditorOnlyId}.
 */
export function isUpperLayerId(id: string | undefined | null): boolean {
  return typeof id === 'string' && (UPPER_LAYER_IDS.includes(id) || isGuideId(id));
}

/**
 * Whether an object is drawn by the editor rather than the user: an upper layer, a ruler guide or
 * the shape-cut image. Such objects are left out of history snapshots and exports.
 */
export function isEditorOnlyId(id: string | undefined | null): boolean {
  return isUpperLayerId(id) || id === SPECIAL_IDS.shapeImage;
}

/** Whether an id (either spelling) carries a marker. */
export function hasIdMarker(id: string | undefined | null, marker: IdMarker): boolean {
  if (typeof id !== 'string') return false;
  // No marker is a substring of another ('changeable-element-group' does not contain
  // 'changeable-group'), so a plain search is exact.
  return normalizeObjectId(id).toLowerCase().includes(marker);
}

/** The markers an id carries. */
export function idMarkers(id: string | undefined | null): IdMarker[] {
  return ID_MARKERS.filter((m) => hasIdMarker(id, m));
}

/** A new id: the prefix, a '-' if it does not end with one, and a suffix from `random`. */
export function newObjectId(prefix: string, random: () => string): string {
  const sep = prefix === '' || prefix.endsWith('-') ? '' : '-';
  return `${prefix}${sep}${random()}`;
}

/** Stems an id can start with, longest first so '…-background-group' wins over '…-background'. */
const STEMS: readonly string[] = [
  ...new Set([
    ...ID_MARKERS,
    ID_PREFIXES.backgroundGroup.slice(0, -1),
    ID_PREFIXES.elementGroup.slice(0, -1),
  ]),
].sort((a, b) => b.length - a.length);

/** Separator of the suffix added to ids that start with no known stem. */
const FOREIGN_SUFFIX = '__';

/**
 * The id of a duplicate or pasted copy (spec canvas §4: ids get a new suffix; text and group ids
 * are regenerated). An id starting with a marker or prefix keeps that stem and gets a fresh
 * suffix ('changeable-text-a1' → 'changeable-text-<new>', 'changeable-color' →
 * 'changeable-color-<new>'); any other id keeps its text up to an earlier `__` suffix and gets
 * `__<new>`, so repeated copies do not grow. Empty and editor-only ids stay as they are.
 */
export function regenerateId(id: string, random: () => string): string {
  if (id === '' || isEditorOnlyId(id)) return id;
  const normalized = normalizeObjectId(id);
  const lower = normalized.toLowerCase();
  const stem = STEMS.find((s) => lower.startsWith(s));
  if (stem) return `${stem}-${random()}`;
  const cut = normalized.lastIndexOf(FOREIGN_SUFFIX);
  const base = cut > 0 ? normalized.slice(0, cut) : normalized;
  return `${base}${FOREIGN_SUFFIX}${random()}`;
}
