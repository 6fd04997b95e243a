/**
 * The Uploads panel (spec canvas §2, §4, §8): pick a file (or drop or paste one), see it at once
 * with its progress, place it by click or drag; the user's earlier uploads from the server below,
 * each deletable. Failures show their message on the item (corruptImage as a tooltip on wide
 * screens; the toasts are the manager's).
 */
import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { UploadedImageView } from '../../domain/uploads/protocol';
import { formatBytes } from '../../domain/uploads/formatBytes';
import { UPLOAD_EXTENSIONS } from '../../domain/uploads/validation';
import { apiPathUrl } from '../../domain/runtimeConfig';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { TUNABLES } from '../../domain/tunables';
import { matchesMedia } from '../../platform/media';
import { panelClosed } from '../panels';
import { notify } from '../notifications';
import { writeDragData } from './dragData';
import type { PlaceableUpload } from './placeUpload';
import { placeUpload, serverUpload } from './placeUpload';
import { UploadRefusalDialog } from './UploadRefusalDialog';
import { useDeleteImageMutation, useUploadImagesQuery } from './uploadsApi';
import type { UploadItem } from './uploadsSlice';
import { selectUploadItems, uploadedImageDeleted } from './uploadsSlice';
import { useUploadManager } from './UploadsProvider';
import { usePlaceImage } from './usePlaceImage';

/** The file input's filter: the extensions and the types browsers report for them. */
const ACCEPT = [
  ...UPLOAD_EXTENSIONS.map((e) => `.${e}`),
  'image/*',
  'application/pdf',
  'application/postscript',
].join(',');

function localPlaceable(item: UploadItem): PlaceableUpload {
  return {
    fileId: item.fileId,
    imageId: item.imageId,
    isTemporary: item.isTemporary,
    pixelWidth: item.info?.pixelWidth ?? null,
    pixelHeight: item.info?.pixelHeight ?? null,
    isVector: item.info?.isVector ?? false,
    isPage: item.info?.isPage ?? false,
    isMoreThan64MP: item.info?.isMoreThan64MP ?? false,
  };
}

function serverPlaceable(image: UploadedImageView): PlaceableUpload {
  return serverUpload({
    id: image.id,
    isTemporary: image.isTemporary,
    mimeType: image.originalMIMEType,
    pixelWidth: image.pixelWidth,
    pixelHeight: image.pixelHeight,
  });
}

export function UploadsPanel() {
  const t = useT();
  const dispatch = useDispatch();
  const manager = useUploadManager();
  const placeImage = usePlaceImage();
  const input = useRef<HTMLInputElement>(null);
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const items = useSelector(selectUploadItems);
  const { data, isLoading, isError, refetch } = useUploadImagesQuery();
  const [deleteImage] = useDeleteImageMutation();

  const place = (upload: PlaceableUpload) =>
    void placeUpload(placeImage, upload, (r) => dispatch(notify(r))).then((placed) => {
      // On phones the panel covers the canvas: placing an image closes it (spec canvas §2).
      if (placed && matchesMedia(`(max-width: ${TUNABLES.layout.imageChoiceClosesPanelMaxPx}px)`))
        dispatch(panelClosed());
    });
  // A local item stands for its server image until the list has it and the upload is done.
  const listed = new Set(data?.images.map((i) => i.id));
  const locals = items.filter((i) => i.state !== 'done' || !i.imageId || !listed.has(i.imageId));
  const localImageIds = new Set(locals.map((i) => i.imageId));
  const images = (data?.images ?? []).filter((i) => !localImageIds.has(i.id));
  const details = data?.detailed;
  const signedIn = data?.signedIn ?? false;

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
      <p className="muted">{t('uploadDropOrPaste')}</p>
      <p className="muted">{t('uploadHighResolutionHint')}</p>
      {details && !signedIn ? (
        <p className="upload-guest-notice" data-testid="upload-guest-notice">
          {t('uploadGuestNotice', { maxCount: details.logOutCount })}
        </p>
      ) : null}
      {details ? (
        <p className="muted upload-usage" data-testid="upload-usage">
          {t('uploadUsage', {
            usedCount: details.usedCount,
            maxCount: signedIn ? details.count : details.logOutCount,
            usedSize: formatBytes(details.usedSize),
            maxSize: formatBytes(signedIn ? details.size : details.logOutFileSize),
          })}
        </p>
      ) : null}
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
          <LocalUploadItem
            key={item.fileId}
            item={item}
            onPlace={() => place(localPlaceable(item))}
          />
        ))}
        {images.map((image) => (
          <li
            key={image.id}
            className="upload-item is-done"
            data-testid="upload-item"
            data-state="done"
            data-image-id={image.id}
          >
            <button
              type="button"
              className="upload-thumb"
              draggable
              title={t('uploadPlace', { fileName: image.fileName })}
              onDragStart={(e) => writeDragData(e.dataTransfer, serverPlaceable(image))}
              onClick={() => place(serverPlaceable(image))}
            >
              <img src={apiPathUrl(runtime, image.preview)} alt={image.fileName} loading="lazy" />
            </button>
            <span className="upload-name">{image.fileName}</span>
            <button
              type="button"
              className="button button-small"
              aria-label={t('uploadDelete', { fileName: image.fileName })}
              onClick={() => {
                dispatch(uploadedImageDeleted(image.id));
                void deleteImage(image.id);
              }}
            >
              {t('delete')}
            </button>
          </li>
        ))}
      </ul>
      <UploadRefusalDialog />
    </div>
  );
}

function LocalUploadItem(props: { item: UploadItem; onPlace(): void }) {
  const t = useT();
  const manager = useUploadManager();
  const { item } = props;
  const message = item.errorKey
    ? t(item.errorKey, { fileName: item.fileName, ...item.errorParams })
    : undefined;
  return (
    <li
      className={`upload-item is-${item.state}`}
      data-testid="upload-item"
      data-state={item.state}
      data-file-id={item.fileId}
      data-image-id={item.imageId ?? undefined}
    >
      <button
        type="button"
        className="upload-thumb"
        disabled={!item.placeable}
        draggable={item.placeable}
        title={message ?? t('uploadPlace', { fileName: item.fileName })}
        onDragStart={(e) => writeDragData(e.dataTransfer, localPlaceable(item))}
        onClick={props.onPlace}
      >
        {item.previewSrc ? (
          <img src={item.previewSrc} alt={item.fileName} />
        ) : item.state === 'progress' ? (
          <Spinner label={t('loading')} />
        ) : null}
      </button>
      <span className="upload-name">{item.fileName}</span>
      {item.state === 'progress' ? (
        <progress
          className="upload-progress"
          max={100}
          value={item.value}
          aria-label={t('uploadProgress', { fileName: item.fileName })}
        />
      ) : null}
      {message ? (
        <span className="upload-error" data-testid="upload-error" data-error-key={item.errorKey}>
          {message}
        </span>
      ) : null}
      <span className="upload-actions">
        {item.state === 'progress' ? (
          <button
            type="button"
            className="button button-small"
            onClick={() => manager.cancel(item.fileId)}
          >
            {t('cancel')}
          </button>
        ) : null}
        {item.state === 'error' && item.retryable ? (
          <button
            type="button"
            className="button button-small"
            onClick={() => void manager.retry(item.fileId)}
          >
            {t('retry')}
          </button>
        ) : null}
        {item.state === 'error' ? (
          <button
            type="button"
            className="button button-small"
            onClick={() => void manager.dismiss(item.fileId)}
          >
            {t('close')}
          </button>
        ) : null}
      </span>
    </li>
  );
}
