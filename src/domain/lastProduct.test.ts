import { describe, expect, it } from 'vitest';
import {
  addressNamesProduct,
  lastProductOf,
  parseLastProduct,
  withoutLegacyParams,
} from './lastProduct';
import { parseDesignerQuery } from './queryParams';

describe('the last selected product as stored', () => {
  it('keeps product, size, unit and options, not quantity or the changed accessory', () => {
    const kept = lastProductOf({
      productId: 101,
      width: 96,
      height: 48,
      measurementUnit: 5,
      quantity: 3,
      selectedOptionKeys: { grommets: ['four-corners'] },
      changedAccessory: 'grommets',
    });
    expect(kept).toEqual({
      productId: 101,
      width: 96,
      height: 48,
      measurementUnit: 5,
      selectedOptionKeys: { grommets: ['four-corners'] },
    });
    expect(parseLastProduct(JSON.stringify(kept))).toEqual(kept);
  });

  it.each<[string, string | null, unknown]>([
    ['nothing stored', null, null],
    ['not JSON', '{product', null],
    ['not an object', '101', null],
    ['no product id', '{"width":3}', null],
    ['a product id that is not a whole number', '{"productId":1.5}', null],
    ['a negative product id', '{"productId":-4}', null],
    ['a product id as text', '{"productId":"101"}', null],
    ['the product alone', '{"productId":103}', { productId: 103 }],
    [
      'a size out of range is dropped, the product kept',
      '{"productId":103,"width":0,"height":18}',
      { productId: 103 },
    ],
    [
      'a size over 100000 is dropped',
      '{"productId":103,"width":100001,"height":18}',
      { productId: 103 },
    ],
    ['an unknown unit is dropped', '{"productId":103,"measurementUnit":3}', { productId: 103 }],
    [
      'options that are not lists of keys are dropped',
      '{"productId":103,"selectedOptionKeys":{"grommets":"none"}}',
      { productId: 103 },
    ],
    [
      'options with an over-long key are dropped',
      JSON.stringify({ productId: 103, selectedOptionKeys: { grommets: ['x'.repeat(101)] } }),
      { productId: 103 },
    ],
  ])('%s', (_name, text, parsed) => {
    expect(parseLastProduct(text)).toEqual(parsed);
  });
});

describe('when the address decides the product (pId, dId, cId)', () => {
  it.each([
    ['', false],
    ['?tId=5&ati=3', false],
    ['?pId=101', true],
    ['?dId=abc', true],
    ['?cId=42', true],
  ])('%s: %s', (search, names) => {
    expect(addressNamesProduct(parseDesignerQuery(search))).toBe(names);
  });
});

describe('legacy parameters leave the address', () => {
  it.each([
    ['?tId=5&imgId=6&upid=a&mt=image/png&bupid=b&bmt=image/png&isTemp=true&ati=3', ''],
    ['?ati=3&aiImage=1&openDesignPreview', '?aiImage=1&openDesignPreview='],
    ['?sop=x&tId=1', '?sop=x'],
    ['', ''],
  ])('%s → %s', (search, left) => {
    expect(withoutLegacyParams(search)).toBe(left);
  });
});
