import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '../export';
import { DESIGN_DOCUMENT_FORMAT, DESIGN_DOCUMENT_VERSION } from '../export';
import type { ProductCalculator } from '../product';
import type { DesignSnapshot } from './payloads';
import { backgroundImagePathOf, cartItemPayload, designSavePayload } from './payloads';

const ORIGIN = 'https://designer.example';

function documentWith(objects: Record<string, unknown>[]): DesignDocument {
  return {
    format: DESIGN_DOCUMENT_FORMAT,
    version: DESIGN_DOCUMENT_VERSION,
    product: {
      id: 7,
      name: 'Yard sign',
      widthInches: 24,
      heightInches: 18,
      exportDpi: 150,
      textOutput: 'text',
    },
    printSide: 'double',
    sides: {
      front: { designVersion: 2, objects, background: '' },
      back: {
        designVersion: 2,
        objects: [{ type: 'Textbox', fontFamily: 'Lora' }],
        background: '',
      },
    },
  };
}

// Only the fields the payloads read: the calculator answer is large.
const calculator = {
  id: 7,
  name: 'Yard sign',
  minQuantity: 1,
  filter: {
    width: 24,
    height: 18,
    measurementUnit: 0,
    quantity: 10,
    selectedOptionKeys: { sides: ['double'] },
  },
  pricing: { totalDiscountedPrice: 123.45, discounts: [] },
} as unknown as ProductCalculator;

const snapshot = (objects: Record<string, unknown>[] = []): DesignSnapshot => ({
  origin: ORIGIN,
  calculator,
  document: documentWith(objects),
  files: {
    designSvg: '/api/v1/system/designFile?id=svg1',
    designPng: '/api/v1/system/designFile?id=png1',
    backSideDesignSvg: '/api/v1/system/designFile?id=svg2',
    backSideDesignPng: '/api/v1/system/designFile?id=png2',
    imageId: 'thumb1',
    backSideImageId: 'thumb2',
  },
});

describe('backgroundImagePathOf', () => {
  const bg = (src: unknown, marked = true) =>
    documentWith([{ type: 'Image', src, 'data-changeable-background': marked }]);
  it.each([
    ['a library background', bg('/images/backgrounds/wood.webp'), '/images/backgrounds/wood.webp'],
    [
      'an upload, same origin, absolute',
      bg(`${ORIGIN}/api/v1/system/source?id=abc`),
      '/api/v1/system/source?id=abc',
    ],
    ['another origin', bg('https://evil.example/x.png'), null],
    ['protocol-relative', bg('//evil.example/x.png'), null],
    ['not marked as background', bg('/images/x.webp', false), null],
    ['a data URL', bg('data:image/png;base64,AAAA'), null],
    ['no src', bg(undefined), null],
    ['no objects', documentWith([]), null],
  ])('%s', (_label, document, expected) => {
    expect(backgroundImagePathOf(document, ORIGIN)).toBe(expected);
  });
});

describe('designSavePayload', () => {
  it('carries the spec fields, trimmed text, the files and the document', () => {
    const s = snapshot([{ type: 'Textbox', fontFamily: 'Roboto' }]);
    const payload = designSavePayload(s, { name: ' Sign ', description: ' two sides ' }, null);
    expect(payload).toMatchObject({
      name: 'Sign',
      description: 'two sides',
      product: { productId: 7, name: 'Yard sign' },
      width: 24,
      height: 18,
      measurementUnit: 0,
      quantity: 10,
      accessories: { sides: ['double'] },
      price: 123.45,
      designSvg: '/api/v1/system/designFile?id=svg1',
      designPng: '/api/v1/system/designFile?id=png1',
      backSideDesignSVG: '/api/v1/system/designFile?id=svg2',
      backSideDesignPng: '/api/v1/system/designFile?id=png2',
      thumbnail: 'thumb1',
      backSideThumbnail: 'thumb2',
      backgroundImagePath: null,
      designDocument: s.document,
      usedObjects: [
        { type: 'font', id: 'Roboto' },
        { type: 'font', id: 'Lora' },
      ],
    });
    expect(payload).not.toHaveProperty('id');
  });

  it('names the design it updates', () => {
    expect(designSavePayload(snapshot(), { name: 'n', description: '' }, 'd1').id).toBe('d1');
  });
});

describe('cartItemPayload', () => {
  it('is a new item, not saved for later, from the design being edited', () => {
    expect(cartItemPayload(snapshot(), null, 'd1')).toMatchObject({
      id: null,
      productId: 7,
      productName: 'Yard sign',
      productMinQuantity: 1,
      isSavedForLater: false,
      designId: 'd1',
      quantity: 10,
    });
  });

  it('updates the item opened with cId', () => {
    expect(cartItemPayload(snapshot(), 'c9', null).id).toBe('c9');
  });
});
