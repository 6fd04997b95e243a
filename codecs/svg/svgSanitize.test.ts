import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import { sanitizeSvg } from './svgSanitize';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const wrap = (body: string, rootAttrs = '') => `<svg ${NS}${rootAttrs}>${body}</svg>`;
const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Nothing that can run or fetch survives. */
function expectInert(svg: string): void {
  // Namespace names are identifiers, never fetched.
  const lower = svg.replace(/ xmlns(:\w+)?="[^"]*"/g, '').toLowerCase();
  for (const bad of [
    '<script',
    'onload',
    'onclick',
    'onerror',
    'foreignobject',
    'http://',
    'https://',
    'javascript',
    '<!entity',
    '<!doctype',
    '<iframe',
    '<embed',
    '<object',
    '<animate',
    '<set',
    '@import',
    'xml-stylesheet',
    'xml:base',
  ]) {
    expect(lower, `output contains ${bad}: ${svg}`).not.toContain(bad);
  }
}

function corruptKey(input: string): string {
  try {
    sanitizeSvg(input);
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

describe('sanitizeSvg', () => {
  it.each([
    [
      '<script>',
      wrap('<script>alert(1)</script><rect width="1" height="1"/>'),
      '<rect width="1" height="1"/>',
    ],
    ['mixed-case <ScRiPt>', wrap('<ScRiPt>alert(1)</ScRiPt><g/>'), '<g/>'],
    ['script in CDATA', wrap('<script><![CDATA[ alert(1) ]]></script><g/>'), '<g/>'],
    ['onload on the root', `<svg ${NS} onload="alert(1)"><g/></svg>`, '<g/>'],
    ['onclick in other case', wrap('<rect OnClick="alert(1)" width="2"/>'), '<rect width="2"/>'],
    [
      '<foreignObject> with HTML',
      wrap(
        '<foreignObject><iframe src="http://x/"></iframe><body onload="x()"/></foreignObject><g/>',
      ),
      '<g/>',
    ],
    [
      '<iframe>, <embed>, <object>',
      wrap('<iframe src="http://x"/><embed src="http://x"/><object data="http://x"/><g/>'),
      '<g/>',
    ],
    [
      'external xlink:href on <image>',
      wrap('<image xlink:href="http://evil.example/x.png" width="1" height="1"/><g/>'),
      '<g/>',
    ],
    [
      'external <use>',
      wrap('<use xlink:href="http://evil.example/s.svg#a"/><use href="other.svg#b"/><g/>'),
      '<g/>',
    ],
    ['protocol-relative href', wrap('<image href="//evil.example/x.png"/><g/>'), '<g/>'],
    [
      'SVG data URI (could carry scripts)',
      wrap('<image href="data:image/svg+xml;base64,PHN2Zz4="/><g/>'),
      '<g/>',
    ],
    [
      'javascript: link',
      wrap('<a href="javascript:alert(1)"><rect width="1"/></a>'),
      '<a><rect width="1"/></a>',
    ],
    [
      'entity-encoded javascript:',
      wrap('<a xlink:href="&#106;ava&#x09;script:alert(1)"><g/></a>'),
      '<a><g/></a>',
    ],
    [
      'animation setting href',
      wrap(
        '<a><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onload" to="x"/></a>',
      ),
      '<a></a>',
    ],
    [
      'style url(http:…)',
      wrap('<rect style="fill:red; background:url(http://evil.example/x)" width="1"/>'),
      '<rect style="fill:red" width="1"/>',
    ],
    [
      'style with an escape',
      wrap('<rect style="background:u\\rl(http://x)" width="1"/>'),
      '<rect width="1"/>',
    ],
    [
      'presentation url() to another file',
      wrap('<rect fill="url(http://x/#g)" stroke="url(#g)" width="1"/>'),
      '<rect stroke="url(#g)" width="1"/>',
    ],
    ['comment hiding a tag', wrap('<!-- <script>alert(1)</script> --><g/>'), '<g/>'],
    ['comment then script', wrap('<!-- x --><script>alert(1)</script><g/>'), '<g/>'],
    [
      'xml-stylesheet PI',
      `<?xml version="1.0"?><?xml-stylesheet href="http://x/a.css"?>${wrap('<g/>')}`,
      '<g/>',
    ],
    ['xml:base', wrap('<g xml:base="http://x/"><use href="#a"/></g>'), '<g><use href="#a"/></g>'],
  ])('%s', (name, input, kept) => {
    const { svg, removed } = sanitizeSvg(input);
    expectInert(svg);
    expect(svg).toContain(kept);
    // Comments go silently; everything else removed is reported.
    if (!name.startsWith('comment hiding')) expect(removed.length).toBeGreaterThan(0);
  });

  it('removes DOCTYPE entity declarations and their references (billion laughs)', () => {
    const lol = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;">]>${wrap('<text>&lol3; &amp; &#65;</text>')}`;
    const { svg, removed } = sanitizeSvg(lol);
    expectInert(svg);
    expect(svg).toContain('<text> &amp; A</text>');
    expect(removed).toContain('doctype with entity declarations');
    expect(removed).toContain('entity &lol3;');
  });

  it('keeps CDATA text as escaped text', () => {
    const { svg } = sanitizeSvg(wrap('<text><![CDATA[<script>alert(1)</script>]]></text>'));
    expect(svg).toContain('<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>');
  });

  it('sanitises <style> sheets', () => {
    const css =
      '@import url(http://evil.example/x.css); @font-face { font-family: X; src: url(http://x/f.woff) } rect { fill: red; background: url(http://evil.example/) } .a > .b { fill: url(#g) }';
    const { svg } = sanitizeSvg(wrap(`<style>${css}</style><rect class="a"/>`));
    expectInert(svg);
    expect(svg).toContain('fill: red;');
    expect(svg).toContain('.a > .b { fill: url(#g);}');
    expect(svg).not.toContain('font-face');
  });

  it('keeps internal references and inline raster images', () => {
    const input = wrap(
      `<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="1"/><image xlink:href="${PNG_DATA}" width="1" height="1"/><use href="#g"/>`,
    );
    const { svg, removed } = sanitizeSvg(input);
    expect(removed).toEqual([]);
    expect(svg).toContain(PNG_DATA);
    expect(svg).toContain('<use href="#g"/>');
  });

  it('adds the SVG namespace when the root lacks it, and is idempotent', () => {
    const once = sanitizeSvg('<svg width="10" height="10"><rect width="1" height="1"/></svg>').svg;
    expect(once.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="10"')).toBe(true);
    expect(sanitizeSvg(once).svg).toBe(once);
  });

  it.each([
    ['unclosed element', wrap('<g>')],
    ['mismatched end tag', wrap('<g></rect>')],
    ['root other than <svg>', '<html><body/></html>'],
    ['unquoted attribute', '<svg width=10></svg>'],
    ['unterminated comment', wrap('<!-- <g/>')],
    ['two roots', `${wrap('')}${wrap('')}`],
    ['text after the root', `${wrap('')} trailing text`],
    ['duplicate attributes', '<svg a="1" a="2"></svg>'],
    ['< inside an attribute', '<svg a="<script>"></svg>'],
    ['empty input', ''],
  ])('refuses %s as corrupt', (_name, input) => {
    expect(corruptKey(input)).toBe('corruptImage');
  });
});

// The test corpus's SVGs (README, "Test corpus"); a pure codec test may not import tests/.
const SVG_DIR = path.resolve(import.meta.dirname, '../../tests/corpus/svg');

describe('sanitizeSvg on the SVG fixtures', () => {
  const names = readdirSync(SVG_DIR).filter((n) => n.endsWith('.svg'));
  it.each(names)('%s keeps its size and renders the same elements', async (name) => {
    const original = readFileSync(path.join(SVG_DIR, name));
    const { svg } = sanitizeSvg(original.toString('utf8'));
    expectInert(svg);
    const before = await readHeader(bytesSource(new Uint8Array(original)));
    const after = await readHeader(bytesSource(new TextEncoder().encode(svg)));
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    const live = original.toString('utf8').replace(/<!--[\s\S]*?-->/g, '');
    for (const tag of ['path', 'rect', 'text', 'image']) {
      const count = (s: string) => (s.match(new RegExp(`<${tag}[\\s>/]`, 'g')) ?? []).length;
      expect(count(svg), tag).toBe(count(live));
    }
  });
});
