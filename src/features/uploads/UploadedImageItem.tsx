/**
 * One of the user's uploaded images on the server, in the Uploads panel (spec canvas §4): its
 * preview, placed by click or drag, and deletable.
 */
import { useDispatch, useSelector } from 'react-redux';
import type { UploadedImageView } from '../../domain/uploads/protocol';
import { apiPathUrl } from '../../domain/runtimeConfig';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';
import { writeDragData } from './dragData';
import type { PlaceableUpload } from './placeUpload';
import { serverUpload } from './placeUpload';
import { useDeleteImageMutation } from './uploadsApi';
import { uploadedImageDeleted } from './uploadsSlice';

function serverPlaceable(image: UploadedImageView): PlaceableUpload {
  return serverUpload({
    id: image.id,
    isTemporary: image.isTemporary,
    mimeType: image.originalMIMEType,
    pixelWidth: image.pixelWidth,
    pixelHeight: image.pixelHeight,
  });
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
        onDragStart={(e) => writeDragData(e.dataTransfer, serverPlaceable(image))}
        onClick={() => props.onPlace(serverPlaceable(image))}
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
  );
}
