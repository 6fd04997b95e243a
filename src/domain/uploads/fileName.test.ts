import { describe, expect, it } from 'vitest';
import { contentDisposition, displayFileName } from './fileName';

const random = () => 'abcd1234';

describe('displayFileName (the rule the editor and the server share)', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['Fotó nyár.HEIC', 'Fot nyr.HEIC'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\logo.png', 'logo.png'],
    ['写真.jpg', 'upload-abcd1234.jpg'],
    ['ab', 'upload-abcd1234'],
    ['abc.png', 'abc.png'],
    ['a%20b%20c.pdf', 'a b c.pdf'],
    ['%E0%A4%A', '%E0%A4%A'],
    [null, 'upload-abcd1234'],
    ['  ...  ', 'upload-abcd1234'],
  ])('%s → %s', (raw, want) => {
    expect(displayFileName(raw, random)).toBe(want);
  });

  it('keeps at most 200 characters and the extension', () => {
    const name = displayFileName(`${'x'.repeat(300)}.tiff`, random);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.tiff')).toBe(true);
  });

  it('content disposition carries no quotes or non-ASCII', () => {
    expect(contentDisposition('attachment', 'a"b\\c.png')).toBe('attachment; filename="abc.png"');
  });
});
