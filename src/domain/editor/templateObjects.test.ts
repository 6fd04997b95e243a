import { describe, expect, it } from 'vitest';
import { prepareTemplateObjects } from './templateObjects';

const box = (extra: Record<string, unknown> = {}) => ({
  type: 'Textbox',
  text: 'Grand opening',
  fontFamily: 'Lobster',
  width: 300,
  ...extra,
});

describe('prepareTemplateObjects', () => {
  it.each<[string, Record<string, unknown>[], Record<string, unknown>[], number]>([
    ['a text box gets 10 px of width', [box()], [box({ width: 310 })], 0],
    ['a text box without a family is skipped', [box({ fontFamily: undefined })], [], 1],
    ['a blank family is no family', [box({ fontFamily: '  ' })], [], 1],
    ['an i-text without a family is skipped', [{ type: 'i-text', text: 'x' }], [], 1],
    [
      'an i-text keeps its width (it sizes itself)',
      [{ type: 'IText', fontFamily: 'Roboto', width: 80 }],
      [{ type: 'IText', fontFamily: 'Roboto', width: 80 }],
      0,
    ],
    ['shapes pass unchanged', [{ type: 'Rect', width: 50 }], [{ type: 'Rect', width: 50 }], 0],
    [
      'texts in groups too',
      [{ type: 'Group', objects: [box(), box({ fontFamily: '' }), { type: 'Circle' }] }],
      [{ type: 'Group', objects: [box({ width: 310 }), { type: 'Circle' }] }],
      1,
    ],
  ])('%s', (_, input, output, skipped) => {
    const before = JSON.stringify(input);
    const prepared = prepareTemplateObjects(input);
    expect(prepared.objects).toEqual(output);
    expect(prepared.skippedTexts).toBe(skipped);
    // The template's own JSON is left as it was.
    expect(JSON.stringify(input)).toBe(before);
  });
});
