import { describe, expect, it } from 'vitest';
import { detectFormat } from './detectFormat';
import type { Part } from './common/testing/bytes';
import { box, bytes, u32be, u32le } from './common/testing/bytes';

const dosEps = bytes(
  [0xc5, 0xd0, 0xd3, 0xc6],
  u32le(30),
  u32le(100),
  new Array<number>(22).fill(0),
);

describe('detectFormat', () => {
  it.each<[string, Part[], string | null]>([
    ['JPEG', [[0xff, 0xd8, 0xff, 0xe0]], 'jpeg'],
    ['PNG', [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]], 'png'],
    ['PNG with a broken signature', [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]], null],
    ['GIF87a', ['GIF87a'], 'gif'],
    ['GIF89a', ['GIF89a'], 'gif'],
    ['GIF90a', ['GIF90a'], null],
    ['BMP (BITMAPINFOHEADER)', ['BM', new Array<number>(12).fill(0), [40, 0, 0, 0]], 'bmp'],
    ['BMP (V5)', ['BM', new Array<number>(12).fill(0), [124, 0, 0, 0]], 'bmp'],
    ['"BM" text', ['BMW is a car brand, not a bitmap'], null],
    ['WebP', ['RIFF', u32le(100), 'WEBPVP8 '], 'webp'],
    ['WAV (RIFF but not WebP)', ['RIFF', u32le(100), 'WAVEfmt '], null],
    ['PSD', ['8BPS', [0, 1]], 'psd'],
    ['PSB', ['8BPS', [0, 2]], 'psb'],
    ['8BPS version 3', ['8BPS', [0, 3]], null],
    ['TIFF II', ['II*\0'], 'tiff'],
    ['TIFF MM', ['MM\0*'], 'tiff'],
    ['BigTIFF II', ['II+\0'], 'tiff'],
    ['BigTIFF MM', ['MM\0+'], 'tiff'],
    ['DOS EPS', [dosEps], 'eps'],
    ['EPS', ['%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n'], 'eps'],
    ['EPS 2.0 with CRLF', ['%!PS-Adobe-2.0 EPSF-2.0\r\n'], 'eps'],
    [
      'Illustrator PostScript (no PDF)',
      ['%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n%%BoundingBox: 0 0 1 1\n'],
      'ai',
    ],
    ['plain PostScript', ['%!PS-Adobe-3.0\n%%Creator: dvips\n'], null],
    ['PDF', ['%PDF-1.7\n'], 'pdf'],
    ['PDF after leading junk', ['x'.repeat(500), '%PDF-1.4\n'], 'pdf'],
    ['PDF header too far in', ['x'.repeat(1100), '%PDF-1.4\n'], null],
    ['Illustrator .ai (AIPrivateData)', ['%PDF-1.5\n1 0 obj << /AIPrivateData1 2 0 R >>'], 'ai'],
    [
      'Illustrator .ai (XMP type)',
      ['%PDF-1.5\n<illustrator:Type>Document</illustrator:Type>'],
      'ai',
    ],
    [
      'Illustrator PDF export',
      ['%PDF-1.5\n%AI5 /PieceInfo<</Illustrator 1 0 R>> Adobe Illustrator /AIPDFPrivateData1'],
      'pdf',
    ],
    ['SVG', ['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'svg'],
    [
      'SVG with BOM, prolog, comment, DOCTYPE',
      [
        '\xef\xbb\xbf',
        '  <?xml version="1.0"?>\n<!-- <x> -->\n<!DOCTYPE svg [ <!ENTITY a "b"> ]>\n<svg>',
      ],
      'svg',
    ],
    ['another root before an <svg>', ['<?xml version="1.0"?><!-- a --><foo/><svg/>'], null],
    [
      'an HTML page with an inline SVG',
      ['<!DOCTYPE html><html><body><svg></svg></body></html>'],
      null,
    ],
    ['<svgfoo> is not SVG', ['<svgfoo/>'], null],
    ['text renamed .png', ['Hello, this is plain text and not an image at all.\n'], null],
    ['HTML without svg', ['<!doctype html><html><body>hi</body></html>'], null],
    ['binary starting with <', ['<', [0x00, 0x01, 0x02], '<svg'], null],
    ['empty', [], null],
    ['one byte', [[0xff]], null],
  ])('%s', (_name, parts, want) => {
    expect(detectFormat(bytes(...parts))).toBe(want);
  });

  it.each([
    ['heic major', 'heic', ['mif1', 'heic'], 'heic'],
    ['heix', 'heix', ['mif1'], 'heic'],
    ['hevc sequence', 'hevc', ['msf1'], 'heic'],
    ['avif major', 'avif', ['mif1', 'miaf'], 'avif'],
    ['avis', 'avis', ['msf1'], 'avif'],
    ['mif1 with avif', 'mif1', ['avif', 'miaf'], 'avif'],
    ['mif1 only', 'mif1', ['miaf'], 'heic'],
    ['crx (Canon raw)', 'crx ', ['isom'], null],
    ['mp4', 'isom', ['iso2', 'mp41'], null],
  ])('ftyp %s', (_name, major, compatible, want) => {
    expect(detectFormat(box('ftyp', major, u32be(0), ...compatible))).toBe(want);
  });
});
