import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '../export';
import { DESIGN_DOCUMENT_FORMAT, DESIGN_DOCUMENT_VERSION } from '../export';
import { usedObjectsOf } from './usedObjects';

function documentOf(
  front: Record<string, unknown>[] | null,
  back: Record<string, unknown>[] | null = null,
): DesignDocument {
  const side = (objects: Record<string, unknown>[] | null) =>
    objects ? { designVersion: 2, objects, background: '' } : null;
  return {
    format: DESIGN_DOCUMENT_FORMAT,
    version: DESIGN_DOCUMENT_VERSION,
    product: {
      id: 1,
      name: 'Banner',
      widthInches: 48,
      heightInches: 24,
      exportDpi: 100,
      textOutput: 'text',
    },
    printSide: back ? 'double' : 'single',
    sides: { front: side(front), back: side(back) },
  };
}

describe('usedObjectsOf', () => {
  it.each([
    ['an empty design', documentOf(null), []],
    ['shapes only', documentOf([{ type: 'Rect' }, { type: 'Circle' }]), []],
    [
      'an upload and a text',
      documentOf([
        { type: 'Image', 'data-usedUploadId': 'u1' },
        { type: 'Textbox', fontFamily: 'Roboto' },
      ]),
      [
        { type: 'upload', id: 'u1' },
        { type: 'font', id: 'Roboto' },
      ],
    ],
    [
      'template objects inside a group, stock and external images',
      documentOf([
        {
          type: 'Group',
          'data-usedTemplateId': 7,
          objects: [
            { type: 'Image', 'data-usedImage': { id: 42, source: 'local' } },
            { type: 'Image', 'data-usedExternalImage': { id: 'px-9', source: 'pixabay' } },
          ],
        },
      ]),
      [
        { type: 'template', id: 7 },
        { type: 'stockImage', id: 42, source: 'local' },
        { type: 'externalImage', id: 'px-9', source: 'pixabay' },
      ],
    ],
    [
      'each once, front first',
      documentOf(
        [{ type: 'Textbox', fontFamily: 'Lora' }, { 'data-usedBackgroundId': 3 }],
        [{ type: 'Textbox', fontFamily: 'Lora' }, { 'data-usedUploadId': 'u2' }],
      ),
      [
        { type: 'font', id: 'Lora' },
        { type: 'background', id: 3 },
        { type: 'upload', id: 'u2' },
      ],
    ],
    [
      'malformed fields are ignored',
      documentOf([{ 'data-usedUploadId': '', 'data-usedImage': 'x', fontFamily: 12 }]),
      [],
    ],
  ])('%s', (_label, document, expected) => {
    expect(usedObjectsOf(document)).toEqual(expected);
  });
});
