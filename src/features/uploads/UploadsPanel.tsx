/**
 * The Uploads panel (spec canvas §2, §4, §8): pick a file (or drop or paste one), see it at once
 * with its progress, place it by click or drag; the user's earlier uploads from the server below,
 * each deletable (LocalUploadItem, UploadedImageItem).
 */
import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { UPLOAD_EXTENSIONS } from '../../domain/uploads/validation';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { useCoarsePointer } from '../../ui/useCoarsePointer';
import { TUNABLES } from '../../domain/tunables';
import { matchesMedia } from '../../platform/media';
import { panelClosed } from '../panels';
import { notify } from '../notifications';
import { LocalUploadItem } from './LocalUploadItem';
import type { PlaceableUpload } from './placeUpload';
import { placeUpload } from './placeUpload';
import { UploadedImageItem } from './UploadedImageItem';
import { UploadRefusalDialog } from './UploadRefusalDialog';
import { useUploadImagesQuery } from './uploadsApi';
import { selectUploadItems } from './uploadsSlice';
import { usePageSources, useUploadManager } from './UploadsProvider';
import { usePlaceImage } from './usePlaceImage';
import { UploadUsage } from './UploadUsage';

/** The file input's filter: the extensions and the types browsers report for them. */
const ACCEPT = [
  ...UPLOAD_EXTENSIONS.map((e) => `.${e}`),
  'image/*',
  'application/pdf',
  'application/postscript',
].join(',');

export function UploadsPanel() {
  const t = useT();
  const touch = useCoarsePointer();
  const dispatch = useDispatch();
  const manager = useUploadManager();
  const placeImage = usePlaceImage();
  const pages = usePageSources();
  const input = useRef<HTMLInputElement>(null);
  const items = useSelector(selectUploadItems);
  const { data, isLoading, isError, refetch } = useUploadImagesQuery();

  const place = (upload: PlaceableUpload) =>
    void placeUpload(placeImage, upload, (r) => dispatch(notify(r)), pages).then((placed) => {
      // On phones the panel covers the canvas: placing an image closes it (spec canvas §2).
      if (placed && matchesMedia(`(max-width: ${TUNABLES.layout.imageChoiceClosesPanelMaxPx}px)`))
        dispatch(panelClosed());
    });
  // A local item stands for its server image until the list has it and the upload is done.
  const listed = new Set(data?.images.map((i) => i.id));
  const locals = items.filter((i) => i.state !== 'done' || !i.imageId || !listed.has(i.imageId));
  const localImageIds = new Set(locals.map((i) => i.imageId));
  const images = (data?.images ?? []).filter((i) => !localImageIds.has(i.id));

  return (
    <div className="uploads-panel" data-testid="uploads-panel">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="upload-input"
        onChange={(e) => {
          manager.start([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = ''; // the same file may be chosen again
        }}
      />
      <button
        type="button"
        className="button button-primary upload-button"
        onClick={() => input.current?.click()}
      >
        {t('uploadChooseFile')}
      </button>
      {/* A phone has no Ctrl+V nor a canvas to drop on: its camera instead. */}
      <p className="muted">{t(touch ? 'uploadChooseOnTouch' : 'uploadDropOrPaste')}</p>
      <p className="muted">{t('uploadHighResolutionHint')}</p>
      {data?.detailed ? <UploadUsage details={data.detailed} signedIn={data.signedIn} /> : null}
      {isLoading ? <Spinner label={t('loading')} /> : null}
      {isError ? (
        <p role="alert">
          {t('uploadListFailed')}{' '}
          <button type="button" className="button button-small" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      <ul className="upload-list" aria-label={t('panelUploads')}>
        {locals.map((item) => (
          <LocalUploadItem key={item.fileId} item={item} onPlace={place} />
        ))}
        {images.map((image) => (
          <UploadedImageItem key={image.id} image={image} onPlace={place} />
        ))}
      </ul>
      <UploadRefusalDialog />
    </div>
  );
}
