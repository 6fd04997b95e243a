/** What an upload dragged from the panel carries to the canvas (a private MIME type). */
import { pageIndex } from '../../domain/uploads/pages';
import type { PlaceableUpload } from './placeUpload';

export const UPLOAD_DRAG_TYPE = 'application/x-designer-upload';

export function writeDragData(data: DataTransfer, upload: PlaceableUpload): void {
  data.setData(UPLOAD_DRAG_TYPE, JSON.stringify(upload));
  data.effectAllowed = 'copy';
}

function isPlaceable(v: unknown): v is PlaceableUpload {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  const idOrNull = (x: unknown) => x === null || (typeof x === 'string' && x.length <= 64);
  const sizeOrNull = (x: unknown) => x === null || (typeof x === 'number' && x > 0);
  return (
    idOrNull(o.fileId) &&
    idOrNull(o.imageId) &&
    sizeOrNull(o.pixelWidth) &&
    sizeOrNull(o.pixelHeight) &&
    typeof o.isTemporary === 'boolean' &&
    typeof o.isVector === 'boolean' &&
    typeof o.isPage === 'boolean' &&
    typeof o.isMoreThan64MP === 'boolean' &&
    (o.page === undefined || pageIndex(o.page) !== undefined)
  );
}

/** The dragged upload, or null when the drag is something else (drop data is untrusted). */
export function readDragData(data: DataTransfer): PlaceableUpload | null {
  const raw = data.getData(UPLOAD_DRAG_TYPE);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isPlaceable(value) ? value : null;
  } catch {
    return null;
  }
}
