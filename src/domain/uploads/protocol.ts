/**
 * The shared vocabulary of the upload protocol (docs/upload-protocol.md, spec canvas §7–§9):
 * header names, limits, error keys and the shapes of the answers. The server sends these
 * answers and the editor reads them, so both import them from here. Pure: types and constants.
 */
import type { ApiErrorBody } from '../apiErrors';
import { PipelineErrorKey } from '../imaging/errors';
import { PIPELINE_LIMITS } from '../imaging/limits';
import { DesignFileErrorKey } from './designFiles';

/** Bytes of every chunk but the last, and the largest chunk the server takes (spec canvas §9: 2 MB). */
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024;

/** Largest file, bytes (spec shell §5 and §9: 50 MB; the same limit as the image pipeline's). */
export const UPLOAD_MAX_FILE_BYTES = PIPELINE_LIMITS.maxFileBytes;

/** Header names of `POST FileManagement/ImageChunkedUpload`, as documented (Node reads them lower-cased). */
export const UPLOAD_HEADERS = {
  totalSize: 'X-Upload-Total-Size',
  chunkSize: 'X-Upload-Chunk-Size',
  chunkIndex: 'X-Upload-Chunk-Index',
  chunkCount: 'X-Upload-Chunk-Count',
  fileName: 'X-Upload-File-Name',
  fileId: 'X-Upload-File-Id',
  fileType: 'X-Upload-File-Type',
  securityToken: 'X-Upload-Security-Token',
  chunkSha256: 'X-Upload-Chunk-Sha256',
  fileSha256: 'X-Upload-File-Sha256',
  purpose: 'X-Upload-Purpose',
} as const;

/**
 * What an upload is for (`X-Upload-Purpose`): an image's original, a rendition attached to an
 * image, or a design file the export made (print PNG, SVG, design thumbnails; designFiles.ts).
 */
export const UPLOAD_PURPOSES = ['original', 'rendition', 'design'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Client file ids: 8 to 64 of `[A-Za-z0-9_-]` (a UUID fits). */
export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Longest `X-Upload-File-Name` value the server reads (percent-encoded), characters. */
export const MAX_FILE_NAME_HEADER_LENGTH = 2048;

/** Error keys of the upload API (translated in server/db/translations). */
export const UploadErrorKey = {
  /** Spec: the detected type is not accepted. Params: fileName, acceptableFiles. */
  fileTypeInvalid: 'uploadFileTypeInvalid',
  /** Spec: the owner already keeps the most images allowed. Params: maxCount. */
  fileCountInvalid: 'uploadFileCountInvalid',
  /** Spec: the file is over the size limit. Params: maxSize, fileName. */
  fileSizeInvalid: 'uploadFileSizeInvalid',
  /** Spec: the owner's stored bytes would pass the limit. Params: maxSize. */
  fileSizeTotalInvalid: 'uploadFileSizeTotalInvalid',
  /** Zero-byte file. */
  emptyFile: PipelineErrorKey.empty,
  /** An SVG whose DOCTYPE declares entities (billion laughs). Params: fileName. */
  svgEntityDeclarations: PipelineErrorKey.svgEntityDeclarations,
  /** Headers that disagree with each other, the body or the upload's first chunk. */
  chunkInvalid: 'uploadChunkInvalid',
  /** The body's SHA-256 is not the declared one (or the whole file's is not). */
  checksumMismatch: 'uploadChecksumMismatch',
  /** A chunk index already received with other bytes. */
  chunkConflict: 'uploadChunkConflict',
  /** A malformed file id, or one another session or user is using. */
  fileIdInvalid: 'uploadFileIdInvalid',
  /** Attach of a file whose chunks have not all arrived. */
  incomplete: 'uploadIncomplete',
  /** Attach of an upload made for another purpose (a rendition as an image, an image as a design file…). */
  purposeInvalid: 'uploadPurposeInvalid',
  /** The reCAPTCHA token is missing while reCAPTCHA is configured (spec shell §8). */
  securityTokenInvalid: 'invalidReCaptchaToken',
  /** Design files: a type the kind does not take; the owner's design bytes full. */
  designFileKindInvalid: DesignFileErrorKey.kindInvalid,
  designFileSizeTotalInvalid: DesignFileErrorKey.sizeTotalInvalid,
} as const;
export type UploadErrorKey = (typeof UploadErrorKey)[keyof typeof UploadErrorKey];

/** Message parameters of an upload refusal (fileName, acceptableFiles, maxSize, maxSizeBytes, maxCount). */
export type UploadErrorParams = Record<string, string | number>;

/** The body of an upload refusal: the API error body plus the message's parameters. */
export interface UploadErrorBody extends ApiErrorBody {
  /** On 400s of the chunk endpoint (spec canvas §3, chunk upload result). */
  result?: 'BadRequest';
  params?: UploadErrorParams;
}

/**
 * Spec canvas §3, chunk upload result. The server answers `Success`, `Incomplete` (206) and
 * `BadRequest` (400); `Canceled` is the client's own (the user stopped it), never sent.
 */
export type ChunkUploadResult = 'Success' | 'Incomplete' | 'BadRequest' | 'Canceled';

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
  /** Bytes. */
  totalSize: number;
  /** Bytes of every chunk but the last. */
  chunkSize: number;
  chunkCount: number;
  /** 1-based, ascending. */
  received: number[];
  /** When complete: bytes. */
  size?: number;
  /** When complete: SHA-256 (hex) of the whole file. */
  sha256?: string;
}

/** What a file of an image is: its original or one of its renditions. */
export type ImageFileRole = 'original' | 'thumbnail240' | 'thumbnail960' | 'display';
/** Roles a rendition may take. */
export const RENDITION_ROLES = ['thumbnail240', 'thumbnail960', 'display'] as const;
export type RenditionRole = (typeof RENDITION_ROLES)[number];

/** The `detailed` object of the upload answers (spec: upload details). */
export interface UploadDetails {
  /** Most images a signed-in user may keep. */
  count: number;
  /** Most bytes a signed-in user may keep. */
  size: number;
  /** Largest single file, bytes. */
  fileSize: number;
  /** Bytes the caller keeps now (uploads in progress included). */
  usedSize: number;
  /** Images the caller keeps now. */
  usedCount: number;
  /** Most images a guest may keep. */
  logOutCount: number;
  /** Most bytes a guest may keep. */
  logOutFileSize: number;
}

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
  /**
   * Pixel size of the original after orientation, as the editor measured it when attaching
   * (`pixelWidth`/`pixelHeight` query); null when not given. Used for the DPI check.
   */
  pixelWidth: number | null;
  pixelHeight: number | null;
  /**
   * Pages of the original a shopper may choose from (a PDF's or AI's pages, a TIFF's
   * directories, a HEIF's top-level images; `pages` query of the attach), 1 when not given.
   */
  pages: number;
}

/** Attach answers: the image and the caller's upload details. */
export interface AttachAnswer extends UploadedImageView {
  detailed: UploadDetails;
}

/** GET Profile/UploadImages. */
export interface UploadImagesAnswer {
  images: UploadedImageView[];
  detailed: UploadDetails;
  /** Whether the caller is signed in: which limits apply and which attach endpoint to use. */
  signedIn: boolean;
}
