import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { parentDesignFile } from './parentDesign';

const b64 = (bytes: number[] | string) =>
  Buffer.from(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)).toString('base64');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('parentDesignFile (designAsBase64)', () => {
  it.each([
    ['a PNG, bare base64', b64(PNG), 'image/png', 'parent-design.png'],
    ['a PNG as a data URL', `data:image/png;base64,${b64(PNG)}`, 'image/png', 'parent-design.png'],
    [
      'a JPEG, whatever the data URL claims',
      `data:image/png;base64,${b64([0xff, 0xd8, 0xff, 0xe0])}`,
      'image/jpeg',
      'parent-design.jpg',
    ],
    ['a WebP', b64('RIFF\0\0\0\0WEBPVP8 '), 'image/webp', 'parent-design.webp'],
    ['a PDF', b64('%PDF-1.7\n'), 'application/pdf', 'parent-design.pdf'],
    [
      'an SVG with a BOM and spaces',
      b64('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
      'parent-design.svg',
    ],
    [
      'base64 with line breaks',
      b64(PNG).replace(/(.{4})/g, '$1\n'),
      'image/png',
      'parent-design.png',
    ],
  ])('%s', (_name, input, mimeType, fileName) => {
    const file = parentDesignFile(input);
    expect(file).toMatchObject({ mimeType, fileName });
    expect(Buffer.from(file!.bytes).toString('base64')).toBe(
      input.replace(/^data:[^,]*,/, '').replace(/\s/g, ''),
    );
  });

  it('decodes every byte value, at any length (padding 0, 1 and 2)', () => {
    const all = [...PNG, ...Array.from({ length: 256 }, (_, i) => i)];
    for (const extra of [0, 1, 2]) {
      const bytes = all.slice(0, all.length - extra);
      expect([...parentDesignFile(b64(bytes))!.bytes]).toEqual(bytes);
    }
  });

  it.each([
    ['empty', ''],
    ['not base64', 'not base64!'],
    ['a bad length', 'iVBORw0'],
    ['HTML', b64('<html><script>alert(1)</script></html>')],
    ['a design JSON', b64('{"designVersion":1,"objects":[]}')],
    ['an executable', b64('MZ\x90\0')],
  ])('refuses %s', (_name, input) => {
    expect(parentDesignFile(input)).toBeNull();
  });
});
