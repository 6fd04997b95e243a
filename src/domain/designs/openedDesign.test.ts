import { describe, expect, it } from 'vitest';
import { DESIGN_DOCUMENT_FORMAT, DESIGN_DOCUMENT_VERSION } from '../export';
import { openedDesign } from './openedDesign';

const front = { designVersion: 2, objects: [{ type: 'Rect' }], background: '#ff0000' };
const document = {
  format: DESIGN_DOCUMENT_FORMAT,
  version: DESIGN_DOCUMENT_VERSION,
  product: { id: 3, name: 'Sign', widthInches: 24, heightInches: 18, exportDpi: 150 },
  printSide: 'double',
  sides: { front, back: null },
};
const saved = {
  width: 24,
  height: 18,
  measurementUnit: 5,
  quantity: 4,
  accessories: { sides: ['double'] },
  designDocument: document,
};

describe('openedDesign', () => {
  it('gives the product selection in inches with the unit shown, and each side', () => {
    expect(openedDesign(3, saved)).toEqual({
      request: {
        productId: 3,
        width: 24,
        height: 18,
        measurementUnit: 5,
        quantity: 4,
        selectedOptionKeys: { sides: ['double'] },
      },
      front: JSON.stringify(front),
      back: null,
      printSide: 'double',
      documentRead: true,
    });
  });

  it.each([
    ['no document', null],
    ['a document of another format', { ...document, format: 'x' }],
    ['a document of a later version', { ...document, version: 99 }],
    ['a string', JSON.stringify(document)],
  ])('%s opens the product with an empty design', (_label, designDocument) => {
    const opened = openedDesign(3, { ...saved, measurementUnit: 0, designDocument });
    expect(opened).toMatchObject({ front: null, back: null, documentRead: false });
    expect(opened.request.measurementUnit).toBe(0);
  });
});
