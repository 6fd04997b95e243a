import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_HEADER_LENGTH } from '../../domain/uploads/protocol';
import { fileNameHeader } from './fileNameHeader';

describe('fileNameHeader', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['IMG 0001 é.HEIC', 'IMG%200001%20%C3%A9.HEIC'],
    ['写真.jpg', '%E5%86%99%E7%9C%9F.jpg'],
    ['a/b\\c.png', 'a%2Fb%5Cc.png'],
    ['bad\uD800name.png', 'badname.png'], // a lone surrogate does not encode: dropped
    ['😀.png', '%F0%9F%98%80.png'],
  ])('%j → %j', (name, header) => {
    expect(fileNameHeader(name)).toBe(header);
  });

  it('shortens a long non-ASCII name from the end of its stem, keeping the extension', () => {
    const name = `${'写'.repeat(300)}.jpeg`; // 9 characters each once encoded: 2705 in all; 227 fit
    const header = fileNameHeader(name);
    expect(header.length).toBeLessThanOrEqual(MAX_FILE_NAME_HEADER_LENGTH);
    expect(header.length).toBeGreaterThan(MAX_FILE_NAME_HEADER_LENGTH - 9);
    expect(header.endsWith('.jpeg')).toBe(true);
    expect(decodeURIComponent(header)).toBe(`${'写'.repeat(227)}.jpeg`);
  });

  it('keeps a name that fits exactly', () => {
    const name = `${'a'.repeat(MAX_FILE_NAME_HEADER_LENGTH - 4)}.png`;
    expect(fileNameHeader(name)).toBe(name);
    expect(fileNameHeader(`b${name}`)).toBe(
      `${'b'}${'a'.repeat(MAX_FILE_NAME_HEADER_LENGTH - 5)}.png`,
    );
  });
});
