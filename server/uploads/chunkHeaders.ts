/**
 * The headers of `POST FileManagement/ImageChunkedUpload` (docs/upload-protocol.md) and their
 * checks: each header on its own, then against each other and the body's length. Pure: no I/O.
 * Header names, file-id pattern and chunk arithmetic are the editor's too (src/domain/uploads).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiErrorKey, DOMAIN_VALIDATIONS } from '../../src/domain/apiErrors';
import { chunkCountOf } from '../../src/domain/uploads/chunks';
import { formatBytes } from '../../src/domain/uploads/formatBytes';
import type { UploadErrorBody, UploadPurpose } from '../../src/domain/uploads/protocol';
import {
  FILE_ID_PATTERN,
  MAX_FILE_NAME_HEADER_LENGTH,
  UPLOAD_HEADERS,
  UPLOAD_PURPOSES,
  UploadErrorKey,
} from '../../src/domain/uploads/protocol';
import { HttpError } from '../http/httpError';
import type { UploadConfig } from './config';
import { uploadRefusal } from './errors';
import { displayFileName } from './fileName';
import { maxFileBytesOf } from './purposes';

/** The parsed headers of one chunk request. */
export interface ChunkHeaders {
  /** Bytes of the whole file. */
  totalSize: number;
  /** Bytes of every chunk but the last (the same on every request of a file). */
  chunkSize: number;
  /** 1-based. */
  chunkIndex: number;
  chunkCount: number;
  /** The sanitised display name. */
  fileName: string;
  fileId: string;
  /** The declared type, lower case ('' when absent); informative only. */
  fileType: string;
  /** Null when absent or empty. */
  securityToken: string | null;
  /** Lower-case hex. */
  chunkSha256: string;
  /** Lower-case hex, or null when not declared. */
  fileSha256: string | null;
  purpose: UploadPurpose;
}

const SHA256_PATTERN = /^[0-9a-fA-F]{64}$/;
/** `X-Upload-Purpose`: one of the purposes, exactly (absent = original). */
const PURPOSE_PATTERN = new RegExp(`^(${UPLOAD_PURPOSES.join('|')})$`);
const INTEGER_PATTERN = /^\d{1,16}$/;
const PRINTABLE = /^[\x20-\x7e]*$/;
/** Longest declared type and security token, characters. */
const MAX_TYPE = 255;
const MAX_TOKEN = 4096;

