/**
 * Object URLs with reference counts: a URL made here has one user, each holder that keeps it
 * adds one, and it is revoked when its last user releases it (src/domain/canvas/sourceBudget's
 * rule). Without this the Blob behind every preview and SVG document stayed for the page's life.
 */
import { createRefCounts } from '../domain/canvas/sourceBudget';

const users = createRefCounts<string>();

/** A new object URL of `blob`, with one user (the caller). */
export function createObjectUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  users.acquire(url);
  return url;
}

/** One more user of `url` (made by createObjectUrl). */
export function retainObjectUrl(url: string): void {
  users.acquire(url);
}

/** A user of `url` is done with it; the last one revokes it. */
export function releaseObjectUrl(url: string): void {
  if (users.release(url)) URL.revokeObjectURL(url);
}

/** Object URLs not yet revoked (tests and the memory benchmark read it). */
export function liveObjectUrls(): number {
  return users.size();
}
