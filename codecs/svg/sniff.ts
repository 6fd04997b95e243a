/**
 * SVG told from other text and from binary data by its first bytes: the document's root
 * element must be `<svg>`. An optional UTF-8 BOM, whitespace, processing instructions (the XML
 * declaration, `<?xml-stylesheet …?>`), comments and one DOCTYPE may come first; anything else
 * (text, another element — an HTML page that holds an inline `<svg>`) means it is not an SVG
 * document, whatever its name says. A head that ends before the root element is not recognised
 * either: the caller passes 64 KB, far more than any real prolog.
 */
import { startsWith } from '../common/binary';

/** What the start of a document says about its root element. */
export interface SvgProlog {
  /**
   * `svg`: the root element is `<svg>`; `other`: another element, text or bytes that are not
   * UTF-8 come first; `unknown`: the head ends before the root element begins.
   */
  root: 'svg' | 'other' | 'unknown';
  /** A DOCTYPE before the root declares entities (`<!ENTITY`): the billion-laughs pattern. */
  declaresEntities: boolean;
}

/** XML white space (S). */
const SPACE = /[ \t\r\n]/;

/** The prolog of `head` (the first bytes of a file). */
export function readSvgProlog(head: Uint8Array): SvgProlog {
  const bytes = startsWith(head, [0xef, 0xbb, 0xbf]) ? head.subarray(3) : head;
  let text: string;
  try {
    // stream: a multi-byte character cut at the end of the window is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return { root: 'other', declaresEntities: false };
  }
  let declaresEntities = false;
  const result = (root: SvgProlog['root']): SvgProlog => ({ root, declaresEntities });
  let pos = 0;
  for (;;) {
    while (pos < text.length && SPACE.test(text[pos] ?? '')) pos++;
    if (pos >= text.length) return result('unknown');
    let end: number;
    if (text.startsWith('<?', pos)) {
      end = text.indexOf('?>', pos + 2);
      if (end < 0) return result('unknown');
      pos = end + 2;
    } else if (text.startsWith('<!--', pos)) {
      end = text.indexOf('-->', pos + 4);
      if (end < 0) return result('unknown');
      pos = end + 3;
    } else if (text.startsWith('<!DOCTYPE', pos)) {
      end = doctypeEnd(text, pos);
      declaresEntities ||= /<!ENTITY/i.test(text.slice(pos, end < 0 ? text.length : end));
      if (end < 0) return result('unknown');
      pos = end;
    } else if (text.startsWith('<svg', pos)) {
      const next = text[pos + 4];
      if (next === undefined) return result('unknown');
      return result(/[ \t\r\n>/]/.test(next) ? 'svg' : 'other');
    } else {
      // The head may end inside `<svg` itself.
      const rest = text.slice(pos);
      return result(rest.length < 4 && '<svg'.startsWith(rest) ? 'unknown' : 'other');
    }
  }
}

/** Whether `head` begins an SVG document (its root element is `<svg>`). */
export function isSvg(head: Uint8Array): boolean {
  return readSvgProlog(head).root === 'svg';
}

/** End of a DOCTYPE (after its internal subset, quotes and comments skipped), or -1. */
function doctypeEnd(text: string, pos: number): number {
  let inSubset = false;
  let quote = '';
  for (let i = pos + 9; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (inSubset && text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return -1;
      i = end + 2;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') inSubset = true;
    else if (c === ']') inSubset = false;
    else if (c === '>' && !inSubset) return i + 1;
  }
  return -1;
}
