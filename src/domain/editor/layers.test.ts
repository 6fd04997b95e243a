import { describe, expect, it } from 'vitest';
import { LAYER_NAME_TEXT_MAX, layerName, layerOrderForKey } from './layers';

const item = (patch: Partial<Parameters<typeof layerName>[0]>) => ({
  id: 'changeable-color-1',
  type: 'rect',
  text: null,
  qrCode: false,
  ...patch,
});

describe('layerName: what the layers list calls an object', () => {
  it.each([
    [item({}), { key: 'layerRectangle' }],
    [item({ type: 'circle' }), { key: 'layerCircle' }],
    [item({ type: 'triangle' }), { key: 'layerTriangle' }],
    [item({ type: 'image', id: 'changeable-image-1' }), { key: 'layerImage' }],
    [item({ type: 'group', id: 'changeable-element-group-1' }), { key: 'layerElement' }],
    [item({ type: 'group', qrCode: true }), { key: 'layerQrCode' }],
    [item({ type: 'rect', id: 'changeable-background' }), { key: 'layerBackground' }],
    [item({ type: 'ellipse' }), { key: 'layerObject' }],
    [
      item({ type: 'textbox', text: 'Grand  opening\nsale' }),
      { key: 'layerText', params: { text: 'Grand opening sale' } },
    ],
    [item({ type: 'textbox', text: '  ' }), { key: 'layerEmptyText' }],
  ])('%j', (input, expected) => expect(layerName(input)).toEqual(expected));

  it(`quotes at most ${LAYER_NAME_TEXT_MAX} characters of a long text, ending in …`, () => {
    const name = layerName(item({ type: 'textbox', text: 'x'.repeat(80) }));
    expect(name.params?.text).toHaveLength(LAYER_NAME_TEXT_MAX);
    expect(name.params?.text?.endsWith('…')).toBe(true);
  });
});

describe('layerOrderForKey: Alt+arrows in the layers list', () => {
  it.each([
    ['ArrowUp', false, 'forward'],
    ['ArrowUp', true, 'bringToFront'],
    ['ArrowDown', false, 'backward'],
    ['ArrowDown', true, 'sendToBack'],
    ['ArrowLeft', false, null],
  ] as const)('%s shift=%s → %s', (key, shift, expected) =>
    expect(layerOrderForKey(key, shift)).toBe(expected),
  );
});
