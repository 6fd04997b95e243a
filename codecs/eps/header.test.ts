/** Tricky and broken inputs for the EPS header parser. */
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import { bytes, u32le } from '../common/testing/bytes';

const read = (b: Uint8Array) => readHeader(bytesSource(b));

async function key(b: Uint8Array): Promise<string> {
  try {
    await read(b);
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

const enc = (s: string) => new TextEncoder().encode(s);

describe('EPS header', () => {
  it('finds an (atend) BoundingBox in the trailer', async () => {
    const ps = `%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: (atend)\n%%EndComments\nshowpage\n%%Trailer\n%%BoundingBox: 10 20 110 70\n%%EOF\n`;
    const h = await read(enc(ps));
    expect([h.format, h.width, h.height, h.unit, h.extra?.bboxX0]).toEqual([
      'eps',
      100,
      50,
      'pt',
      10,
    ]);
  });

  it('reads an Illustrator PostScript file (no PDF) as ai', async () => {
    const h = await read(
      enc(
        '%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n%%BoundingBox: 0 0 200 100\n%%EndComments\n',
      ),
    );
    expect([h.format, h.width, h.height, h.extra?.postscriptIllustrator]).toEqual([
      'ai',
      200,
      100,
      true,
    ]);
  });

  it('reports a missing BoundingBox instead of inventing a size', async () => {
    const h = await read(enc('%!PS-Adobe-3.0 EPSF-3.0\n%%Title: x\n%%EndComments\n'));
    expect([h.width, h.height, h.extra?.noBoundingBox]).toEqual([0, 0, true]);
  });

  it.each([
    [
      'PostScript section past the end',
      bytes([0xc5, 0xd0, 0xd3, 0xc6], u32le(30), u32le(5000), new Array<number>(22).fill(0)),
    ],
    [
      'no PostScript at the section offset',
      bytes(
        [0xc5, 0xd0, 0xd3, 0xc6],
        u32le(30),
        u32le(10),
        new Array<number>(22).fill(0),
        'not PS ok!',
      ),
    ],
    ['header cut short', bytes([0xc5, 0xd0, 0xd3, 0xc6], u32le(30))],
  ])('%s → corrupt', async (_n, file) => {
    expect(await key(file)).toBe('corruptImage');
  });
});
