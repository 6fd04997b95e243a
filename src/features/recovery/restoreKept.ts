/**
 * Brings a kept design back (issue 19), in the order that keeps it where it was: the product
 * selection first (the calculator answers, the artboard takes the kept size), then the local
 * images re-enter the upload path (each original goes back to the pending uploads, the upload
 * manager decodes it — its pixels draw on the canvas — and finishes uploading it), then both
 * sides load, each as a fresh history (src/domain/editor/keptDesign restoredSides). An image
 * whose original was not kept (over the budget) or does not decode in time is left out.
 */
import { hasArtboardSize } from '../../domain/artboard';
import type { KeptDesign } from '../../domain/editor/keptDesign';
import { RECOVERY_TUNABLES, withoutLocalImages } from '../../domain/editor/keptDesign';
import { localUploadSrc } from '../../domain/editor/uploadSources';
import type { PendingUploadStore } from '../../platform/pendingUploads';
import { waitFor } from '../../platform/waitFor';
import type { KeptImage } from '../../platform/keptDesignStore';

export interface RestoreDeps {
  /** Puts the kept product selection into the store. */
  selectProduct(kept: KeptDesign): void;
  /** The artboard shown now, px at 100 %. */
  artboard(): { width: number; height: number } | null;
  pendingUploads(): Promise<PendingUploadStore>;
  /** Starts the pending uploads not running yet (UploadManager.resume). */
  resumeUploads(): Promise<void>;
  /** Whether a local image's pixels can be drawn. */
  hasSource(src: string): boolean;
  /** Runs `design.restoreKept`. */
  restoreSides(sides: Pick<KeptDesign, 'side' | 'front' | 'back'>): void;
}

/** Restores `kept` with its kept `images`; the ids of local images left out. */
export async function restoreKept(
  kept: KeptDesign,
  images: readonly KeptImage[],
  deps: RestoreDeps,
): Promise<string[]> {
  deps.selectProduct(kept);
  const { artboard } = kept;
  if (artboard)
    await waitFor(
      () => hasArtboardSize(deps.artboard(), artboard),
      RECOVERY_TUNABLES.restoreWaitMs,
    );

  const store = await deps.pendingUploads();
  const pending = new Set((await store.list().catch(() => [])).map((r) => r.fileId));
  const drawn = (id: string) => deps.hasSource(localUploadSrc(id));
  // An upload this page resumed and finished already draws (its record is gone): not again.
  for (const id of kept.localImages) if (drawn(id)) pending.add(id);
  for (const image of images) {
    if (!kept.localImages.includes(image.fileId) || pending.has(image.fileId)) continue;
    try {
      await store.put({
        ...image,
        imageId: null,
        renditionFileIds: {},
        renditionsDone: [],
        createdAt: Date.now(),
      });
      pending.add(image.fileId);
    } catch {
      // A full storage: the image cannot be uploaded again, it is left out.
    }
  }
  await deps.resumeUploads();
  const wanted = kept.localImages.filter((id) => pending.has(id));
  await waitFor(() => wanted.every(drawn), RECOVERY_TUNABLES.restoreWaitMs);
  const missing = kept.localImages.filter((id) => !drawn(id));
  deps.restoreSides({
    side: kept.side,
    front: withoutLocalImages(kept.front, missing),
    back: withoutLocalImages(kept.back, missing),
  });
  return missing;
}
