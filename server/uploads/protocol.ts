/**
 * The answers of the upload API (docs/upload-protocol.md). The editor reads the same shapes;
 * they belong in src/domain once the client side is written.
 */
import type { UploadDetails } from './quota';

/** Spec canvas §3: chunk upload result (`Canceled` is the client's own, never sent). */
export type ChunkUploadResult = 'Success' | 'Incomplete' | 'BadRequest';

/** 206: more chunks are needed. */
export interface ChunkIncompleteAnswer {
  result: 'Incomplete';
  fileId: string;
  /** Chunk indexes (1-based) received so far, ascending. */
  received: number[];
  chunkCount: number;
}

/** 200: the file is complete, byte-identical to the client's. */
export interface ChunkSuccessAnswer {
  result: 'Success';
  fileId: string;
  /** Bytes. */
  size: number;
  /** SHA-256 (hex) of the whole file. */
  sha256: string;
}

/** A chunk POST's answer. */
export type ChunkAnswer = ChunkIncompleteAnswer | ChunkSuccessAnswer;

/** GET ImageChunkedUpload/{fileId}: how far an upload is. */
export interface UploadStatusAnswer {
  result: 'Incomplete' | 'Success';
  fileId: string;
  fileName: string;
  totalSize: number;
  chunkSize: number;
  chunkCount: number;
  received: number[];
  /** When complete. */
  size?: number;
  sha256?: string;
}

/** What a file of an image is: its original or one of its renditions. */
export type ImageFileRole = 'original' | 'thumbnail240' | 'thumbnail960' | 'display';
/** Roles a rendition may take. */
export const RENDITION_ROLES = ['thumbnail240', 'thumbnail960', 'display'] as const;
export type RenditionRole = (typeof RENDITION_ROLES)[number];

/** An uploaded image as the API shows it (spec: imageId, fileId, originalMIMEType, mimeType, isTemporary, preview). */
export interface UploadedImageView {
  id: string;
  /** Same as `id` (the spec's name). */
  imageId: string;
  /** The client file id of the original. */
  fileId: string;
  fileName: string;
  /** MIME type of the original, from its bytes. */
  originalMIMEType: string;
  /** MIME type of what `system/source?size=1` serves (the display raster, else the original). */
  mimeType: string;
  isTemporary: boolean;
  /** Bytes of the original. */
  size: number;
  /** SHA-256 (hex) of the original. */
  sha256: string;
  /** ISO 8601. */
  createdAt: string;
  /** Renditions attached so far. */
  renditions: RenditionRole[];
  /** API path of the thumbnail (`/api/v1/system/source?id=…&size=0`). */
  preview: string;
}

/** Attach answers: the image and the caller's upload details. */
export interface AttachAnswer extends UploadedImageView {
  detailed: UploadDetails;
}

/** GET Profile/UploadImages. */
export interface UploadImagesAnswer {
  images: UploadedImageView[];
  detailed: UploadDetails;
}
