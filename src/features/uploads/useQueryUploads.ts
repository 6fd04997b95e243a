/**
 * Uploads named in the address (spec shell §2: `upid`/`mt` front, `bupid`/`bmt` back, `isTemp`)
 * are placed when their side is first shown on a ready canvas. One that cannot be loaded is
 * reported to the embedding page (`removeFrontUploadedData` / `removeBackUploadedData`) and with
 * a 3 s error toast (spec canvas §8), and kept as a drawing error for the export's errors list.
 * The storefront's `frontUploadedData` / `backUploadedData` set the same ids (a new id is placed
 * again).
 */
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Side } from '../../domain/editor/sides';
import { TUNABLES } from '../../domain/tunables';
import { outbound } from '../../domain/embed';
import { parentWindow } from '../../platform/parentWindow';
import { selectEditor } from '../editor';
import { notify } from '../notifications';
import { selectDesignerQuery } from '../session';
import { placeUpload, serverUpload } from './placeUpload';
import { useUploadImagesQuery } from './uploadsApi';
import { usePlaceImage } from './usePlaceImage';

export function useQueryUploads(): void {
  const dispatch = useDispatch();
  const place = usePlaceImage();
  const query = useSelector(selectDesignerQuery);
  const editor = useSelector(selectEditor);
  const { data, isFetching } = useUploadImagesQuery();
  const placed = useRef<Record<Side, string | null>>({ front: null, back: null });

  const side = editor.side;
  const ready = editor.ready && editor.zoomPercent !== null && !editor.loading && !isFetching;
  useEffect(() => {
    const imageId = side === 'front' ? query.frontUploadId : query.backUploadId;
    const mediaType = side === 'front' ? query.frontMediaType : query.backMediaType;
    if (!ready || !imageId || placed.current[side] === imageId) return;
    placed.current[side] = imageId;
    const listed = data?.images.find((i) => i.id === imageId);
    const upload = serverUpload({
      id: imageId,
      isTemporary: listed?.isTemporary ?? query.isTemporaryUpload,
      mimeType: listed?.originalMIMEType ?? mediaType ?? '',
      pixelWidth: listed?.pixelWidth ?? null,
      pixelHeight: listed?.pixelHeight ?? null,
    });
    void placeUpload(place, upload, () => {
      parentWindow.post(outbound.removeUploaded(side));
      parentWindow.recordDrawingError({ key: 'invalidFileFormat', detail: `${side}: ${imageId}` });
      dispatch(
        notify({
          kind: 'error',
          titleKey: 'uploadFailed',
          messageKeys: ['invalidFileFormat'],
          timerMs: TUNABLES.notifications.errorTimerMs,
        }),
      );
    });
  }, [ready, side, query, data, place, dispatch]);
}
