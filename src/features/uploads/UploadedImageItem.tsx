/**
 * One of the user's uploaded images on the server, in the Uploads panel (spec canvas §4): its
 * preview, placed by click or drag (the page chosen, for a file of several pages: decoded from
 * the original, whose server renditions are its first page's), and deletable.
 */
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { clampPage } from '../../domain/uploads/pages';
import type { UploadedImageView } from '../../domain/uploads/protocol';
import { apiPathUrl } from '../../domain/runtimeConfig';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';
import { writeDragData } from './dragData';
import type { PlaceableUpload } from './placeUpload';
import { serverUpload } from './placeUpload';
import { UploadPageChooser } from './UploadPageChooser';
import { useDeleteImageMutation } from './uploadsApi';
import { uploadedImageDeleted } from './uploadsSlice';
import { useSessionImage } from './useSessionImage';

function serverPlaceable(image: UploadedImageView, page: number): PlaceableUpload {
  const upload = serverUpload({
    id: image.id,
    isTemporary: image.isTemporary,
    mimeType: image.originalMIMEType,
    pixelWidth: image.pixelWidth,
    pixelHeight: image.pixelHeight,
  });
  return page > 0 ? { ...upload, page } : upload;
}

export function UploadedImageItem(props: {
  image: UploadedImageView;
  onPlace(upload: PlaceableUpload): void;
}) {
  const t = useT();
  const dispatch = useDispatch();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const [deleteImage] = useDeleteImageMutation();
  const { image } = props;
  // The page to place, 0-based (files of several pages: UploadPageChooser).
  const [page, setPage] = useState(0);
  const pages = image.pages;
  const thumbnail = useSessionImage(apiPathUrl(runtime, image.preview));
  const chosen = clampPage(page, pages);
  return (
    <li
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
        onDragStart={(e) => writeDragData(e.dataTransfer, serverPlaceable(image, chosen))}
        onClick={() => props.onPlace(serverPlaceable(image, chosen))}
      >
        <img ref={thumbnail.ref} src={thumbnail.src} alt={image.fileName} loading="lazy" />
      </button>
      <span className="upload-name">{image.fileName}</span>
      {pages > 1 ? (
        <UploadPageChooser
          fileName={image.fileName}
          pages={pages}
          page={chosen}
          onChange={setPage}
        />
      ) : null}
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
  );
}
