import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_CONFIG } from './config';
import { pngBytes, svgBytes, webpBytes } from '../testing/designFileBytes';
import {
  acceptableFilesOf,
  acceptedFormatOf,
  declaresSvgEntities,
  maxFileBytesOf,
} from './purposes';

const text = (s: string) => Buffer.from(s, 'utf8');
const MIB = 1024 * 1024;

describe('acceptedFormatOf', () => {
  it.each<[string, 'original' | 'rendition' | 'design', Buffer, string | null]>([
    ['a PNG design', 'design', pngBytes({ width: 1, height: 1 }), 'png'],
    ['an SVG design', 'design', svgBytes(''), 'svg'],
    ['a WebP design', 'design', webpBytes(2, 2), 'webp'],
    ['an HTML "SVG" design', 'design', text('<html><svg></svg></html>'), null],
    ['a JPEG design', 'design', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), null],
    ['an HTML "SVG" original', 'original', text('<html><svg></svg></html>'), null],
    ['an SVG rendition', 'rendition', svgBytes(''), null],
  ])('%s', (_name, purpose, head, expected) => {
    expect(acceptedFormatOf(purpose, head)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['a plain SVG', '<?xml version="1.0"?><svg/>', false],
    [
      'a DOCTYPE without a subset',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg/>',
      false,
    ],
    ['an entity declaration', '<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>', true],
  ])('declaresSvgEntities: %s', (_name, source, expected) => {
    expect(declaresSvgEntities('svg', text(source))).toBe(expected);
  });

  it('names what each purpose accepts and its largest file', () => {
    expect(acceptableFilesOf('design')).toBe('png, svg, webp');
    expect(acceptableFilesOf('rendition')).toBe('webp, png');
    expect(maxFileBytesOf('design', DEFAULT_UPLOAD_CONFIG)).toBe(512 * MIB);
    expect(maxFileBytesOf('original', DEFAULT_UPLOAD_CONFIG)).toBe(50 * MIB);
    expect(maxFileBytesOf('rendition', DEFAULT_UPLOAD_CONFIG)).toBe(50 * MIB);
  });
});
