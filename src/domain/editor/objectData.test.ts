import { describe, expect, it } from 'vitest';
import type { ObjectData } from './objectData';
import { OBJECT_CUSTOM_PROPERTIES, sanitizeObjectData } from './objectData';

const dpiResult = {
  smallestSideInches: 10,
  smallestSideDPI: 150,
  belowThreshold: true,
  originalWidth: 1500,
  originalHeight: 2000,
  effectiveDPI: 150,
};

const full: ObjectData = {
  id: 'changeable-image-1',
  'data-usedUploadId': 'u1',
  'data-usedTemplateId': 7,
  'data-usedBackgroundId': 9,
  'data-usedImage': { id: 'p1', source: 'pixabay' },
  'data-usedExternalImage': { id: 3, source: 'external' },
  'data-bg-removed': true,
  'data-ai-enhanced': false,
  'data-dpiCheckEnabled': true,
  'data-changeable-color': true,
  'data-changeable-background': false,
  'data-changeable-border': true,
  'data-changeable-border-margin': 0.3,
  'data-changeable-border-width': 2,
  'data-shadow': 'rgba(0,0,0,0.3) 2px 2px 4px',
  variants: [{ name: 'Bold', style: 'normal', weight: 700, id: 4 }],
  data: { resolution: { width: 1500, height: 2000 }, dpiResult, page: 1 },
  isAIEnhanced: false,
  isMoreThan64MP: true,
  'data-anchor': 'bottom-right',
  'data-template-layout': {
    anchor: 'bottom-right',
    from: { width: 2304, height: 1728 },
    designed: { left: 100, top: 200, scaleX: 1, scaleY: 1 },
    placed: { left: 90, top: 180, scaleX: 0.9, scaleY: 0.9 },
  },
};

describe('OBJECT_CUSTOM_PROPERTIES', () => {
  it('lists every field once', () => {
    expect(new Set(OBJECT_CUSTOM_PROPERTIES).size).toBe(OBJECT_CUSTOM_PROPERTIES.length);
    expect([...OBJECT_CUSTOM_PROPERTIES].sort()).toEqual(Object.keys(full).sort());
  });
});

describe('sanitizeObjectData', () => {
  it('keeps a valid object as it is', () => expect(sanitizeObjectData(full)).toEqual(full));

  it('drops unknown keys', () =>
    expect(sanitizeObjectData({ id: 'a', left: 5, __proto__x: 1, onclick: 'x' })).toEqual({
      id: 'a',
    }));

  it('does not read inherited keys', () => {
    const proto = { id: 'inherited' };
    expect(sanitizeObjectData(Object.create(proto))).toEqual({});
  });

  it.each([null, undefined, 'text', 42, [full], true])('%j → {}', (input) =>
    expect(sanitizeObjectData(input)).toEqual({}),
  );

  it.each<[string, Record<string, unknown>, ObjectData]>([
    ['old id spelling', { id: 'changable-text-1' }, { id: 'changeable-text-1' }],
    ['id of wrong type', { id: 5 }, {}],
    ['over-long id', { id: 'x'.repeat(300) }, {}],
    ['empty used id', { 'data-usedUploadId': '' }, {}],
    ['non-finite used id', { 'data-usedTemplateId': Number.POSITIVE_INFINITY }, {}],
    [
      'flag as text',
      { 'data-bg-removed': 'true', isAIEnhanced: 'false' },
      { 'data-bg-removed': true, isAIEnhanced: false },
    ],
    ['flag of wrong type', { 'data-dpiCheckEnabled': 1, isMoreThan64MP: 'yes' }, {}],
    ['image ref without source', { 'data-usedImage': { id: 1 } }, {}],
    ['image ref of wrong shape', { 'data-usedExternalImage': 'p1' }, {}],
    [
      'border margin as text',
      { 'data-changeable-border-margin': '0.5' },
      { 'data-changeable-border-margin': 0.5 },
    ],
    [
      'border margin 0',
      { 'data-changeable-border-margin': 0 },
      { 'data-changeable-border-margin': 0 },
    ],
    ['border margin 5 ignored', { 'data-changeable-border-margin': 5 }, {}],
    ['negative border margin', { 'data-changeable-border-margin': -1 }, {}],
    ['border width 0', { 'data-changeable-border-width': 0 }, {}],
    ['border width NaN', { 'data-changeable-border-width': Number.NaN }, {}],
    ['border width empty text', { 'data-changeable-border-width': ' ' }, {}],
    ['shadow flag', { 'data-shadow': false }, { 'data-shadow': false }],
    ['shadow object', { 'data-shadow': { blur: 2 } }, {}],
    [
      'invalid variants dropped',
      { variants: [{ name: 'Regular', style: 'normal', weight: '400' }, { name: 'x' }, 7] },
      { variants: [{ name: 'Regular', style: 'normal', weight: '400' }] },
    ],
    ['variants not a list', { variants: { name: 'x' } }, {}],
    ['data with only a DPI result', { data: { dpiResult } }, { data: { dpiResult } }],
    [
      'data with a bad DPI result',
      { data: { dpiResult: { ...dpiResult, effectiveDPI: 'high' } } },
      {},
    ],
    [
      'DPI result without the flag',
      { data: { dpiResult: { ...dpiResult, belowThreshold: 1 } } },
      {},
    ],
    ['zero resolution', { data: { resolution: { width: 0, height: 10 } } }, {}],
    [
      'bad resolution next to a good DPI result',
      { data: { resolution: { width: '1' }, dpiResult, extra: 1 } },
      { data: { dpiResult } },
    ],
    // The page a placed image shows (issue 15 item 12): a whole index; page 0 is the default.
    ['page 2 of a file', { data: { page: 1 } }, { data: { page: 1 } }],
    ['page 0 is not written', { data: { page: 0 } }, {}],
    ['a page from SVG text', { data: { page: '3' } }, { data: { page: 3 } }],
    ['a fractional page', { data: { page: 1.5, dpiResult } }, { data: { dpiResult } }],
    ['a negative page', { data: { page: -1 } }, {}],
    ['a page past the last', { data: { page: 10_000 } }, {}],
  ])('%s', (_name, input, expected) => expect(sanitizeObjectData(input)).toEqual(expected));

  it('keeps at most 64 variants', () => {
    const variants = Array.from({ length: 100 }, (_, i) => ({
      name: `v${i}`,
      style: 'normal',
      weight: 400,
    }));
    expect(sanitizeObjectData({ variants }).variants).toHaveLength(64);
  });

  it('survives a JSON round trip', () =>
    expect(sanitizeObjectData(JSON.parse(JSON.stringify(full)))).toEqual(full));
});
