/**
 * `designAsBase64` of the parent-window data (spec canvas §3): a design file the storefront
 * already has — the shopper uploaded it on the product page — handed to the editor as base64
 * (bare, or a `data:` URL). The editor treats it as the shopper's own upload: the same image
 * pipeline, chunked upload and attach, then placed on the side asked for, so the design is
 * printed from the real file and nothing but an upload ever names an image. Only the upload
 * formats a shopper may pick are accepted, by their bytes (the name and type the parent claims
 * do not count): PNG, JPEG, WebP, GIF, TIFF, PDF and SVG.
 */

export interface ParentDesignFile {
  bytes: Uint8Array<ArrayBuffer>;
  mimeType: string;
  /** File name the upload gets (the panel shows it). */
  fileName: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL = /^data:[a-z0-9.+-]+\/[a-z0-9.+-]+(;[a-z0-9=.-]+)*;base64,/i;

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, text: string, at = 0) =>
  startsWith(
    b,
    [...text].map((c) => c.charCodeAt(0)),
    at,
  );

/** The format of the bytes, by signature; null for anything else. */
function sniff(b: Uint8Array): { mimeType: string; extension: string } | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47])) return { mimeType: 'image/png', extension: 'png' };
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (ascii(b, 'RIFF') && ascii(b, 'WEBP', 8)) return { mimeType: 'image/webp', extension: 'webp' };
  if (ascii(b, 'GIF8')) return { mimeType: 'image/gif', extension: 'gif' };
  if (ascii(b, 'II*\0') || ascii(b, 'MM\0*')) return { mimeType: 'image/tiff', extension: 'tif' };
  if (ascii(b, '%PDF-')) return { mimeType: 'application/pdf', extension: 'pdf' };
  // SVG: its root is checked by the pipeline and the server (codecs/svg/sniff); here the text.
  const head = new TextDecoder()
    .decode(b.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<svg') || head.startsWith('<?xml'))
    return { mimeType: 'image/svg+xml', extension: 'svg' };
  return null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Value of each character code (a 16 MiB field decodes in one pass over a table). */
const VALUES = new Uint8Array(128);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

/** Decodes base64 without any browser global (domain code). */
function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n =
      (VALUES[text.charCodeAt(i)]! << 18) |
      (VALUES[text.charCodeAt(i + 1)]! << 12) |
      (VALUES[text.charCodeAt(i + 2)]! << 6) |
      VALUES[text.charCodeAt(i + 3)]!;
    out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

/** The file `designAsBase64` holds, or null when it is not base64 of an accepted format. */
export function parentDesignFile(designAsBase64: string): ParentDesignFile | null {
  const body = designAsBase64.replace(DATA_URL, '').replace(/\s+/g, '');
  if (body === '') return null;
  const bytes = decodeBase64(body);
  const format = bytes ? sniff(bytes) : null;
  if (!bytes || !format) return null;
  return { bytes, mimeType: format.mimeType, fileName: `parent-design.${format.extension}` };
}
