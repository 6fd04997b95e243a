/**
 * What each upload purpose (`X-Upload-Purpose`) accepts: the formats chunk 1's bytes may have,
 * the list the refusal names, and the largest file. Originals are the user's files (50 MiB);
 * renditions the editor's thumbnails and display raster; design files the export's print PNG,
 * SVG and design thumbnails (512 MiB by default, DESIGN_FILE_MAX_BYTES).
 *
 * An SVG, original or design, must be XML whose root element is `<svg>` (codecs/svg/sniff.ts):
 * text that merely contains `<svg` (an HTML page with an inline SVG, named photo.png) is refused
 * as `uploadFileTypeInvalid`, and one whose DOCTYPE declares entities as `svgEntityDeclarations`.
 * A design SVG's content is otherwise stored as sent —
 * scripts, event attributes, `foreignObject` and external references included — because the
 * server never serves it as active content (routes/designFiles.ts: a sandboxing
 * Content-Security-Policy and `nosniff`); refusing them would only break exports the editor
 * made, and an attacker gains nothing from bytes that are never run.
 */
import type { ImageFormat } from '../../src/domain/imaging/formats';
import { readSvgProlog } from '../../codecs/svg/sniff';
import { DESIGN_UPLOAD_FORMATS } from '../../src/domain/uploads/designFiles';
import type { UploadPurpose } from '../../src/domain/uploads/protocol';
import { UPLOAD_PURPOSES } from '../../src/domain/uploads/protocol';
import { ACCEPTABLE_FILES } from '../../src/domain/uploads/validation';
import type { UploadConfig } from './config';
import { DETECT_HEAD_BYTES, formatOfHead, ORIGINAL_FORMATS, RENDITION_FORMATS } from './formats';

/** The formats an upload of each purpose may have. */
export const PURPOSE_FORMATS: Readonly<Record<UploadPurpose, readonly ImageFormat[]>> = {
  original: ORIGINAL_FORMATS,
  rendition: RENDITION_FORMATS,
  design: DESIGN_UPLOAD_FORMATS,
};

/** The purpose of a stored upload row (`upload_files.purpose`). */
export function purposeOf(upload: { purpose: string }): UploadPurpose {
  return UPLOAD_PURPOSES.find((p) => p === upload.purpose) ?? 'original';
}

/** The `acceptableFiles` parameter of `uploadFileTypeInvalid`, per purpose. */
export function acceptableFilesOf(purpose: UploadPurpose): string {
  return purpose === 'original' ? ACCEPTABLE_FILES : PURPOSE_FORMATS[purpose].join(', ');
}

/** The largest file of a purpose, bytes. */
export function maxFileBytesOf(purpose: UploadPurpose, config: UploadConfig): number {
  return purpose === 'design' ? config.design.maxFileBytes : config.maxFileBytes;
}

/**
 * The format of an upload of `purpose` from its first chunk, or null when the purpose does not
 * accept it (unrecognised bytes — an "SVG" whose root element is not `<svg>` among them — or a
 * format of another purpose).
 */
export function acceptedFormatOf(
  purpose: UploadPurpose,
  firstChunk: Uint8Array,
): ImageFormat | null {
  const format = formatOfHead(firstChunk);
  if (format === null || !PURPOSE_FORMATS[purpose].includes(format)) return null;
  return format;
}

/**
 * Whether an upload detected as `format` is an SVG whose DOCTYPE declares entities (the
 * billion-laughs pattern): refused with its own key (`svgEntityDeclarations`), never stored.
 */
export function declaresSvgEntities(format: ImageFormat, firstChunk: Uint8Array): boolean {
  return (
    format === 'svg' && readSvgProlog(firstChunk.subarray(0, DETECT_HEAD_BYTES)).declaresEntities
  );
}
