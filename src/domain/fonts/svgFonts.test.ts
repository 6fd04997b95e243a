import { describe, expect, it } from 'vitest';
import { applyTextCase } from '../text/textCase';
import {
  codePointsByFile,
  cssFamilyName,
  drawnCodePoints,
  fontFaceRule,
  parseUnicodeRange,
  SUBSET_MAX_CODE_POINTS,
  unicodeRangeOf,
} from './svgFonts';

const cps = (s: string) => [...s].map((c) => c.codePointAt(0)!);
const lines = (s: string) => s.split('\n').map((l) => [...l]);

describe('drawnCodePoints: the characters a face must hold', () => {
  it.each([
    ['once each, ascending', lines('banana'), 'abn'],
    ['every line, spaces kept', lines('ab c\nd'), ' abcd'],
    [
      'after an uppercase transform: capitals only',
      lines(applyTextCase('Sale now', 'uppercase')),
      ' AELNOSW',
    ],
    ['after lowercase', lines(applyTextCase('SALE', 'lowercase')), 'aels'],
    ['graphemes of several code points split', [['e\u0301'], ['👍🏽']], 'e\u0301👍🏽'],
    ['controls left out', [['a', '\t', '\u0085']], 'a'],
    ['nothing drawn', [[]], ''],
  ])('%s', (_name, input, expected) => {
    expect(drawnCodePoints(input)).toEqual(cps(expected).sort((a, b) => a - b));
  });
});

describe('unicode ranges', () => {
  it.each([
    [
      'U+0000-00FF,U+0131',
      [
        [0, 0xff],
        [0x131, 0x131],
      ],
    ],
    ['U+4??', [[0x400, 0x4ff]]],
    [
      ' U+20AC , bad, U+1E00-1E9F',
      [
        [0x20ac, 0x20ac],
        [0x1e00, 0x1e9f],
      ],
    ],
  ])('%s parses', (range, expected) => {
    expect(parseUnicodeRange(range)).toEqual(expected);
  });

  it.each([
    [[0x41], 'U+41'],
    [[0x41, 0x42, 0x43, 0x61, 0x63, 0x64], 'U+41-43,U+61,U+63-64'],
    [[0x20, 0x1f44d], 'U+20,U+1F44D'],
    [[], ''],
  ])('%j is written %s', (points, expected) => {
    expect(unicodeRangeOf(points)).toBe(expected);
  });
});

describe('codePointsByFile: each character from the file whose subset holds it', () => {
  const ranges = { latin: 'U+0000-00FF,U+0304', 'latin-ext': 'U+0100-02AF,U+0304' };
  const files = [
    { subset: 'latin', url: '/fonts/x/400-normal-latin.woff2' },
    { subset: 'latin-ext', url: '/fonts/x/400-normal-latin-ext.woff2' },
  ];

  it('splits latin from latin-ext; overlapping ranges go to the first file; others are uncovered', () => {
    const result = codePointsByFile(cps('Łódź \u0304中'), files, ranges);
    expect(result.files).toEqual([
      { url: files[0]!.url, subset: 'latin', codePoints: cps(' dó\u0304').sort((a, b) => a - b) },
      { url: files[1]!.url, subset: 'latin-ext', codePoints: cps('Łź').sort((a, b) => a - b) },
    ]);
    expect(result.uncovered).toEqual(cps('中'));
  });

  it('asks a file nothing when no character is in it', () => {
    expect(codePointsByFile(cps('abc'), files, ranges).files.map((f) => f.subset)).toEqual([
      'latin',
    ]);
  });

  it(`splits a file's characters into requests of at most ${SUBSET_MAX_CODE_POINTS}`, () => {
    const many = Array.from({ length: 600 }, (_, i) => 0x100 + i).filter((c) => c <= 0x2af);
    const result = codePointsByFile(many, files, ranges);
    expect(result.files.map((f) => f.codePoints.length)).toEqual([0x2af - 0x100 + 1]);
    const wide = Array.from({ length: 1100 }, (_, i) => i);
    const latin = codePointsByFile(wide, [files[0]!], { latin: 'U+0000-FFFF' });
    expect(latin.files.map((f) => f.codePoints.length)).toEqual([512, 512, 76]);
  });
});

describe('cssFamilyName: always quoted, safe in CSS and XML', () => {
  it.each([
    ['Roboto', "'Roboto'"],
    ['Open Sans', "'Open Sans'"],
    ['Exo 2', "'Exo 2'"],
    ['Slabo 27px', "'Slabo 27px'"],
    ["O'Brien", "'O\\27 Brien'"],
    ['a"b<c&d\\', "'a\\22 b\\3C c\\26 d\\5C '"],
  ])('%s → %s', (name, expected) => {
    expect(cssFamilyName(name)).toBe(expected);
  });
});

describe('fontFaceRule', () => {
  it('names the family, weight, style, the exact characters and the woff2 data', () => {
    expect(
      fontFaceRule({
        family: 'Exo 2',
        weight: 700,
        style: 'italic',
        codePoints: cps('ABC '),
        woff2Base64: 'd09GMg==',
      }),
    ).toBe(
      "@font-face{font-family:'Exo 2';font-weight:700;font-style:italic;unicode-range:U+20,U+41-43;" +
        "src:url(data:font/woff2;base64,d09GMg==) format('woff2')}",
    );
  });
});
