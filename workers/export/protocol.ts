/**
 * The typed contract between the main thread (src/imaging/pngExport.ts) and the print export's
 * PNG writer (./export.worker.ts).
 *
 * One worker per export. The main thread sends `begin`, then the bands top to bottom, each as the
 * ImageBitmaps of its tiles left to right (transferred; the worker closes them), then `finish`.
 * The worker answers `bandWritten` once a band's rows are with the compressor, `done` with the
 * file and the thumbnails it made from the rows, or `error`, after which the export is dropped.
 * `abort` drops it silently.
 */

/** A WebP thumbnail of the exported image, made from its rows. */
export interface ExportThumbnail {
  /** The long side asked for, px. */
  side: number;
  blob: Blob;
  width: number;
  height: number;
}

/** Most thumbnails an export makes, and their largest side, px. */
const MAX_THUMBNAILS = 4;
const MAX_THUMBNAIL_SIDE = 4096;

/** One tile of a band: its left edge and size in image px, and its pixels. */
export interface ExportTile {
  x: number;
  width: number;
  height: number;
  /** Transferred; closed by the worker. */
  bitmap: ImageBitmap;
}

export type ExportRequest =
  | {
      type: 'begin';
      id: number;
      /** Image size, px. */
      width: number;
      height: number;
      /** Print resolution written in pHYs, dots per inch. */
      dpi: number;
      /** RGBA PNG when true, RGB (alpha dropped) when false. */
      alpha: boolean;
      /** Installs the allocation guard with this area limit, px (tests and tools); else null. */
      guardMaxArea: number | null;
      /** Thumbnails to make from the rows as they pass, long side px (never upscaled). */
      thumbnailSides: number[];
    }
  | {
      type: 'band';
      id: number;
      /** First row of the band, px: the row after the previous band's last. */
      y: number;
      /** Rows in the band, px: every tile's height. */
      height: number;
      /** The tiles, covering columns 0 … width − 1 exactly once. */
      tiles: ExportTile[];
    }
  | { type: 'finish'; id: number }
  | { type: 'abort'; id: number };

export type ExportResponse =
  | { type: 'bandWritten'; id: number; y: number }
  | { type: 'done'; id: number; blob: Blob; bytes: number; thumbnails: ExportThumbnail[] }
  | { type: 'error'; id: number; message: string };

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function isExportTile(value: unknown): value is ExportTile {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    isCount(t.x) &&
    isCount(t.width) &&
    isCount(t.height) &&
    typeof ImageBitmap !== 'undefined' &&
    t.bitmap instanceof ImageBitmap
  );
}

/** Rejects anything that is not a well-formed export request (postMessage is a trust boundary). */
export function isExportRequest(value: unknown): value is ExportRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (!isCount(v.id)) return false;
  switch (v.type) {
    case 'begin':
      return (
        isCount(v.width) &&
        isCount(v.height) &&
        typeof v.dpi === 'number' &&
        typeof v.alpha === 'boolean' &&
        (v.guardMaxArea === null || (typeof v.guardMaxArea === 'number' && v.guardMaxArea > 0)) &&
        Array.isArray(v.thumbnailSides) &&
        v.thumbnailSides.length <= MAX_THUMBNAILS &&
        v.thumbnailSides.every((side) => isCount(side) && side > 0 && side <= MAX_THUMBNAIL_SIDE)
      );
    case 'band':
      return (
        isCount(v.y) && isCount(v.height) && Array.isArray(v.tiles) && v.tiles.every(isExportTile)
      );
    case 'finish':
    case 'abort':
      return true;
    default:
      return false;
  }
}
