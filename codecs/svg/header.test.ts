import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import { parseViewBox, svgLengthPx, svgSize } from './header';

const enc = (s: string) => new TextEncoder().encode(s);

describe('SVG lengths', () => {
  it.each([
    ['100', 100],
    ['100px', 100],
    [' 72pt ', 96],
    ['6pc', 96],
    ['1in', 96],
    ['2.54cm', 96],
    ['210mm', 793.7007874015749],
    ['101.6Q', 96],
    ['2em', 32],
    ['2ex', 16],
    ['1e2', 100],
    ['.5in', 48],
    ['100%', null],
    ['50vw', null],
    ['0', null],
    ['-5px', null],
    ['auto', null],
    ['', null],
    [null, null],
  ])('%j → %j CSS px', (value, want) => {
    const got = svgLengthPx(value);
    if (want === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(want, 9);
  });

  it.each([
    ['0 0 100 50', [0, 0, 100, 50]],
    ['-10,-10 20,20', [-10, -10, 20, 20]],
    ['0 0 0 10', null],
    ['0 0 10', null],
    ['a b c d', null],
  ])('viewBox %j', (value, want) => {
    expect(parseViewBox(value)).toEqual(want);
  });

  it.each([
    ['both absolute', '210mm', '297mm', '0 0 1 1', [793.7008, 1122.5197, true]],
    ['width + viewBox ratio', '200', null, '0 0 100 50', [200, 100, false]],
    ['height + viewBox ratio', null, '3in', '0 0 100 50', [576, 288, false]],
    ['percentages → viewBox', '100%', '100%', '0 0 480 360', [480, 360, false]],
    ['only viewBox', null, null, '0 0 100 100', [100, 100, false]],
    ['nothing → 300 × 150', null, null, null, [300, 150, false]],
    ['width only, no viewBox', '50', null, null, [50, 150, false]],
  ] as const)('%s', (_name, w, h, vb, want) => {
    const s = svgSize(w, h, vb);
    expect([s.width, s.height, s.intrinsic]).toEqual(want);
  });
});

describe('SVG header', () => {
  it('reads the root after a BOM, XML declaration, comments and a DOCTYPE', async () => {
    const text =
      '\ufeff<?xml version="1.0"?>\n<!-- a > b -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" [ <!ATTLIST svg a CDATA "]>"> ]>\n<svg xmlns="http://www.w3.org/2000/svg" width="4in" height="2in"/>';
    const h = await readHeader(bytesSource(enc(text)));
    expect([h.format, h.unit, h.width, h.height]).toEqual(['svg', 'css-px', 384, 192]);
  });

  it('refuses a DOCTYPE that declares entities (billion laughs) with its own key', async () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE svg [ <!ENTITY lol "lol"> <!ENTITY lol2 "&lol;&lol;&lol;"> ]>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><text>&lol2;</text></svg>';
    const err = await readHeader(bytesSource(enc(text))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PipelineError);
    expect((err as PipelineError).failure.key).toBe('svgEntityDeclarations');
  });

  it('reads a root element that straddles the first 64 KB', async () => {
    const text = `<!--${'x'.repeat(65_500)}--><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"/>`;
    const h = await readHeader(bytesSource(enc(text)));
    expect([h.width, h.height]).toEqual([10, 20]);
  });

  it.each([
    [
      'an XHTML page with inline SVG',
      '<html><body><svg width="1" height="1"/></body></html>',
      'uploadFileTypeInvalid',
    ],
    [
      'an HTML page with inline SVG',
      '<!DOCTYPE html><html><body><svg width="200" height="100"></svg></body></html>',
      'uploadFileTypeInvalid',
    ],
    ['a truncated root tag', '<svg width="10" height', 'corruptImage'],
  ])('%s → %s', async (_name, text, key) => {
    const err = await readHeader(bytesSource(enc(text))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PipelineError);
    expect((err as PipelineError).failure.key).toBe(key);
  });
});
