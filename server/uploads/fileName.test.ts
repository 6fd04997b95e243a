import { describe, expect, it } from 'vitest';
import { contentDisposition, displayFileName, generatedFileName } from './fileName';

const GENERATED = /^upload-[0-9a-f]{8}(\.[a-z0-9]+)?$/;

describe('displayFileName', () => {
  it.each([
    ['photo.heic', 'photo.heic'],
    ['My Banner Logo.PDF', 'My Banner Logo.PDF'],
    ['../../etc/passwd', 'passwd'],
    ['..%2F..%2Fsecret.png', 'secret.png'],
    ['C:\\Users\\me\\logo.png', 'logo.png'],
    ['/absolute/path/logo.svg', 'logo.svg'],
    ['logo\u0000.png.exe', 'logo.png.exe'],
    ['caf%C3%A9 menu.jpg', 'caf menu.jpg'],
    ['  spaced   out .png ', 'spaced out .png'],
    ['.htaccess', 'htaccess'],
    ['bad<>:"|?*chars.gif', 'badchars.gif'],
    ['100%.png', '100%.png'],
    ['a.png', 'a.png'],
  ])('%j → %j', (raw, expected) => {
    expect(displayFileName(raw)).toBe(expected);
  });

  it.each([
    ['写真.jpg', 'jpg'],
    ['ab', null],
    ['', null],
    ['..', null],
    ['../', null],
    ['\u0000\u0000', null],
    [undefined, null],
  ])('%j gets a generated name (extension %j)', (raw, extension) => {
    const name = displayFileName(raw);
    expect(name).toMatch(GENERATED);
    if (extension) expect(name.endsWith(`.${extension}`)).toBe(true);
    else expect(name).not.toContain('.');
  });

  it('keeps at most 200 characters and the extension', () => {
    const name = displayFileName(`${'x'.repeat(500)}.tiff`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('x.tiff')).toBe(true);
  });
});

describe('generatedFileName', () => {
  it('uses the random bytes and the extension', () => {
    expect(generatedFileName('png', Buffer.from([1, 2, 3, 255]))).toBe('upload-010203ff.png');
    expect(generatedFileName(null, Buffer.from([0, 0, 0, 0]))).toBe('upload-00000000');
  });
});

describe('contentDisposition', () => {
  it('quotes a safe name', () => {
    expect(contentDisposition('attachment', 'a "b"\\c.pdf')).toBe(
      'attachment; filename="a bc.pdf"',
    );
  });
});
