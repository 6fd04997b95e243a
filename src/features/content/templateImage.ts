/**
 * The picture `imgId` names, ready for the template's image slot (src/domain/editor/
 * templateImage): a stock library picture (`GET StockImages/{id}`: its canvas URL and size) or
 * one of the shopper's uploads (`system/source`, display size; the server checks it is theirs —
 * its pixel size is read from the picture itself). Rejects when it cannot be found or read.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { imageUrl } from '../../canvas';
import type { SlotImage } from '../../domain/editor/templateImage';
import { templateImageRef } from '../../domain/editor/templateImage';
import { uploadedImageSrc } from '../../domain/editor/uploadSources';
import { contentApi } from './contentApi';
import { fetchWithSession } from '../../platform/embedSession';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

async function pixelSize(src: string): Promise<{ width: number; height: number }> {
  const answer = await fetchWithSession(imageUrl(src), { credentials: 'include' });
  if (!answer.ok) throw new Error(`image ${src}: HTTP ${answer.status}`);
  const bitmap = await createImageBitmap(await answer.blob());
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

export async function templateSlotImage(imgId: string, dispatch: Dispatch): Promise<SlotImage> {
  const ref = templateImageRef(imgId);
  if (ref.kind === 'stock') {
    const fetched = dispatch(contentApi.endpoints.stockImage.initiate(ref.id));
    try {
      const { data } = await fetched.unwrap();
      return {
        src: data.url,
        width: data.width,
        height: data.height,
        data: { 'data-usedImage': { id: data.id, source: data.source } },
      };
    } finally {
      fetched.unsubscribe();
    }
  }
  const src = uploadedImageSrc(ref.id, false, 1);
  const size = await pixelSize(src);
  return { src, ...size, data: { 'data-usedUploadId': ref.id } };
}
