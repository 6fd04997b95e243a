/**
 * The format of a file from its first bytes only (never its name or MIME type). Pass at least
 * the first 4 KB; 64 KB lets Illustrator files be told from plain PDF (their markers sit in the
 * XMP packet and page dictionary, tens of KB in).
 *
 * Illustrator (.ai, "Create PDF Compatible File") vs PDF: both start with %PDF, and PDFs exported
 * from Illustrator carry the same `%AI` comments, "Adobe Illustrator" CreatorTool and
 * `/PieceInfo /Illustrator` as native .ai files (see the fixtures pdf/*illustrator*.pdf), so
 * those markers cannot decide. What only a native .ai file holds is its private data:
 * `/AIPrivateData<n>` streams (exports write `/AIPDFPrivateData<n>`) and the XMP property
 * `<illustrator:Type>Document</illustrator:Type>`. readHeader confirms from the page's PieceInfo
 * when these lie beyond the bytes given here.
 */
import { BMP_DIB_SIZES } from './headers/bmp';
import { DOS_EPS_MAGIC } from './headers/eps';
import { indexOfAscii, latin1, startsWith } from './headers/binary';
import type { ImageFormat } from './formats';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const MIF_BRANDS = new Set(['mif1', 'msf1']);
/** How far into the file "%PDF-" may start (Acrobat tolerates leading junk up to 1 KB). */
const PDF_HEADER_WINDOW = 1024;
/** How much text is searched for `<svg` when the prolog is not recognised. */
const SVG_SNIFF = 4096;

export function detectFormat(head: Uint8Array): ImageFormat | null {
  if (head.length < 2) return null;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, 'BM') && head.length >= 18) {
    const dib =
      (head[14] ?? 0) | ((head[15] ?? 0) << 8) | ((head[16] ?? 0) << 16) | ((head[17] ?? 0) << 24);
    if (BMP_DIB_SIZES.includes(dib)) return 'bmp';
  }
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  if (startsWith(head, 'ftyp', 4)) return isobmffFormat(head);
  if (startsWith(head, '8BPS')) {
    const version = ((head[4] ?? 0) << 8) | (head[5] ?? 0);
    return version === 1 ? 'psd' : version === 2 ? 'psb' : null;
  }
  if (
    startsWith(head, 'II*\0') ||
    startsWith(head, 'MM\0*') ||
    startsWith(head, 'II+\0') ||
    startsWith(head, 'MM\0+')
  ) {
    return 'tiff';
  }
  if (startsWith(head, DOS_EPS_MAGIC)) return 'eps';
  if (startsWith(head, '%!PS')) return postScriptFormat(head);
  const pdfAt = indexOfAscii(head, '%PDF-', 0, PDF_HEADER_WINDOW + 5);
  if (pdfAt >= 0) return isIllustratorPdf(head) ? 'ai' : 'pdf';
  return isSvg(head) ? 'svg' : null;
}

/** ftyp brands: AVIF when avif/avis is the major or a compatible brand, HEIC for the HEVC ones, and mif1/msf1 alone. */
function isobmffFormat(head: Uint8Array): ImageFormat | null {
  const size =
    ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  const end = Math.min(head.length, Math.max(16, size >>> 0));
  const major = latin1(head, 8, 12);
  const brands = [major];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(latin1(head, at, at + 4));
  if (AVIF_BRANDS.has(major)) return 'avif';
  if (HEIC_BRANDS.has(major)) return 'heic';
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  if (brands.some((b) => HEIC_BRANDS.has(b) || MIF_BRANDS.has(b))) return 'heic';
  return null;
}

/**
 * `%!PS-Adobe-x.y EPSF-x.y` is EPS. A PostScript file written by Illustrator without EPSF is an
 * Illustrator 8-or-older document (or one saved without PDF content): 'ai', so the AI decoder can
 * refuse it with aiWithoutPdf. Other PostScript is not an image format we place.
 */
function postScriptFormat(head: Uint8Array): ImageFormat | null {
  const text = latin1(head, 0, Math.min(head.length, 4096));
  const firstLine = /^[^\r\n]*/.exec(text)?.[0] ?? '';
  if (/^%!PS-Adobe-\d+(\.\d+)?\s+EPSF-\d+(\.\d+)?/.test(firstLine)) return 'eps';
  if (/^%%Creator:\s*Adobe Illustrator/m.test(text) || /^%%AI\d*_?CreatorVersion/m.test(text))
    return 'ai';
  return null;
}

function isIllustratorPdf(head: Uint8Array): boolean {
  return (
    indexOfAscii(head, '/AIPrivateData') >= 0 ||
    indexOfAscii(head, '<illustrator:Type>Document</illustrator:Type>') >= 0
  );
}

/**
 * SVG: an optional UTF-8 BOM and whitespace, then any of `<?xml …?>`, comments and DOCTYPE,
 * then `<svg` (the prolog is walked through the whole head, which must be valid UTF-8).
 * Failing that, text that starts with `<` and has `<svg` in its first 4 KB.
 */
function isSvg(head: Uint8Array): boolean {
  let start = 0;
  if (startsWith(head, [0xef, 0xbb, 0xbf])) start = 3;
  const bytes = head.subarray(start);
  let text: string;
  try {
    // stream: a multi-byte character cut at the end of the window is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return false;
  }
  let pos = 0;
  for (let guard = 0; guard < 1000; guard++) {
    while (pos < text.length && /\s/.test(text[pos] ?? '')) pos++;
    if (text.startsWith('<svg', pos)) return /^[\s>/]/.test(text[pos + 4] ?? '');
    let end = -1;
    if (text.startsWith('<?xml', pos)) end = text.indexOf('?>', pos) + 2;
    else if (text.startsWith('<!--', pos)) end = text.indexOf('-->', pos) + 3;
    else if (text.startsWith('<!DOCTYPE', pos)) end = doctypeEnd(text, pos);
    if (end <= pos) break;
    pos = end;
  }
  const sniff = text.slice(0, SVG_SNIFF);
  return sniff.trimStart().startsWith('<') && /<svg[\s>/]/.test(sniff) && !hasBinaryControls(sniff);
}

/** End of a DOCTYPE (after its internal subset), or -1. */
function doctypeEnd(text: string, pos: number): number {
  let inSubset = false;
  let quote = '';
  for (let i = pos + 9; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') inSubset = true;
    else if (c === ']') inSubset = false;
    else if (c === '>' && !inSubset) return i + 1;
  }
  return -1;
}

/** Control characters other than tab, LF, CR (and form feed) mean binary data, not XML text. */
function hasBinaryControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) return true;
  }
  return false;
}
