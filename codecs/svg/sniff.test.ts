/** The SVG sniffer: only a document whose root element is `<svg>` is an SVG (issue #15, item 5). */
import { describe, expect, it } from 'vitest';
import { readSvgProlog } from './sniff';
import type { SvgProlog } from './sniff';

const enc = (s: string) => new TextEncoder().encode(s);
const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE svg [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><text>&lol3;</text></svg>`;

describe('readSvgProlog', () => {
  it.each<[string, string | Uint8Array, SvgProlog['root'], boolean]>([
    ['a bare root', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'svg', false],
    ['a root with attributes on the next line', '<svg\n  width="1">', 'svg', false],
    [
      'a BOM, declaration, stylesheet, comment and DOCTYPE first',
      '\ufeff<?xml version="1.0"?>\n<?xml-stylesheet href="a.css"?>\n<!-- <html> -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd">\n<svg>',
      'svg',
      false,
    ],
    [
      'a DOCTYPE subset with a comment holding ] and >',
      '<!DOCTYPE svg [ <!-- ] > --> ]><svg/>',
      'svg',
      false,
    ],
    [
      'an HTML page with an inline SVG',
      '<!DOCTYPE html><html><body><svg width="200" height="100"></svg></body></html>',
      'other',
      false,
    ],
    ['an XHTML root', '<?xml version="1.0"?><html><svg/></html>', 'other', false],
    ['a lower-case HTML doctype', '<!doctype html><svg/>', 'other', false],
    ['a body fragment', '<body><svg/></body>', 'other', false],
    ['text before the root', 'hello <svg></svg>', 'other', false],
    ['another element first', '<?xml version="1.0"?><!-- a --><foo/><svg/>', 'other', false],
    ['a prefixed root', '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>', 'other', false],
    ['<svgfoo> is not <svg>', '<svgfoo/>', 'other', false],
    ['binary after <', new Uint8Array([0x3c, 0x00, 0x01, 0x3c, 0x73, 0x76, 0x67]), 'other', false],
    ['bytes that are not UTF-8', new Uint8Array([0x3c, 0xff, 0xfe, 0x3c]), 'other', false],
    ['a head that ends in a comment', '<?xml version="1.0"?><!-- long', 'unknown', false],
    ['a head that ends inside <svg', '<?xml version="1.0"?>\n<sv', 'unknown', false],
    ['an empty head', '', 'unknown', false],
    ['a billion-laughs SVG', BILLION_LAUGHS, 'svg', true],
    [
      'an external entity',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      'svg',
      true,
    ],
    ['a parameter entity', '<!DOCTYPE svg [<!ENTITY % p "x">]><svg/>', 'svg', true],
    [
      'a DOCTYPE cut off after an entity declaration',
      '<!DOCTYPE svg [<!ENTITY a "b">',
      'unknown',
      true,
    ],
  ])('%s', (_name, source, root, declaresEntities) => {
    const head = typeof source === 'string' ? enc(source) : source;
    expect(readSvgProlog(head)).toEqual({ root, declaresEntities });
  });
});
