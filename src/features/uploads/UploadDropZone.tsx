/**
 * The workspace as a drop target: files dropped on it are uploaded (the first one), uploads
 * dragged from the panel are placed.
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useT } from '../../ui/i18n';
import { notify } from '../notifications';
import { readDragData, UPLOAD_DRAG_TYPE } from './dragData';
import { placeUpload } from './placeUpload';
import { usePageSources, useUploadManager } from './UploadsProvider';
import { usePlaceImage } from './usePlaceImage';

function carriesUpload(data: DataTransfer): boolean {
  return data.types.includes('Files') || data.types.includes(UPLOAD_DRAG_TYPE);
}

export function UploadDropZone(props: { children: ReactNode }) {
  const t = useT();
  const dispatch = useDispatch();
  const manager = useUploadManager();
  const place = usePlaceImage();
  const pages = usePageSources();
  const [over, setOver] = useState(false);
  return (
    <div
      className={`upload-drop-zone${over ? ' is-over' : ''}`}
      data-testid="upload-drop-zone"
      onDragOver={(e) => {
        if (!carriesUpload(e.dataTransfer)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        setOver(false);
        const upload = readDragData(e.dataTransfer);
        const files = [...e.dataTransfer.files];
        if (!upload && files.length === 0) return;
        e.preventDefault();
        if (upload) void placeUpload(place, upload, (r) => dispatch(notify(r)), pages);
        else manager.start(files);
      }}
    >
      {props.children}
      {over ? (
        <div className="upload-drop-hint" aria-hidden="true">
          {t('uploadDropHere')}
        </div>
      ) : null}
    </div>
  );
}
