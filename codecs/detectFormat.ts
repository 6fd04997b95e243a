/**
 * The format of a file from its first bytes only (never its name or MIME type): each codec's
 * `sniff` in turn (headers.ts). Pass at least the first 4 KB; 64 KB lets Illustrator files be
 * told from plain PDF (their markers sit in the XMP packet and page dictionary, tens of KB in;
 * codecs/pdf/sniff.ts).
 */
import type { ImageFormat } from '../src/domain/imaging/formats';
import { FORMAT_HEADERS } from './headers';

export function detectFormat(head: Uint8Array): ImageFormat | null {
  if (head.length < 2) return null;
  for (const header of FORMAT_HEADERS) {
    const format = header.sniff(head);
    if (format) return format;
  }
  return null;
}
