import { describe, expect, it } from 'vitest';
import type { KeptDesign } from './keptDesign';
import {
  imagesWithinBudget,
  KEPT_DESIGN_VERSION,
  localImageIds,
  offersKeptDesign,
  parseKeptDesign,
  restoredSides,
  withoutLocalImages,
} from './keptDesign';

const empty = JSON.stringify({ designVersion: 1, objects: [], background: '' });
const text = JSON.stringify({
  designVersion: 1,
  objects: [{ type: 'Textbox', text: 'Sale' }],
  background: '',
});
const image = (src: string) =>
  JSON.stringify({
    designVersion: 1,
    objects: [
      { type: 'Image', src },
      { type: 'Group', objects: [{ type: 'Image', src: 'upload-local:b' }] },
      { type: 'Rect', clipPath: { type: 'Image', src: 'upload-local:c' } },
    ],
    background: '',
  });

const kept: KeptDesign = {
  version: KEPT_DESIGN_VERSION,
  keptAt: 1_700_000_000_000,
  request: { productId: 103, width: 24, height: 18, quantity: 2, selectedOptionKeys: { a: ['b'] } },
  artboard: { width: 2304, height: 1728 },
  printSide: 'double',
  side: 'back',
  front: text,
  back: empty,
  localImages: ['a'],
};

describe('parseKeptDesign: what comes out of storage is checked', () => {
  it('a valid record comes back as it was', () => {
    expect(parseKeptDesign(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
  });
  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['another version', { ...kept, version: 2 }],
    ['no product', { ...kept, request: {} }],
    ['a negative width', { ...kept, request: { productId: 1, width: -1, height: 2 } }],
    ['a width without a height', { ...kept, request: { productId: 1, width: 3 } }],
    ['a zero quantity', { ...kept, request: { productId: 1, quantity: 0 } }],
    [
      'option keys that are not lists',
      { ...kept, request: { productId: 1, selectedOptionKeys: { a: 'b' } } },
    ],
    ['an unknown print side', { ...kept, printSide: 'triple' }],
    ['an unknown side', { ...kept, side: 'left' }],
    ['a side that is not JSON', { ...kept, front: '{oops' }],
    ['a side that is a JSON list', { ...kept, back: '[]' }],
    ['an artboard of zero', { ...kept, artboard: { width: 0, height: 10 } }],
    ['local images that are not ids', { ...kept, localImages: [1] }],
    ['no time', { ...kept, keptAt: 'now' }],
  ])('%s is dropped', (_name, value) => {
    expect(parseKeptDesign(value)).toBeNull();
  });
});

describe('offersKeptDesign: offered when it holds something the page did not load', () => {
  const loadedEmpty = { front: empty, back: null };
  it.each<[string, KeptDesign | null, { front: string | null; back: string | null }, boolean]>([
    ['nothing kept', null, loadedEmpty, false],
    ['an empty design', { ...kept, front: empty, back: empty }, loadedEmpty, false],
    ['text over an empty page', kept, loadedEmpty, true],
    ['the same design as loaded (dId, tId)', kept, { front: text, back: empty }, false],
    [
      'the same design, keys in another order',
      kept,
      {
        front: JSON.stringify({ background: '', objects: [{ type: 'Textbox', text: 'Sale' }] }),
        back: null,
      },
      false,
    ],
    ['only a back side, double-sided', { ...kept, front: empty, back: text }, loadedEmpty, true],
    [
      'a back side the print side does not print',
      { ...kept, printSide: 'single', front: empty, back: text },
      loadedEmpty,
      false,
    ],
    [
      'a background only',
      { ...kept, front: JSON.stringify({ objects: [], background: '#ff0000' }) },
      loadedEmpty,
      true,
    ],
  ])('%s: %s', (_name, record, loaded, offered) => {
    expect(offersKeptDesign(record, loaded)).toBe(offered);
  });
});

describe('localImageIds: the local images a design draws, in groups and clip paths too', () => {
  it('finds each once, across both sides', () => {
    expect(localImageIds([image('upload-local:a'), image('upload-local:a'), null])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
  it('server images are not local', () => {
    expect(localImageIds([text, '/api/v1/system/source?id=1'])).toEqual([]);
  });
});

describe('imagesWithinBudget (bytes)', () => {
  const img = (id: string, bytes: number) => ({ id, bytes });
  it.each<[string, { id: string; bytes: number }[], number, string[]]>([
    ['all fit', [img('a', 10), img('b', 20)], 30, ['a', 'b']],
    [
      'the one over the budget is left out',
      [img('a', 10), img('b', 30), img('c', 5)],
      20,
      ['a', 'c'],
    ],
    ['none fits', [img('a', 40)], 20, []],
  ])('%s', (_name, images, budget, ids) => {
    expect(imagesWithinBudget(images, budget).map((i) => i.id)).toEqual(ids);
  });
});

describe('withoutLocalImages: objects whose pixels are gone are left out', () => {
  const design = image('upload-local:a');
  const ids = (json: string | null) =>
    (JSON.parse(json ?? '{}') as { objects: { type: string }[] }).objects.map((o) => o.type);
  it.each<[string, string[], string[]]>([
    ['nothing missing', [], ['Image', 'Group', 'Rect']],
    ['a missing image', ['a'], ['Group', 'Rect']],
    ['a group member missing drops the group', ['b'], ['Image', 'Rect']],
    ['a missing clip path drops its object', ['c'], ['Image', 'Group']],
  ])('%s', (_name, missing, types) => {
    expect(ids(withoutLocalImages(design, missing))).toEqual(types);
  });
});

describe('restoredSides: a fresh history per side, on the print side the product has now', () => {
  it('double-sided: both sides, the kept side active, nothing to undo', () => {
    const sides = restoredSides({ side: 'back', front: text, back: empty }, 'double', empty);
    expect(sides).toMatchObject({ printSide: 'double', active: 'back' });
    expect(sides.front.entries).toEqual([text]);
    expect(sides.back.entries).toEqual([empty]);
    expect(sides.front.index).toBe(0);
  });
  it('single-sided: the front only', () => {
    const sides = restoredSides({ side: 'back', front: null, back: text }, 'single', empty);
    expect(sides.active).toBe('front');
    expect(sides.front.entries).toEqual([empty]);
    expect(sides.back.entries).toEqual([]);
  });
});
