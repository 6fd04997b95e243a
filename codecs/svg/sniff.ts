/** SVG text told from other text and from binary data by its first bytes. */
import { startsWith } from '../common/binary';

/** How much text is searched for `<svg` when the prolog is not recognised. */
const SVG_SNIFF = 4096;

/**
 * SVG: an optional UTF-8 BOM and whitespace, then any of `<?xml …?>`, comments and DOCTYPE,
 * then `<svg` (the prolog is walked through the whole head, which must be valid UTF-8).
 * Failing that, text that starts with `<` and has `<svg` in its first 4 KB.
 */
export function isSvg(head: Uint8Array): boolean {
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
