import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_CONFIG } from './config';
import { pngBytes, svgBytes, webpBytes } from '../testing/designFileBytes';
import { acceptableFilesOf, acceptedFormatOf, hasSvgRoot, maxFileBytesOf } from './purposes';

const text = (s: string) => Buffer.from(s, 'utf8');
const MIB = 1024 * 1024;

describe('hasSvgRoot', () => {
  it.each<[string, string, boolean | null]>([
    ['a bare root', '<svg xmlns="http://www.w3.org/2000/svg"/>', true],
    [
      'a prolog, comment and doctype first',
      '<?xml version="1.0"?><!-- c --><!DOCTYPE svg><svg>',
      true,
    ],
    ['a BOM and whitespace first', '\ufeff \n<svg width="1">', true],
    ['an HTML page holding an SVG', '<html><body><svg></svg></body></html>', false],
    ['text before the root', 'hello <svg></svg>', false],
    ['a prefixed root', '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>', false],
    ['a root cut off mid-tag (undecided)', '<?xml version="1.0"?>\n<svg width="10', null],
    ['a prolog only (undecided)', '<?xml version="1.0"?>\n<!-- a long comment', null],
  ])('%s', (_name, source, expected) => {
    expect(hasSvgRoot(text(source))).toBe(expected);
  });
});

describe('acceptedFormatOf', () => {
  it.each<[string, 'original' | 'rendition' | 'design', Buffer, string | null]>([
    ['a PNG design', 'design', pngBytes({ width: 1, height: 1 }), 'png'],
    ['an SVG design', 'design', svgBytes(''), 'svg'],
    ['a WebP design', 'design', webpBytes(2, 2), 'webp'],
    ['an HTML "SVG" design', 'design', text('<html><svg></svg></html>'), null],
    ['a JPEG design', 'design', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), null],
    [
      'an HTML "SVG" original (the pipeline sanitises originals)',
      'original',
      text('<html><svg></svg></html>'),
      'svg',
    ],
    ['an SVG rendition', 'rendition', svgBytes(''), null],
  ])('%s', (_name, purpose, head, expected) => {
    expect(acceptedFormatOf(purpose, head)).toBe(expected);
  });

  it('names what each purpose accepts and its largest file', () => {
    expect(acceptableFilesOf('design')).toBe('png, svg, webp');
    expect(acceptableFilesOf('rendition')).toBe('webp, png');
    expect(maxFileBytesOf('design', DEFAULT_UPLOAD_CONFIG)).toBe(512 * MIB);
    expect(maxFileBytesOf('original', DEFAULT_UPLOAD_CONFIG)).toBe(50 * MIB);
    expect(maxFileBytesOf('rendition', DEFAULT_UPLOAD_CONFIG)).toBe(50 * MIB);
  });
});
