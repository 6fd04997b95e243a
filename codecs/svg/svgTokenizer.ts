/**
 * A small, strict XML tokenizer for SVG (no DOM in the pure domain): text, CDATA, comments,
 * processing instructions, DOCTYPE (internal subset included) and start/end tags with quoted
 * attributes. Anything that is not well-formed markup throws SvgSyntaxError, so the sanitiser
 * can refuse it instead of guessing.
 */

export type SvgToken =
  | { type: 'text'; raw: string }
  | { type: 'cdata'; text: string }
  | { type: 'comment'; text: string }
  | { type: 'pi'; target: string; raw: string }
  | { type: 'doctype'; raw: string; hasEntities: boolean }
  | { type: 'start'; name: string; attrs: SvgAttr[]; selfClosing: boolean }
  | { type: 'end'; name: string };

export interface SvgAttr {
  name: string;
  /** The value as written (entities not decoded). */
  raw: string;
}

export class SvgSyntaxError extends Error {}

const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9_.:\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;

/** Tokens of `text`, lazily. `text` must already have its BOM removed. */
export function* tokenizeSvg(text: string): Generator<SvgToken> {
  let pos = 0;
  const fail = (what: string): never => {
    throw new SvgSyntaxError(`${what} at ${pos}`);
  };
  const skipSpace = () => {
    SPACE.lastIndex = pos;
    SPACE.exec(text);
    pos = SPACE.lastIndex;
  };
  const name = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(text);
    if (!m) return fail('expected a name');
    pos = NAME.lastIndex;
    return m[0];
  };
  const until = (end: string, what: string): string => {
    const at = text.indexOf(end, pos);
    if (at < 0) fail(`unterminated ${what}`);
    const body = text.slice(pos, at);
    pos = at + end.length;
    return body;
  };

  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    if (lt !== pos) {
      const end = lt < 0 ? text.length : lt;
      yield { type: 'text', raw: text.slice(pos, end) };
      pos = end;
      continue;
    }
    if (text.startsWith('<!--', pos)) {
      pos += 4;
      yield { type: 'comment', text: until('-->', 'comment') };
    } else if (text.startsWith('<![CDATA[', pos)) {
      pos += 9;
      yield { type: 'cdata', text: until(']]>', 'CDATA section') };
    } else if (text.startsWith('<!DOCTYPE', pos)) {
      pos += 9;
      yield doctype();
    } else if (text.startsWith('<!', pos)) {
      fail('unknown markup declaration');
    } else if (text.startsWith('<?', pos)) {
      pos += 2;
      const target = name();
      yield { type: 'pi', target, raw: until('?>', 'processing instruction') };
    } else if (text.startsWith('</', pos)) {
      pos += 2;
      const n = name();
      skipSpace();
      if (text[pos] !== '>') fail('bad end tag');
      pos++;
      yield { type: 'end', name: n };
    } else {
      pos++;
      yield startTag();
    }
  }

  function doctype(): SvgToken {
    const start = pos;
    let quote = '';
    let inSubset = false;
    for (; pos < text.length; pos++) {
      const c = text[pos];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (inSubset && text.startsWith('<!--', pos)) {
        const end = text.indexOf('-->', pos + 4);
        if (end < 0) fail('unterminated comment in DOCTYPE');
        pos = end + 2;
      } else if (c === '[') {
        if (inSubset) fail('nested DOCTYPE subset');
        inSubset = true;
      } else if (c === ']' && inSubset) {
        inSubset = false;
      } else if (c === '>' && !inSubset) {
        const raw = text.slice(start, pos);
        pos++;
        return { type: 'doctype', raw, hasEntities: /<!ENTITY/i.test(raw) };
      }
    }
    return fail('unterminated DOCTYPE');
  }

  function startTag(): SvgToken {
    const n = name();
    const attrs: SvgAttr[] = [];
    const seen = new Set<string>();
    for (;;) {
      const before = pos;
      skipSpace();
      const c = text[pos];
      if (c === '>') {
        pos++;
        return { type: 'start', name: n, attrs, selfClosing: false };
      }
      if (c === '/' && text[pos + 1] === '>') {
        pos += 2;
        return { type: 'start', name: n, attrs, selfClosing: true };
      }
      if (pos === before) fail('expected space between attributes');
      const attr = name();
      skipSpace();
      if (text[pos] !== '=') fail(`attribute ${attr} without a value`);
      pos++;
      skipSpace();
      const q = text[pos];
      if (q !== '"' && q !== "'") return fail(`unquoted value of ${attr}`);
      pos++;
      const raw = until(q, 'attribute value');
      if (raw.includes('<')) fail(`'<' in the value of ${attr}`);
      if (seen.has(attr)) fail(`duplicate attribute ${attr}`);
      seen.add(attr);
      attrs.push({ name: attr, raw });
    }
  }
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Decodes character and predefined entity references. Other named references (declared in a
 * DTD, e.g. billion-laughs `&lol9;`) are dropped and reported through `onUnknown`.
 */
export function decodeEntities(raw: string, onUnknown: (name: string) => void): string {
  return raw.replace(
    /&(#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z_:][-A-Za-z0-9_.:]*);|&/g,
    (_all, ref: string | undefined) => {
      if (ref === undefined) return '&'; // a bare ampersand: kept as a literal character
      if (ref.startsWith('#')) {
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        const ok =
          code === 0x9 ||
          code === 0xa ||
          code === 0xd ||
          (code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff));
        return ok ? String.fromCodePoint(code) : '';
      }
      const known = PREDEFINED[ref];
      if (known !== undefined) return known;
      onUnknown(ref);
      return '';
    },
  );
}

/** Escapes text for element content. */
export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes text for a double-quoted attribute value. */
export function escapeAttr(s: string): string {
  return escapeText(s)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}
