/**
 * How many bytes of decoded image sources the editor keeps (src/canvas/imageSources.ts), and
 * which it lets go when a new one needs room. A decoded source is an upload's display raster (up
 * to 16 MP, 64 MB), an image fetched from the server, or a sanitised SVG document; the editor
 * keeps them so undo, duplicate and paste re-create image objects without decoding again.
 *
 * The rules: the least recently used source goes first; a source drawn by an object on a canvas
 * is never let go (dropping it frees nothing, the object still holds it); nor one that cannot be
 * fetched again (an upload whose server image does not exist yet). What is on a canvas and what
 * cannot be fetched again may exceed the budget: the budget bounds what is kept for later.
 */
import type { PixelBudget } from '../imaging/pixelBudget';

/** Bytes per decoded pixel (RGBA, 8 bits each). */
export const BYTES_PER_PIXEL = 4;

/** Largest display raster the pipeline makes, px (README "The budget, and memory": 16 MP). */
const DISPLAY_MAX_AREA = 16_000_000;

/**
 * Display rasters of the engine's largest size kept beyond those on the canvas: Safari
 * 6 × 5 MP × 4 B = 120 MB, which leaves most of iOS's canvas memory (about 384 MB a page on
 * current iPhones) to the canvas, its pictures and the export; elsewhere 6 × 16 MP × 4 B = 384 MB,
 * and Firefox 6 × 15 MP × 4 B = 360 MB. Six covers the usual back-and-forth between a few
 * uploads without a refetch.
 */
const KEPT_DISPLAY_RASTERS = 6;

/** The byte budget of decoded sources for the engine's pixel budget. */
export function decodedSourceBudgetBytes(budget: PixelBudget): number {
  return KEPT_DISPLAY_RASTERS * Math.min(budget.maxArea, DISPLAY_MAX_AREA) * BYTES_PER_PIXEL;
}

/** Bytes a decoded picture of `width` × `height` px holds. */
export function decodedBytes(width: number, height: number): number {
  return Math.max(0, Math.round(width) * Math.round(height) * BYTES_PER_PIXEL);
}

/** What the budget knows of one kept source. */
export interface KeptSource<K> {
  key: K;
  bytes: number;
  /** When it was last used (any increasing counter). */
  lastUsed: number;
  /** Drawn by an object on a canvas. */
  inUse: boolean;
  /** Can be fetched or decoded again (a server path); false for an unfinished local upload. */
  refetchable: boolean;
}

/**
 * The sources to let go, least recently used first, so that the kept ones plus `incoming` new
 * bytes fit `budgetBytes`; only sources neither in use nor irreplaceable. When those do not free
 * enough, all of them go and the rest stays over the budget.
 */
export function sourcesToEvict<K>(
  sources: readonly KeptSource<K>[],
  budgetBytes: number,
  incoming = 0,
): K[] {
  let total = incoming;
  for (const s of sources) total += s.bytes;
  if (total <= budgetBytes) return [];
  const evictable = sources
    .filter((s) => !s.inUse && s.refetchable)
    .sort((a, b) => a.lastUsed - b.lastUsed);
  const out: K[] = [];
  for (const s of evictable) {
    if (total <= budgetBytes) break;
    out.push(s.key);
    total -= s.bytes;
  }
  return out;
}

/**
 * Reference counts of shared resources (object URLs): `acquire` adds a user, `release` removes
 * one and says whether it was the last (then the resource is to be freed). Releasing what has no
 * user is a no-op answering false, so a double release never frees twice.
 */
export interface RefCounts<K> {
  acquire(key: K): number;
  release(key: K): boolean;
  count(key: K): number;
  /** Keys with at least one user. */
  size(): number;
}

export function createRefCounts<K>(): RefCounts<K> {
  const counts = new Map<K, number>();
  return {
    acquire(key) {
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return n;
    },
    release(key) {
      const n = counts.get(key);
      if (n === undefined) return false;
      if (n > 1) {
        counts.set(key, n - 1);
        return false;
      }
      counts.delete(key);
      return true;
    },
    count: (key) => counts.get(key) ?? 0,
    size: () => counts.size,
  };
}
