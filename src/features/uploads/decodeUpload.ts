/**
 * Step 2 of an upload (uploadManager.ts): the pipeline decodes the file in a worker. Its header
 * facts start the original's upload (step 3); an embedded preview, then the 240 thumbnail, show
 * in the panel; the display raster (or sanitised SVG) becomes placeable on the canvas at once;
 * the thumbnails and the display raster's WebP are kept for step 4. A file the pipeline refuses
 * ends in its error, and what was sent of it is deleted from the server.
 */
import type { ImageInfo } from '../../domain/imaging/imageInfo';
import { isPageFormat } from '../../domain/imaging/formats';
import { choosablePages } from '../../domain/uploads/pages';
import type { RenditionRole } from '../../domain/uploads/protocol';
import { localUploadSrc } from '../../domain/editor/uploadSources';
import { encodeDisplayRendition, ImageProcessingError } from '../../imaging';
import { registerBitmapSource, registerSvgSource } from '../../canvas';
import { createObjectUrl, releaseObjectUrl } from '../../platform/objectUrls';
import { startOriginal } from './sendOriginal';
import type { UploadContext, UploadJob } from './uploadJob';
import type { UploadItemInfo } from './uploadsSlice';

/** Side of the panel preview made from an embedded preview, px. */
const PREVIEW_SIDE = 240;
/** The 240 and 960 thumbnails' roles by long side. */
const THUMBNAIL_ROLES: Record<number, RenditionRole> = { 240: 'thumbnail240', 960: 'thumbnail960' };

function itemInfo(info: ImageInfo): UploadItemInfo {
  return {
    format: info.format,
    pixelWidth: info.pixelWidth,
    pixelHeight: info.pixelHeight,
    megapixels: info.megapixels,
    isVector: info.isVector,
    isPage: isPageFormat(info.format),
    isMoreThan64MP: info.isMoreThan64MP,
    pages: choosablePages(info.format, info.pages),
  };
}

/** A small JPEG of an embedded preview, for the panel until the real thumbnail arrives. */
async function previewUrl(bitmap: ImageBitmap): Promise<string | null> {
  try {
    const scale = Math.min(1, PREVIEW_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    );
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return createObjectUrl(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 }));
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

/** Decodes in the pipeline; false when the file failed or the user canceled. */
export async function decodeUpload(
  ctx: UploadContext,
  job: UploadJob,
  fresh: boolean,
): Promise<boolean> {
  const { record, controller } = job;
  const fileId = record.fileId;
  const src = localUploadSrc(fileId);
  let thumbnailShown = false;
  try {
    const result = await ctx.deps.pipeline().process(record.file, record.fileName, {
      signal: controller.signal,
      onProgress: (event) => {
        switch (event.type) {
          case 'info':
            job.info = event.info;
            ctx.update(fileId, { info: itemInfo(event.info) });
            startOriginal(ctx, job, fresh);
            break;
          case 'preview':
            if (thumbnailShown) event.bitmap.close();
            else
              void previewUrl(event.bitmap).then((url) => {
                if (!url) return;
                // The item is the URL's one user (previewUrls.ts revokes it when that goes).
                if (thumbnailShown) releaseObjectUrl(url);
                else ctx.update(fileId, { previewSrc: url });
              });
            break;
          case 'display': {
            // The display rendition is encoded from a copy; the raster itself goes to the
            // canvas once copied (the canvas takes it over, which detaches it).
            const { bitmap } = event;
            const copy = createImageBitmap(bitmap);
            job.renditions.set(
              'display',
              copy.then(encodeDisplayRendition).catch(() => null),
            );
            void copy
              .catch(() => null)
              .then(() => {
                registerBitmapSource(src, bitmap);
                ctx.update(fileId, { placeable: true });
              });
            break;
          }
          case 'svg':
            void registerSvgSource(src, event.svg).then(
              () => ctx.update(fileId, { placeable: true }),
              () => undefined,
            );
            break;
          case 'thumbnail': {
            const role = THUMBNAIL_ROLES[event.thumbnail.side];
            if (role) job.renditions.set(role, Promise.resolve(event.thumbnail.blob));
            if (event.thumbnail.side === 240) {
              thumbnailShown = true;
              ctx.update(fileId, { previewSrc: createObjectUrl(event.thumbnail.blob) });
            }
            break;
          }
        }
      },
    });
    job.info = result.info;
    ctx.update(fileId, { info: itemInfo(result.info) });
    return true;
  } catch (error) {
    if (controller.signal.aborted) return ctx.canceled(job);
    const failure = error instanceof ImageProcessingError ? error.failure : null;
    ctx.fail(job, [failure?.key ?? 'corruptImage'], failure?.params, false);
    await ctx.dropSent(job);
    await ctx.forget(fileId);
    return false;
  }
}
