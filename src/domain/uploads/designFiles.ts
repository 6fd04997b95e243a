/**
 * The vocabulary of design files (docs/upload-protocol.md §7, spec canvas §3 "Design save/export
 * payload" and shell "The SVG and PNG files are uploaded first and the returned paths go in the
 * payload"): what the export makes per side — the print PNG, the SVG and the 240 and 960 design
 * thumbnails — goes to the server through the same chunked upload as user files, with
 * `X-Upload-Purpose: design`, then `POST EditorElement/AttachDesignFile/{fileId}?kind=` records
 * it and answers the path that serves it. The server and the editor both import these names.
 * Pure: types and constants.
 */
import type { ImageFormat } from '../imaging/formats';

/** What a design file is: the print PNG, the SVG, or a design thumbnail (240 or 960 px). */
export const DESIGN_FILE_KINDS = ['png', 'svg', 'thumbnail240', 'thumbnail960'] as const;
export type DesignFileKind = (typeof DESIGN_FILE_KINDS)[number];

/**
 * Formats each kind accepts, detected from the bytes (never the name or declared type). The
 * thumbnails are WebP where the browser's encoder is loaded, PNG otherwise.
 */
export const DESIGN_FILE_FORMATS: Readonly<Record<DesignFileKind, readonly ImageFormat[]>> = {
  png: ['png'],
  svg: ['svg'],
  thumbnail240: ['webp', 'png'],
  thumbnail960: ['webp', 'png'],
};

/** Every format a design-purpose upload may have (the union of {@link DESIGN_FILE_FORMATS}). */
export const DESIGN_UPLOAD_FORMATS: readonly ImageFormat[] = ['png', 'svg', 'webp'];

const MIB = 1024 * 1024;

/**
 * Largest design file, bytes (default of the server's `DESIGN_FILE_MAX_BYTES`): 512 MiB. The
 * largest print PNG the export makes is 7200 × 14400 px; stored as RGBA that PNG can never
 * exceed its raw size plus filter bytes and chunk overhead, 7200 × 14400 × 4 + 14400 bytes
 * ≈ 396 MiB, and photo content brings real files to 150–300 MB. 512 MiB holds the worst case
 * with room for an SVG that embeds the same photos.
 */
export const DESIGN_FILE_MAX_BYTES = 512 * MIB;

/** Design file ids: 1 to 64 of `[A-Za-z0-9_-]` (the server makes 22, base64url of 16 bytes). */
export const DESIGN_FILE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The API path that serves a design file (root-relative; the id goes in `?id=`). */
export const DESIGN_FILE_PATH = '/api/v1/system/designFile';

/** The root-relative URL of a design file: what goes in a save or cart payload. */
export function designFilePath(id: string): string {
  return `${DESIGN_FILE_PATH}?id=${encodeURIComponent(id)}`;
}

/** Error keys of the design-file endpoints (translated in server/db/translations). */
export const DesignFileErrorKey = {
  /** The upload's detected type is not one the kind takes. Params: kind, acceptableFiles. */
  kindInvalid: 'designFileKindInvalid',
  /** The owner's design files would pass its byte limit. Params: maxSize, maxSizeBytes. */
  sizeTotalInvalid: 'designFileSizeTotalInvalid',
} as const;
export type DesignFileErrorKey = (typeof DesignFileErrorKey)[keyof typeof DesignFileErrorKey];

/** `POST EditorElement/AttachDesignFile/{fileId}?kind=`: the recorded design file. */
export interface DesignFileAnswer {
  /** The design file's id (opaque, 22 characters); serves it and deletes it. */
  id: string;
  /** The client file id of the upload that holds the bytes. */
  fileId: string;
  kind: DesignFileKind;
  /** From the bytes: `image/png`, `image/svg+xml` or `image/webp`. */
  mimeType: string;
  /** Size of the file, bytes. */
  bytes: number;
  /**
   * Pixel size for PNG and WebP (IHDR, VP8/VP8L/VP8X header); for SVG the root element's
   * width and height in CSS px (96 per inch; from its viewBox when they are missing), null when
   * the root has none of width, height and viewBox.
   */
  width: number | null;
  height: number | null;
  /** Horizontal dots per inch from the PNG pHYs chunk (a WebP's EXIF); null when absent or SVG. */
  dpi: number | null;
  /** SHA-256 (hex) of the file; also its ETag. */
  sha256: string;
  /** ISO 8601. */
  createdAt: string;
  /** Root-relative URL that serves the file ({@link designFilePath}); goes in the payloads. */
  path: string;
}

/** `DELETE EditorElement/DesignFile/{id}`. */
export interface DeleteDesignFileAnswer {
  id: string;
  deleted: true;
}
