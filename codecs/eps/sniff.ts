/**
 * PostScript: a DOS EPS binary header, or `%!PS` text whose first line says EPSF. Illustrator
 * documents saved as PostScript without PDF content are 'ai' (the PDF codec reads and refuses
 * them with aiWithoutPdf).
 */
import type { ImageFormat } from '../../src/domain/imaging/formats';
import { latin1, startsWith } from '../common/binary';

/** The 4 bytes that open a DOS EPS file (binary header with PostScript and TIFF sections). */
export const DOS_EPS_MAGIC = [0xc5, 0xd0, 0xd3, 0xc6] as const;

export function sniffPostScript(head: Uint8Array): ImageFormat | null {
  if (startsWith(head, DOS_EPS_MAGIC)) return 'eps';
  return startsWith(head, '%!PS') ? postScriptFormat(head) : null;
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
