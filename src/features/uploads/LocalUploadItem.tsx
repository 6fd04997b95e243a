/**
 * An upload of this page in the Uploads panel (spec canvas §4, §8): its preview as soon as the
 * pipeline has one, its progress, and cancel, retry (network failures) or close (failures). It
 * can be placed by click or drag once its display raster (or sanitised SVG) is ready, before a
 * byte is sent; a file of several pages says how many and places the page chosen. A failure's message shows on the item (corruptImage as its tooltip on wide
 * screens; the toasts are the manager's).
 */
import { useState } from 'react';
import { clampPage } from '../../domain/uploads/pages';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { writeDragData } from './dragData';
import type { PlaceableUpload } from './placeable';
import { placeableOf } from './placeable';
import { UploadPageChooser } from './UploadPageChooser';
import type { UploadItem } from './uploadsSlice';
import { useUploadManager } from './UploadsProvider';

export function LocalUploadItem(props: {
  item: UploadItem;
  onPlace(upload: PlaceableUpload): void;
}) {
  const t = useT();
  const manager = useUploadManager();
  const { item } = props;
  // The page to place, 0-based (files of several pages: UploadPageChooser).
  const [page, setPage] = useState(0);
  const pages = item.info?.pages ?? 1;
  const chosen = clampPage(page, pages);
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
        onDragStart={(e) => writeDragData(e.dataTransfer, placeableOf(item, chosen))}
        onClick={() => props.onPlace(placeableOf(item, chosen))}
      >
        {item.previewSrc ? (
          <img src={item.previewSrc} alt={item.fileName} />
        ) : item.state === 'progress' ? (
          <Spinner label={t('loading')} />
        ) : null}
      </button>
      <span className="upload-name">{item.fileName}</span>
      {pages > 1 ? (
        <UploadPageChooser
          fileName={item.fileName}
          pages={pages}
          page={chosen}
          onChange={setPage}
        />
      ) : null}
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
