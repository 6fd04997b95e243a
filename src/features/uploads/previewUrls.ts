/**
 * The panel's previews (`previewSrc`) are object URLs of small JPEG or WebP blobs: each has one
 * user, the upload item that shows it. When an item's preview is replaced (the embedded preview
 * by the real thumbnail) or the item goes (cancelled, dismissed, its server image deleted), the
 * URL is revoked (src/platform/objectUrls), so a long session does not keep every blob.
 */
import { releaseObjectUrl } from '../../platform/objectUrls';
import type { UploadItem, UploadsState } from './uploadsSlice';

function urlsOf(items: readonly UploadItem[]): Set<string> {
  const urls = new Set<string>();
  for (const item of items) if (item.previewSrc) urls.add(item.previewSrc);
  return urls;
}

/** Releases each preview URL once no item holds it; returns the function that stops watching. */
export function releasePreviewUrls(store: {
  getState(): { uploads: UploadsState };
  subscribe(listener: () => void): () => void;
}): () => void {
  let items = store.getState().uploads.items;
  let urls = urlsOf(items);
  return store.subscribe(() => {
    const next = store.getState().uploads.items;
    if (next === items) return;
    items = next;
    const held = urlsOf(next);
    for (const url of urls) if (!held.has(url)) releaseObjectUrl(url);
    urls = held;
  });
}
