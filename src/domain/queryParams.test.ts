import { describe, expect, it } from 'vitest';
import { parseDesignerQuery, startsWithUnsavedPrompt, withActivePanel } from './queryParams';

describe('parseDesignerQuery', () => {
  it('reads every parameter of the spec', () => {
    const q = parseDesignerQuery(
      '?cId=c-1&dId=d2&pId=101&tId=7&imgId=8&sop=s1&upid=u1&mt=image/png&bupid=u2&bmt=image/JPEG&isTemp=true&aiImage=1&ati=5&openDesignPreview=true',
    );
    expect(q).toEqual({
      cartItemId: 'c-1',
      designId: 'd2',
      productId: 101,
      templateId: 7,
      templateImageId: '8',
      sourceOfUpload: 's1',
      frontUploadId: 'u1',
      frontMediaType: 'image/png',
      backUploadId: 'u2',
      backMediaType: 'image/jpeg',
      isTemporaryUpload: true,
      aiImage: true,
      activePanel: 5,
      openDesignPreview: true,
    });
  });

  it('gives nulls and false for an empty address', () => {
    const q = parseDesignerQuery('');
    expect(Object.values(q).every((v) => v === null || v === false)).toBe(true);
  });

  it.each([
    ['pId=abc', 'productId', null],
    ['pId=-1', 'productId', null],
    ['pId=0', 'productId', null],
    ['pId=1.5', 'productId', null],
    ['pId=99999999999', 'productId', null],
    ['ati=0', 'activePanel', null],
    ['ati=12', 'activePanel', null],
    ['ati=11', 'activePanel', 11],
    ['ati=x', 'activePanel', null],
    ['cId=<script>', 'cartItemId', null],
    ['dId=' + 'a'.repeat(65), 'designId', null],
    ['mt=javascript:alert(1)', 'frontMediaType', null],
    ['isTemp=false', 'isTemporaryUpload', false],
    ['isTemp', 'isTemporaryUpload', true],
    ['openDesignPreview=0', 'openDesignPreview', false],
  ] as const)('%s → %s = %s', (search, key, expected) => {
    expect(parseDesignerQuery(search)[key]).toBe(expected);
  });
});

describe('withActivePanel', () => {
  it.each([
    ['?pId=101', 2, '?pId=101&ati=2'],
    ['?pId=101&ati=2', 0, '?pId=101'],
    ['?ati=2', 0, ''],
    ['', 10, '?ati=10'],
    ['?ati=3&pId=5', 4, '?ati=4&pId=5'],
  ] as const)('%s with %d → %s', (search, panel, expected) => {
    expect(withActivePanel(search, panel)).toBe(expected);
  });
});

describe('startsWithUnsavedPrompt', () => {
  it.each([
    ['?cId=1', true],
    ['?dId=1', true],
    ['?sop=1', true],
    ['?upid=1', true],
    ['?pId=1', false],
    ['?bupid=1', false],
  ])('%s → %s', (search, expected) =>
    expect(startsWithUnsavedPrompt(parseDesignerQuery(search))).toBe(expected),
  );
});
