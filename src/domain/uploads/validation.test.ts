import { describe, expect, it } from 'vitest';
import type { UploadDetails } from './protocol';
import type { UploadContext, UploadValidationError } from './validation';
import {
  ACCEPTABLE_FILES,
  extensionOf,
  maxUploadFileBytes,
  UPLOAD_EXTENSIONS,
  validateUpload,
} from './validation';

const MIB = 1024 * 1024;
const MAX = 50 * MIB;

/** The server's defaults (docs/upload-protocol.md, Limits), nothing used yet. */
const DETAILS: UploadDetails = {
  count: 500,
  size: 2048 * MIB,
  fileSize: MAX,
  usedSize: 0,
  usedCount: 0,
  logOutCount: 10,
  logOutFileSize: 200 * MIB,
};

const guest = (used: Partial<UploadDetails> = {}): UploadContext => ({
  signedIn: false,
  details: { ...DETAILS, ...used },
});
const user = (used: Partial<UploadDetails> = {}): UploadContext => ({
  signedIn: true,
  details: { ...DETAILS, ...used },
});
const unknown: UploadContext = { signedIn: false, details: null };

const typeInvalid = (fileName: string): UploadValidationError => ({
  key: 'uploadFileTypeInvalid',
  params: { fileName, acceptableFiles: ACCEPTABLE_FILES },
});
const sizeInvalid = (fileName: string, max = MAX, text = '50 MB'): UploadValidationError => ({
  key: 'uploadFileSizeInvalid',
  params: { fileName, maxSize: text, maxSizeBytes: max },
});
const countInvalid = (maxCount: number): UploadValidationError => ({
  key: 'uploadFileCountInvalid',
  params: { maxCount },
});
const totalInvalid = (bytes: number, text: string): UploadValidationError => ({
  key: 'uploadFileSizeTotalInvalid',
  params: { maxSize: text, maxSizeBytes: bytes },
});

describe('the extension list', () => {
  it('is the union of the spec lists (canvas §5 and shell §5)', () => {
    const canvas = 'jpg jpeg png gif bmp eps tif tiff ai pdf svg webp heif heic hif avif psd';
    const shell = 'jpg jpeg png gif bmp eps tif tiff ai psd pdf svg heif webp';
    const union = new Set([...canvas.split(' '), ...shell.split(' ')]);
    expect(new Set(UPLOAD_EXTENSIONS)).toEqual(union);
    expect(UPLOAD_EXTENSIONS).toHaveLength(17);
  });

  it('is listed as the server lists it in uploadFileTypeInvalid', () => {
    expect(ACCEPTABLE_FILES).toBe(
      'jpg, jpeg, png, gif, bmp, eps, tif, tiff, ai, psd, pdf, svg, heif, heic, hif, webp, avif',
    );
  });

  it.each([
    ['photo.JPG', 'jpg'],
    ['IMG_0001.HEIC', 'heic'],
    ['archive.tar.gz', 'gz'],
    ['logo.ai ', 'ai'],
    ['README', null],
    ['trailing.', null],
    ['dir.v2/file', null],
    ['.png', 'png'],
  ])('extensionOf(%j) = %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

describe('validateUpload', () => {
  it.each<[string, number, UploadContext, UploadValidationError | null]>([
    // Type, from the extension; every listed one passes, in any case.
    ...UPLOAD_EXTENSIONS.map((e): [string, number, UploadContext, null] => [
      `file.${e.toUpperCase()}`,
      1,
      guest(),
      null,
    ]),
    ['notes.txt', 10, guest(), typeInvalid('notes.txt')],
    ['photo.psb', 10, guest(), typeInvalid('photo.psb')], // PSB is not on the list
    ['photo', 10, guest(), typeInvalid('photo')],
    ['photo.jpg.exe', 10, guest(), typeInvalid('photo.jpg.exe')],
    ['notes.txt', 0, guest(), typeInvalid('notes.txt')], // type first
    // Empty.
    ['empty.png', 0, guest(), { key: 'emptyFile', params: {} }],
    // Single-file size: exactly 50 MiB passes, one byte more does not.
    ['big.tif', MAX, guest(), null],
    ['big.tif', MAX + 1, guest(), sizeInvalid('big.tif')],
    ['big.tif', MAX + 1, user(), sizeInvalid('big.tif')],
    ['big.tif', MAX + 1, unknown, sizeInvalid('big.tif')],
    ['big.tif', MAX, unknown, null],
    // A lower server limit wins; a higher one does not raise 50 MiB.
    ['big.tif', 10 * MIB, guest({ fileSize: 10 * MIB }), null],
    [
      'big.tif',
      10 * MIB + 1,
      guest({ fileSize: 10 * MIB }),
      sizeInvalid('big.tif', 10 * MIB, '10 MB'),
    ],
    ['big.tif', MAX + 1, guest({ fileSize: 100 * MIB }), sizeInvalid('big.tif')],
    // Count: guests against logOutCount, signed-in users against count.
    ['a.png', 1, guest({ usedCount: 9 }), null],
    ['a.png', 1, guest({ usedCount: 10 }), countInvalid(10)],
    ['a.png', 1, guest({ usedCount: 11 }), countInvalid(10)],
    ['a.png', 1, user({ usedCount: 10 }), null],
    ['a.png', 1, user({ usedCount: 499 }), null],
    ['a.png', 1, user({ usedCount: 500 }), countInvalid(500)],
    ['a.png', 1, guest({ logOutCount: 0 }), countInvalid(0)],
    // Bytes: used + this file, guests against logOutFileSize, signed-in users against size.
    ['a.png', MIB, guest({ usedSize: 199 * MIB }), null],
    ['a.png', MIB + 1, guest({ usedSize: 199 * MIB }), totalInvalid(200 * MIB, '200 MB')],
    ['a.png', 1, guest({ usedSize: 200 * MIB }), totalInvalid(200 * MIB, '200 MB')],
    ['a.png', MIB + 1, user({ usedSize: 199 * MIB }), null],
    ['a.png', MIB, user({ usedSize: 2047 * MIB }), null],
    ['a.png', MIB + 1, user({ usedSize: 2047 * MIB }), totalInvalid(2048 * MIB, '2 GB')],
    // Count before bytes.
    ['a.png', MIB, guest({ usedCount: 10, usedSize: 200 * MIB }), countInvalid(10)],
    // Without details, count and bytes wait for the server.
    ['a.png', MIB, unknown, null],
  ])('%s (%i bytes) → %j', (name, size, context, expected) => {
    expect(validateUpload({ name, size }, context)).toEqual(expected);
  });

  it('single-file limit is 50 MiB, or the server’s when lower', () => {
    expect(maxUploadFileBytes(null)).toBe(MAX);
    expect(maxUploadFileBytes({ ...DETAILS, fileSize: MIB })).toBe(MIB);
    expect(maxUploadFileBytes({ ...DETAILS, fileSize: 2 * MAX })).toBe(MAX);
  });
});
