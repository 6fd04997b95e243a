import { describe, expect, it } from 'vitest';
import {
  localUploadFileId,
  localUploadSrc,
  resolvePendingUpload,
  uploadedImageId,
  uploadedImageSrc,
} from './uploadSources';

const FILE = '3f2b8c1e-1111-2222-3333-444455556666';

describe('upload sources in the design JSON', () => {
  it.each([
    [localUploadSrc(FILE), FILE],
    ['upload-local:', ''],
    ['/api/v1/system/source?id=a&size=1', null],
    [42, null],
  ])('localUploadFileId(%o) → %o', (src, want) => {
    expect(localUploadFileId(src)).toBe(want);
  });

  it.each([
    ['abc123', false, 1, '/api/v1/system/source?id=abc123&size=1'],
    ['abc123', true, 1, '/api/v1/system/source?id=abc123&size=1&isTemporary=true'],
    ['abc123', true, 0, '/api/v1/system/source?id=abc123&size=0&isTemporary=true'],
  ] as const)('uploadedImageSrc(%s, %s, %d)', (id, temporary, size, want) => {
    expect(uploadedImageSrc(id, temporary, size)).toBe(want);
    expect(uploadedImageId(want)).toBe(id);
  });

  it('uploadedImageId ignores other addresses', () => {
    expect(uploadedImageId('https://cdn.example/images/a.png')).toBeNull();
    expect(uploadedImageId(null)).toBeNull();
  });
});

describe('resolvePendingUpload', () => {
  const server = uploadedImageSrc('IMG1', true);
  const design = (objects: unknown[]) =>
    JSON.stringify({ designVersion: 1, objects, background: '' });

  it('rewrites top-level, grouped and clip-path references, and nothing else', () => {
    const before = design([
      { type: 'Image', src: localUploadSrc(FILE), left: 1 },
      { type: 'Image', src: localUploadSrc('other-file-id'), left: 2 },
      {
        type: 'Group',
        objects: [{ type: 'Image', src: localUploadSrc(FILE) }],
        clipPath: { type: 'Image', src: localUploadSrc(FILE) },
      },
    ]);
    const after = JSON.parse(resolvePendingUpload(before, FILE, 'IMG1', server));
    expect(after.objects[0]).toEqual({
      type: 'Image',
      src: server,
      left: 1,
      'data-usedUploadId': 'IMG1',
    });
    expect(after.objects[1].src).toBe(localUploadSrc('other-file-id'));
    expect(after.objects[1]['data-usedUploadId']).toBeUndefined();
    expect(after.objects[2].objects[0].src).toBe(server);
    expect(after.objects[2].clipPath.src).toBe(server);
  });

  it.each([
    ['no reference', design([{ type: 'Rect' }])],
    ['the id only in text', design([{ type: 'Textbox', text: localUploadSrc(FILE) }])],
    ['unreadable JSON', `{"objects": "${localUploadSrc(FILE)}"`],
  ])('%s: the same string comes back', (_, json) => {
    expect(resolvePendingUpload(json, FILE, 'IMG1', server)).toBe(json);
  });
});
