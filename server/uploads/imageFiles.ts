/**
 * The files of uploaded images (original and renditions, each a complete upload), how
 * `system/source` sizes map to them, and the API view of an image.
 */
import type { ImageFileRole, UploadedImageView } from '../../src/domain/uploads/protocol';
import { RENDITION_ROLES } from '../../src/domain/uploads/protocol';
import type { Db } from '../db/database';
import { mimeTypeOf } from './formats';

/** `system/source` sizes: 0 thumbnail 240, 1 display raster, 2 original, 3 thumbnail 960. */
export type SourceSize = 0 | 1 | 2 | 3;

/** The roles tried, in order, for each source size (a missing rendition falls back). */
export const SOURCE_FALLBACKS: Record<SourceSize, readonly ImageFileRole[]> = {
  0: ['thumbnail240', 'thumbnail960', 'display', 'original'],
  1: ['display', 'original'],
  2: ['original'],
  3: ['thumbnail960', 'display', 'original'],
};

/** A stored file to serve. */
export interface SourceFile {
  key: string;
  role: ImageFileRole;
  mimeType: string;
  size: number;
  sha256: string;
  fileName: string;
}

/** A file of an image, with what its upload says about it. */
export interface ImageFile {
  image_id: string;
  role: string;
  upload_id: string;
  file_id: string;
  format: string | null;
  total_size: number;
  sha256: string | null;
}

/** The files of the given images. */
export async function filesOf(db: Db, imageIds: readonly string[]): Promise<ImageFile[]> {
  if (imageIds.length === 0) return [];
  return db
    .selectFrom('uploaded_image_files as f')
    .innerJoin('upload_files as u', 'u.id', 'f.upload_id')
    .select([
      'f.image_id',
      'f.role',
      'f.upload_id',
      'u.file_id',
      'u.format',
      'u.total_size',
      'u.sha256',
    ])
    .where('f.image_id', 'in', imageIds)
    .execute();
}

/** The API view of an image and its files; null when its original is missing. */
export function viewOf(
  image: {
    id: string;
    is_temporary: number;
    file_name: string;
    created_at: number;
    pixel_width: number | null;
    pixel_height: number | null;
    pages?: number | null;
  },
  files: readonly ImageFile[],
): UploadedImageView | null {
  const original = files.find((f) => f.role === 'original');
  if (!original) return null;
  const display = files.find((f) => f.role === 'display');
  const temporary = image.is_temporary === 1;
  return {
    id: image.id,
    imageId: image.id,
    fileId: original.file_id,
    fileName: image.file_name,
    originalMIMEType: mimeTypeOf(original.format),
    mimeType: mimeTypeOf((display ?? original).format),
    isTemporary: temporary,
    size: original.total_size,
    sha256: original.sha256 ?? '',
    createdAt: new Date(image.created_at).toISOString(),
    renditions: RENDITION_ROLES.filter((r) => files.some((f) => f.role === r)),
    preview: `/api/v1/system/source?id=${image.id}&size=0${temporary ? '&isTemporary=true' : ''}`,
    pixelWidth: image.pixel_width,
    pixelHeight: image.pixel_height,
    pages: image.pages ?? 1,
  };
}
