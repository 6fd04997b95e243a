/**
 * The registry covers every format the pipeline recognises, once: a file of any format finds its
 * header reader and its codec, and the codec's header is the one sniffing found.
 */
import { describe, expect, it } from 'vitest';
import { IMAGE_FORMATS } from '../../src/domain/imaging/formats';
import { PipelineError } from '../../src/domain/imaging/errors';
import { FORMAT_HEADERS, HEADER_OF } from '../headers';
import { CODECS, codecFor } from './registry';

describe('codec registry', () => {
  it.each(IMAGE_FORMATS)('%s has one header reader and one codec', (format) => {
    expect(FORMAT_HEADERS.filter((h) => h.formats.includes(format))).toHaveLength(1);
    expect(CODECS.filter((c) => c.header.formats.includes(format))).toHaveLength(1);
    expect(codecFor(format).header).toBe(HEADER_OF.get(format));
  });

  it('lists each format folder once, by its id', () => {
    const ids = CODECS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(CODECS.every((c) => FORMAT_HEADERS.includes(c.header))).toBe(true);
  });

  it('refuses a format nobody reads as unsupported', () => {
    expect(() => codecFor('tga' as never)).toThrow(PipelineError);
  });
});
