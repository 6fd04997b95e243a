/**
 * CSS and URL policy of the SVG sanitiser. A reference is safe only when it stays inside the
 * document (`#fragment`) or is an inline raster image (`data:image/png|jpeg|gif|webp;base64,`).
 * Declarations with any other url(), image-set(), expression(), javascript:, behavior,
 * -moz-binding or a CSS escape (backslash, which could hide any of these) are removed, as are
 * @import, @namespace and @font-face rules.
 */

const SAFE_DATA = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;
const FRAGMENT = /^#[-A-Za-z0-9_.:\u00B7\u00C0-\uFFFF]+$/;

/** Whether a reference (href, src or url() target) may stay in a sanitised SVG. */
export function isSafeReference(url: string): boolean {
  const u = url.trim();
  return FRAGMENT.test(u) || SAFE_DATA.test(u);
}

/** Script-like URL schemes, tolerant of the whitespace and control characters browsers ignore. */
export function hasScriptScheme(value: string): boolean {
  let squeezed = '';
  for (const c of value) if (c.charCodeAt(0) > 0x20 && c !== '\u007f') squeezed += c.toLowerCase();
  return /(java|vb|live)script:/.test(squeezed) || squeezed.includes('data:text/html');
}

const URL_FN = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;

/** Whether every url() in `value` is safe and nothing else in it can fetch or run code. */
export function isSafeCssValue(value: string): boolean {
  if (value.includes('\\')) return false;
  if (hasScriptScheme(value)) return false;
  const lower = value.toLowerCase();
  if (/expression\s*\(|image-set\s*\(|(^|[^-\w])src\s*\(|behavior|-moz-binding|@import/.test(lower))
    return false;
  const withoutUrls = value.replace(URL_FN, '');
  if (/url\s*\(/i.test(withoutUrls)) return false; // a url( we could not parse
  for (const m of value.matchAll(URL_FN)) {
    if (!isSafeReference(m[1] ?? m[2] ?? m[3] ?? '')) return false;
  }
  return true;
}

/** Splits at top-level `;`, `{` and `}` (outside strings and parentheses), keeping delimiters. */
function splitCss(css: string): string[] {
  const out: string[] = [];
  let buf = '';
  let quote = '';
  let parens = 0;
  for (const c of css) {
    if (quote) {
      buf += c;
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
      buf += c;
    } else if (c === '(') {
      parens++;
      buf += c;
    } else if (c === ')') {
      parens = Math.max(0, parens - 1);
      buf += c;
    } else if (parens === 0 && (c === ';' || c === '{' || c === '}')) {
      out.push(buf, c);
      buf = '';
    } else {
      buf += c;
    }
  }
  out.push(buf);
  return out;
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
}

/** A `style` attribute: keeps the safe declarations. */
export function sanitizeDeclarations(css: string, removed: (what: string) => void): string {
  const kept: string[] = [];
  for (const part of splitCss(stripComments(css))) {
    if (part === ';' || part.trim() === '') continue;
    if (part === '{' || part === '}' || !isSafeCssValue(part)) {
      removed(`css declaration ${part.trim().slice(0, 60)}`);
      continue;
    }
    kept.push(part.trim());
  }
  return kept.join('; ');
}

/** A `<style>` sheet: drops unsafe declarations and @import/@namespace/@font-face rules. */
export function sanitizeStylesheet(css: string, removed: (what: string) => void): string {
  const parts = splitCss(stripComments(css));
  let out = '';
  let depth = 0;
  let skipDepth = -1; // inside a dropped block
  let buf = '';
  for (const part of parts) {
    if (part === '{') {
      const prelude = buf.trim();
      buf = '';
      if (
        skipDepth < 0 &&
        (/^@(font-face|import|namespace)/i.test(prelude) || !isSafeCssValue(prelude))
      ) {
        removed(`css rule ${prelude.slice(0, 60)}`);
        skipDepth = depth;
      }
      if (skipDepth < 0) out += `${prelude} {`;
      depth++;
    } else if (part === '}') {
      flushDeclaration();
      depth = Math.max(0, depth - 1);
      if (skipDepth < 0) out += '}\n';
      else if (skipDepth === depth) skipDepth = -1;
    } else if (part === ';') {
      flushDeclaration();
    } else {
      buf += part;
    }
  }
  flushDeclaration();
  return out;

  function flushDeclaration(): void {
    const decl = buf.trim();
    buf = '';
    if (!decl || skipDepth >= 0) return;
    if (depth === 0) {
      if (!/^@charset\b/i.test(decl)) removed(`css statement ${decl.slice(0, 60)}`);
      return;
    }
    if (isSafeCssValue(decl)) out += ` ${decl};`;
    else removed(`css declaration ${decl.slice(0, 60)}`);
  }
}