function single(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  const trimmed = text?.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Collects per-header failures into one 400 body. */
class Failures {
  readonly body: UploadErrorBody = { status: 400, errors: { [DOMAIN_VALIDATIONS]: [] } };

  add(header: string, key: string): void {
    const all = this.body.errors[DOMAIN_VALIDATIONS] ?? [];
    if (!all.includes(key)) all.push(key);
    (this.body.errors[`${DOMAIN_VALIDATIONS}.${header}`] ??= []).push(key);
  }

  get any(): boolean {
    return (this.body.errors[DOMAIN_VALIDATIONS]?.length ?? 0) > 0;
  }
}

/**
 * Reads the chunk headers; throws a 400 naming every missing (`requiredField`) or malformed
 * (`invalidField`, `uploadFileIdInvalid`) header.
 */
export function readChunkHeaders(headers: IncomingHttpHeaders): ChunkHeaders {
  const failures = new Failures();
  const integer = (name: string): number => {
    const raw = single(headers, name);
    if (raw === undefined) failures.add(name, ApiErrorKey.requiredField);
    else if (!INTEGER_PATTERN.test(raw)) failures.add(name, ApiErrorKey.invalidField);
    else return Number(raw);
    return 0;
  };
  const text = (name: string, pattern: RegExp, key: string, required: boolean): string | null => {
    const raw = single(headers, name);
    if (raw === undefined) {
      if (required) failures.add(name, ApiErrorKey.requiredField);
      return null;
    }
    if (!pattern.test(raw)) failures.add(name, key);
    return raw;
  };
  const H = UPLOAD_HEADERS;
  const totalSize = integer(H.totalSize);
  const chunkSize = integer(H.chunkSize);
  const chunkIndex = integer(H.chunkIndex);
  const chunkCount = integer(H.chunkCount);
  const fileId = text(H.fileId, FILE_ID_PATTERN, UploadErrorKey.fileIdInvalid, true) ?? '';
  const chunkSha256 = text(H.chunkSha256, SHA256_PATTERN, ApiErrorKey.invalidField, true) ?? '';
  const fileSha256 = text(H.fileSha256, SHA256_PATTERN, ApiErrorKey.invalidField, false);
  // Any text: non-ASCII (raw UTF-8 read as Latin-1 included) is stripped from the display name.
  const rawName = text(H.fileName, /^/, ApiErrorKey.invalidField, false);
  if (rawName !== null && rawName.length > MAX_FILE_NAME_HEADER_LENGTH)
    failures.add(H.fileName, ApiErrorKey.invalidField);
  const fileType = text(H.fileType, PRINTABLE, ApiErrorKey.invalidField, false) ?? '';
  if (fileType.length > MAX_TYPE) failures.add(H.fileType, ApiErrorKey.invalidField);
  const token = text(H.securityToken, PRINTABLE, ApiErrorKey.invalidField, false);
  if (token !== null && token.length > MAX_TOKEN)
    failures.add(H.securityToken, ApiErrorKey.invalidField);
  const purpose = text(H.purpose, PURPOSE_PATTERN, ApiErrorKey.invalidField, false);
  if (failures.any) throw new HttpError(400, failures.body);
  return {
    totalSize,
    chunkSize,
    chunkIndex,
    chunkCount,
    fileName: displayFileName(rawName),
    fileId,
    fileType: fileType.toLowerCase(),
    securityToken: token,
    chunkSha256: chunkSha256.toLowerCase(),
    fileSha256: fileSha256?.toLowerCase() ?? null,
    purpose: UPLOAD_PURPOSES.find((p) => p === purpose) ?? 'original',
  };
}

/** Bytes chunk `index` (1-based) must hold. */
export function expectedChunkLength(h: ChunkHeaders): number {
  return Math.min(h.chunkSize, h.totalSize - (h.chunkIndex - 1) * h.chunkSize);
}

/**
 * Checks the headers against the limits, each other and the body's length: empty file,
 * file over its purpose's size limit, chunk size over the chunk limit, count ≠ ⌈total / chunk size⌉,
 * index outside 1…count, body length ≠ the chunk's expected length.
 */
export function checkChunkConsistency(
  h: ChunkHeaders,
  bodyLength: number,
  config: UploadConfig,
): void {
  const H = UPLOAD_HEADERS;
  if (h.totalSize === 0) throw uploadRefusal(UploadErrorKey.emptyFile, { field: H.totalSize });
  const maxFileBytes = maxFileBytesOf(h.purpose, config);
  if (h.totalSize > maxFileBytes) {
    throw uploadRefusal(UploadErrorKey.fileSizeInvalid, {
      field: H.totalSize,
      params: {
        fileName: h.fileName,
        maxSize: formatBytes(maxFileBytes),
        maxSizeBytes: maxFileBytes,
      },
    });
  }
  const invalid = (field: string) => uploadRefusal(UploadErrorKey.chunkInvalid, { field });
  if (h.chunkSize < 1 || h.chunkSize > config.maxChunkBytes) throw invalid(H.chunkSize);
  if (h.chunkCount !== chunkCountOf(h.totalSize, h.chunkSize)) throw invalid(H.chunkCount);
  if (h.chunkIndex < 1 || h.chunkIndex > h.chunkCount) throw invalid(H.chunkIndex);
  if (bodyLength !== expectedChunkLength(h)) throw invalid('body');
}
