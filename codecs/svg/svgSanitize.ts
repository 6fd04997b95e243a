/**
 * A pure SVG sanitiser: SVG text in, safe SVG text out, plus what was removed. Conservative by
 * construction — an allowlist of SVG elements (anything else, e.g. script, foreignObject,
 * iframe, embed, object, animate/set, or `ScRiPt` in other case, is dropped with its whole
 * subtree), `on*` attributes dropped, references (href, xlink:href, src, url()) kept only when
 * they are `#fragment` or an inline PNG/JPEG/GIF/WebP data URI (use/image/feImage with any
 * other reference are dropped), javascript: anywhere dropped, styles sanitised (svgCss.ts),
 * DOCTYPE removed (with its ENTITY declarations: no billion laughs) and undeclared entity
 * references removed, comments and processing instructions removed. Malformed markup or a root
 * other than `<svg>` throws PipelineError(corrupt): browsers would not render it either.
 */
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';
import {
  hasScriptScheme,
  isSafeCssValue,
  isSafeReference,
  sanitizeDeclarations,
  sanitizeStylesheet,
} from './svgCss';
import type { SvgAttr } from './svgTokenizer';
import {
  decodeEntities,
  escapeAttr,
  escapeText,
  SvgSyntaxError,
  tokenizeSvg,
} from './svgTokenizer';

export interface SvgSanitizeResult {
  svg: string;
  /** What was removed, one short description per kind (at most MAX_REPORTED). */
  removed: string[];
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const MAX_DEPTH = 512;
const MAX_REPORTED = 200;

const ALLOWED = new Set([
  'svg',
  'g',
  'defs',
  'desc',
  'title',
  'symbol',
  'use',
  'image',
  'switch',
  'style',
  'a',
  'view',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Elements that only make sense with their reference: dropped when it is not safe. */
const NEEDS_REFERENCE = new Set(['use', 'image', 'feImage']);

function isReferenceAttr(name: string): boolean {
  const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
  return local === 'href' || local === 'src';
}

export function sanitizeSvg(input: string): SvgSanitizeResult {
  const removed = new Set<string>();
  const report = (what: string) => {
    if (removed.size < MAX_REPORTED) removed.add(what);
  };
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const out: string[] = [];
  /** Open elements; `keep` false for a dropped subtree. */
  const stack: { name: string; keep: boolean }[] = [];
  let dropping = 0; // depth inside a dropped subtree
  let sawRoot = false;
  let rootClosed = false;
  try {
    for (const token of tokenizeSvg(text)) {
      const top = stack[stack.length - 1];
      switch (token.type) {
        case 'doctype':
          report(token.hasEntities ? 'doctype with entity declarations' : 'doctype');
          break;
        case 'comment':
          break;
        case 'pi':
          if (token.target.toLowerCase() !== 'xml')
            report(`processing instruction ${token.target}`);
          break;
        case 'text':
        case 'cdata': {
          const body =
            token.type === 'text'
              ? decodeEntities(token.raw, (e) => report(`entity &${e};`))
              : token.text;
          if (!top) {
            if (body.trim() !== '') fail('text outside the root element');
            break;
          }
          if (dropping > 0) break;
          out.push(top.name === 'style' ? styleText(body, report) : escapeText(body));
          break;
        }
        case 'start': {
          if (stack.length >= MAX_DEPTH) fail('elements nested too deeply');
          if (!top) {
            if (sawRoot) fail('content after the root element');
            if (token.name !== 'svg') fail(`root element <${token.name}> is not <svg>`);
            sawRoot = true;
          }
          let keep = dropping === 0 && ALLOWED.has(token.name);
          let attrs = '';
          if (dropping === 0 && !keep) report(`element <${token.name}>`);
          if (keep) {
            const result = sanitizeAttrs(token.name, token.attrs, report, !top);
            if (result === null) {
              keep = false;
              report(`element <${token.name}> with an external reference`);
            } else attrs = result;
          }
          if (keep) out.push(`<${token.name}${attrs}${token.selfClosing ? '/>' : '>'}`);
          if (!token.selfClosing) {
            stack.push({ name: token.name, keep });
            if (!keep) dropping++;
          }
          break;
        }
        case 'end': {
          const open = stack.pop();
          if (!open || open.name !== token.name)
            fail(`</${token.name}> does not close <${open?.name ?? ''}>`);
          if (!open.keep) dropping--;
          else out.push(`</${token.name}>`);
          if (stack.length === 0) rootClosed = true;
          break;
        }
      }
    }
  } catch (error) {
    if (error instanceof SvgSyntaxError)
      throw new PipelineError(PipelineErrorKey.corrupt, `SVG: ${error.message}`);
    throw error;
  }
  if (!sawRoot || !rootClosed || stack.length > 0) fail('no complete <svg> root element');
  return { svg: out.join(''), removed: [...removed] };
}

function fail(detail: string): never {
  throw new PipelineError(PipelineErrorKey.corrupt, `SVG: ${detail}`);
}

/** `<style>` content: sanitised CSS in a CDATA section (so selectors may use `>`). */
function styleText(css: string, report: (what: string) => void): string {
  const clean = sanitizeStylesheet(css, report).replace(/]]>/g, ']] >');
  return clean.trim() === '' ? '' : `<![CDATA[${clean}]]>`;
}

/** Safe attributes serialised, or null when the element must go (unsafe required reference). */
function sanitizeAttrs(
  element: string,
  attrs: SvgAttr[],
  report: (what: string) => void,
  isRoot: boolean,
): string | null {
  let out = '';
  let hasNs = false;
  for (const attr of attrs) {
    const name = attr.name;
    const value = decodeEntities(attr.raw, (e) => report(`entity &${e};`));
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) {
      report(`attribute ${name}`);
      continue;
    }
    if (lower === 'xml:base' || (lower.startsWith('xmlns') && hasScriptScheme(value))) {
      report(`attribute ${name}`);
      continue;
    }
    if (name === 'xmlns') hasNs = true;
    if (isReferenceAttr(name)) {
      if (!isSafeReference(value)) {
        if (NEEDS_REFERENCE.has(element)) return null;
        report(`reference ${name}="${value.slice(0, 60)}"`);
        continue;
      }
    } else if (name === 'style') {
      const css = sanitizeDeclarations(value, report);
      if (css) out += ` style="${escapeAttr(css)}"`;
      continue;
    } else if (hasScriptScheme(value) || (/url\s*\(/i.test(value) && !isSafeCssValue(value))) {
      report(`attribute ${name}="${value.slice(0, 60)}"`);
      continue;
    }
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  if (isRoot && !hasNs) out = ` xmlns="${SVG_NS}"${out}`;
  return out;
}
