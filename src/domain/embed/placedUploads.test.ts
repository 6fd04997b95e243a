import { describe, expect, it } from 'vitest';
import type { ListedUpload } from './placedUploads';
import { announcementKey, uploadIdsOnSide, uploadsToAnnounce } from './placedUploads';

const design = (objects: unknown[]) => JSON.stringify({ designVersion: 1, objects });
const upload = (imageId: string): ListedUpload => ({
  imageId,
  fileId: `file-${imageId}`,
  originalMIMEType: 'image/jpeg',
  mimeType: 'image/webp',
  isTemporary: true,
  preview: `/api/v1/system/source?id=${imageId}&size=0&isTemporary=true`,
});

describe('uploadIdsOnSide', () => {
  it.each([
    ['no design', null, []],
    ['no upload placed', design([{ type: 'textbox', text: 'hi' }]), []],
    ['one upload', design([{ type: 'image', 'data-usedUploadId': 'u1' }]), ['u1']],
    [
      'in a group, repeated',
      design([
        { type: 'group', objects: [{ 'data-usedUploadId': 'u2' }, { 'data-usedUploadId': 'u1' }] },
        { 'data-usedUploadId': 'u2' },
      ]),
      ['u2', 'u1'],
    ],
    ['a local copy not attached yet', design([{ src: 'upload-local:f1' }]), []],
    ['an empty or odd id', design([{ 'data-usedUploadId': '' }, { 'data-usedUploadId': 7 }]), []],
    ['broken JSON naming the field', '{"data-usedUploadId":', []],
  ])('%s', (_name, json, ids) => {
    expect(uploadIdsOnSide(json)).toEqual(ids);
  });
});

describe('uploadsToAnnounce', () => {
  const base = {
    listed: [upload('u1'), upload('u2')],
    announced: new Set<string>(),
    parentSupplied: new Set<string>(),
    previewOrigin: 'http://127.0.0.1:8080',
  };

  it('announces each placed, listed upload for the side it is on, with the spec fields', () => {
    const out = uploadsToAnnounce({ ...base, sides: { front: ['u1'], back: ['u2', 'u1'] } });
    expect(out.map((a) => a.key)).toEqual(['front:u1', 'back:u2', 'back:u1']);
    expect(out[0]!.data).toEqual({
      imageId: 'u1',
      fileId: 'file-u1',
      originalMIMEType: 'image/jpeg',
      mimeType: 'image/webp',
      isTemporary: true,
      preview: 'http://127.0.0.1:8080/api/v1/system/source?id=u1&size=0&isTemporary=true',
    });
  });

  it.each([
    ['announced already for that side', { announced: new Set([announcementKey('front', 'u1')]) }],
    ['supplied by the parent', { parentSupplied: new Set(['u1']) }],
    ['not listed by the server yet', { listed: [upload('u2')] }],
  ])('skips an upload %s', (_name, change) => {
    expect(uploadsToAnnounce({ ...base, ...change, sides: { front: ['u1'], back: [] } })).toEqual(
      [],
    );
  });
});
