/**
 * The typed contract between the main thread (src/imaging/encodeRendition.ts) and the rendition
 * encoder worker (./encode.worker.ts): one request per bitmap, answered by its id.
 */

export interface EncodeRequest {
  id: number;
  /** Transferred; closed by the worker. */
  bitmap: ImageBitmap;
  /** WebP quality, 0–1. */
  quality: number;
}

export type EncodeResponse = { id: number; blob: Blob } | { id: number; error: string };

export function isEncodeRequest(value: unknown): value is EncodeRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof ImageBitmap !== 'undefined' &&
    v.bitmap instanceof ImageBitmap &&
    typeof v.quality === 'number' &&
    v.quality > 0 &&
    v.quality <= 1
  );
}
