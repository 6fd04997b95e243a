/** The chunk headers on their own (the route tests cover them through HTTP). */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/httpError';
import { checkChunkConsistency, expectedChunkLength, readChunkHeaders } from './chunkHeaders';
import { DEFAULT_UPLOAD_CONFIG } from './config';

const SHA = 'AB'.repeat(32);
const base = {
  'x-upload-total-size': '5000000',
  'x-upload-chunk-size': '2097152',
  'x-upload-chunk-index': '3',
  'x-upload-chunk-count': '3',
  'x-upload-file-name': 'My%20Logo.PNG',
  'x-upload-file-id': '3f2b8c1e-9d4a-4c7e-b1a2-0e5f6a7b8c9d',
  'x-upload-file-type': 'IMAGE/PNG',
  'x-upload-chunk-sha256': SHA,
};

function refusal(fn: () => unknown): Record<string, string[]> {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).body.errors;
  }
  throw new Error('not refused');
}

describe('readChunkHeaders', () => {
  it('reads and normalises the headers', () => {
    expect(readChunkHeaders(base)).toEqual({
      totalSize: 5_000_000,
      chunkSize: 2_097_152,
      chunkIndex: 3,
      chunkCount: 3,
      fileName: 'My Logo.PNG',
      fileId: '3f2b8c1e-9d4a-4c7e-b1a2-0e5f6a7b8c9d',
      fileType: 'image/png',
      securityToken: null,
      chunkSha256: SHA.toLowerCase(),
      fileSha256: null,
      purpose: 'original',
    });
  });

  it.each([
    [undefined, 'original'],
    ['original', 'original'],
    ['rendition', 'rendition'],
    ['design', 'design'],
  ])('reads X-Upload-Purpose %s as %s', (value, purpose) => {
    expect(readChunkHeaders({ ...base, 'x-upload-purpose': value }).purpose).toBe(purpose);
  });

  it.each(['Design', 'print', 'design,original'])('refuses X-Upload-Purpose %s', (value) => {
    const errors = refusal(() => readChunkHeaders({ ...base, 'x-upload-purpose': value }));
    expect(errors['domainValidations.X-Upload-Purpose']).toEqual(['invalidField']);
  });

  it('strips a raw UTF-8 name (read as Latin-1) instead of refusing it', () => {
    const raw = Buffer.from('café logo.png', 'utf8').toString('latin1');
    expect(readChunkHeaders({ ...base, 'x-upload-file-name': raw }).fileName).toBe('caf logo.png');
  });

  it('names every missing or malformed header', () => {
    const errors = refusal(() =>
      readChunkHeaders({ ...base, 'x-upload-chunk-count': undefined, 'x-upload-total-size': '-1' }),
    );
    expect(errors).toEqual({
      domainValidations: ['invalidField', 'requiredField'],
      'domainValidations.X-Upload-Total-Size': ['invalidField'],
      'domainValidations.X-Upload-Chunk-Count': ['requiredField'],
    });
  });
});

describe('checkChunkConsistency', () => {
  const h = readChunkHeaders(base);

  it('expects the last chunk to hold the rest', () => {
    expect(expectedChunkLength(h)).toBe(5_000_000 - 2 * 2_097_152);
    expect(expectedChunkLength({ ...h, chunkIndex: 1 })).toBe(2_097_152);
    expect(() => checkChunkConsistency(h, 805_696, DEFAULT_UPLOAD_CONFIG)).not.toThrow();
  });

  it('takes design files up to their own limit (512 MiB), past the 50 MiB of images', () => {
    const design = { ...h, totalSize: 512 * 1024 * 1024, chunkCount: 256, chunkIndex: 256 };
    expect(() =>
      checkChunkConsistency({ ...design, purpose: 'design' }, 2_097_152, DEFAULT_UPLOAD_CONFIG),
    ).not.toThrow();
    expect(() => checkChunkConsistency(design, 2_097_152, DEFAULT_UPLOAD_CONFIG)).toThrow();
  });

  it.each([
    [{ chunkCount: 4 }, 805_696, 'uploadChunkInvalid'],
    [{ chunkIndex: 4 }, 805_696, 'uploadChunkInvalid'],
    [{}, 805_695, 'uploadChunkInvalid'],
    [{ totalSize: 0 }, 0, 'emptyFile'],
    [{ totalSize: 60 * 1024 * 1024, chunkCount: 30 }, 805_696, 'uploadFileSizeInvalid'],
    [
      { totalSize: 513 * 1024 * 1024, chunkCount: 257, purpose: 'design' as const },
      0,
      'uploadFileSizeInvalid',
    ],
  ])('%j with a %i-byte body → %s', (change, length, key) => {
    const errors = refusal(() =>
      checkChunkConsistency({ ...h, ...change }, length, DEFAULT_UPLOAD_CONFIG),
    );
    expect(errors.domainValidations).toEqual([key]);
  });
});
