/**
 * A file the app was handed (the storefront's `designAsBase64`, features/embed) uploaded and
 * placed as if the shopper had picked it in the Uploads panel: the client checks, the pipeline,
 * the chunked upload and attach (uploadManager), then placed from its decoded copy as soon as
 * that is ready, fitted like any upload. Resolves the translation keys of a failure ([]: placed).
 */
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { notify } from '../notifications';
import { placeableOf } from './placeable';
import { placeUpload } from './placeUpload';
import type { UploadItem, UploadsState } from './uploadsSlice';
import { useUploadManager } from './UploadsProvider';
import { usePlaceImage } from './usePlaceImage';

/** How long the decoded copy may take before placing gives up, ms (a 50 MB PDF decodes in ~10 s). */
const PLACEABLE_WITHIN_MS = 60_000;
const POLL_MS = 100;

export function useUploadAndPlace(): (file: File) => Promise<string[]> {
  const manager = useUploadManager();
  const place = usePlaceImage();
  const dispatch = useDispatch();
  const store = useStore<{ uploads: UploadsState }>();
  return useCallback(
    async (file) => {
      const fileId = manager.start([file]);
      if (!fileId) return ['embedDesignRefused'];
      const item = await new Promise<UploadItem | null>((resolve) => {
        const started = Date.now();
        const check = () => {
          const found = store.getState().uploads.items.find((i) => i.fileId === fileId);
          if (found?.placeable || found?.state === 'error') resolve(found);
          else if (Date.now() - started > PLACEABLE_WITHIN_MS) resolve(null);
          else setTimeout(check, POLL_MS);
        };
        check();
      });
      if (!item) return ['embedCanvasNotReady'];
      if (!item.placeable) return [item.errorKey ?? 'invalidFileFormat'];
      const placed = await placeUpload(place, placeableOf(item), (request) =>
        dispatch(notify(request)),
      );
      return placed ? [] : ['invalidFileFormat'];
    },
    [manager, place, dispatch, store],
  );
}
