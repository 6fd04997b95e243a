import { describe, expect, it } from 'vitest';
import { readDesignDocument } from './designDocument';

const valid = {
  format: 'print-designer/design',
  version: 1,
  product: { id: 101, name: 'Vinyl Banner', widthInches: 48, heightInches: 96, exportDpi: 150 },
  printSide: 'double',
  sides: {
    front: { designVersion: 1, objects: [{ type: 'Rect' }], background: '#ffffff' },
    back: null,
  },
};

describe('readDesignDocument', () => {
  it('reads a valid document', () => {
    const result = readDesignDocument(valid);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.document.product.exportDpi).toBe(150);
      expect(result.document.sides.back).toBeNull();
      // Documents written before products said how they print text keep text as text.
      expect(result.document.product.textOutput).toBe('text');
    }
  });

  it("keeps a cut-vinyl product's outlines", () => {
    const result = readDesignDocument({
      ...valid,
      product: { ...valid.product, textOutput: 'outlines' },
    });
    expect(result.ok && result.document.product.textOutput).toBe('outlines');
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', 'x', /not a design document/],
    ['another format', { ...valid, format: 'fabric' }, /not a design document/],
    ['a newer version', { ...valid, version: 2 }, /version 2 is not supported/],
    ['no product', { ...valid, product: undefined }, /product missing/],
    ['a zero width', { ...valid, product: { ...valid.product, widthInches: 0 } }, /inches/],
    ['an absurd DPI', { ...valid, product: { ...valid.product, exportDpi: 5000 } }, /exportDpi/],
    [
      'an unknown text output',
      { ...valid, product: { ...valid.product, textOutput: 'paths' } },
      /textOutput/,
    ],
    ['an unknown print side', { ...valid, printSide: 'triple' }, /printSide/],
    [
      'objects that are not objects',
      { ...valid, sides: { front: { objects: [1] }, back: null } },
      /sides.front/,
    ],
  ])('refuses %s', (_, value, error) => {
    const result = readDesignDocument(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
  });
});
