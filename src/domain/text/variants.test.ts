import { describe, expect, it } from 'vitest';
import type { Variant } from './variants';
import { faceInFamily, toggledBoldWeight, toggledItalic } from './variants';

const v = (weight: number, style: Variant['style'] = 'normal'): Variant => ({ weight, style });
const FULL = [v(300), v(400), v(700), v(900), v(400, 'italic'), v(700, 'italic')];
const REGULAR_ONLY = [v(400)];
const SCRIPT = [v(400), v(700)];
const BOLD_ONLY = [v(700)];

describe('bold and italic only where the family has them', () => {
  it.each([
    ['full family, regular → bold', FULL, 400, 'normal', 700],
    ['full family, bold → regular', FULL, 700, 'normal', 400],
    ['full family, black → regular', FULL, 900, 'normal', 400],
    ['full family italic, regular → bold italic', FULL, 400, 'italic', 700],
    ['one face: no bold', REGULAR_ONLY, 400, 'normal', null],
    ['bold-only family: no regular', BOLD_ONLY, 700, 'normal', null],
    ['faces unknown: bold', [], 400, 'normal', 700],
  ] as const)('%s', (_, variants, weight, style, next) => {
    expect(toggledBoldWeight(variants, weight, style)).toBe(next);
  });

  it.each([
    ['full family: italic', FULL, 400, 'normal', v(400, 'italic')],
    ['full family bold: bold italic', FULL, 700, 'normal', v(700, 'italic')],
    ['full family: back to roman', FULL, 400, 'italic', v(400)],
    ['no italic faces', SCRIPT, 400, 'normal', null],
    ['black has no italic near it but bold italic is bold', FULL, 900, 'normal', v(700, 'italic')],
    ['light has only a regular italic', FULL, 300, 'normal', v(400, 'italic')],
    ['faces unknown', [], 400, 'normal', v(400, 'italic')],
  ] as const)('%s', (_, variants, weight, style, next) => {
    expect(toggledItalic(variants, weight, style)).toEqual(next);
  });

  it.each([
    ['keeps bold italic', FULL, 700, 'italic', v(700, 'italic')],
    ['nearest weight', FULL, 500, 'normal', v(400)],
    ['italic lost where none', SCRIPT, 700, 'italic', v(700)],
    ['the only face', BOLD_ONLY, 400, 'normal', v(700)],
    ['unknown faces keep what was set', [], 300, 'italic', v(300, 'italic')],
  ] as const)('a new family %s', (_, variants, weight, style, face) => {
    expect(faceInFamily(variants, weight, style)).toEqual(face);
  });
});
