import { describe, expect, it } from 'vitest';
import type { CalculatorRequest } from '../product';
import {
  productChangeAction,
  promptsBeforeLeaving,
  recordedAction,
  UnsavedAction,
} from './unsavedChanges';

const banner: CalculatorRequest = {
  productId: 101,
  width: 72,
  height: 36,
  measurementUnit: 5,
  quantity: 1,
  selectedOptionKeys: { grommets: ['every-2-3-feet'] },
};

describe('action type of a product-side change (spec shell §3: 1 to 4)', () => {
  it.each<[string, CalculatorRequest | null, CalculatorRequest, number | null]>([
    ['the first product shown records nothing', null, banner, null],
    ['another product', banner, { productId: 103 }, UnsavedAction.Product],
    ['another size', banner, { ...banner, width: 96 }, UnsavedAction.Size],
    ['another unit', banner, { ...banner, measurementUnit: 0 }, UnsavedAction.Size],
    [
      'another option',
      banner,
      { ...banner, selectedOptionKeys: { grommets: ['four-corners'] } },
      UnsavedAction.Option,
    ],
    ['another quantity', banner, { ...banner, quantity: 5 }, UnsavedAction.Quantity],
    [
      'size and options together count as a size change',
      banner,
      { ...banner, height: 48, selectedOptionKeys: {} },
      UnsavedAction.Size,
    ],
    ['the same request', banner, { ...banner }, null],
  ])('%s', (_name, before, after, action) => {
    expect(productChangeAction(before, after)).toBe(action);
  });
});

describe('the prompt before leaving (spec shell §4: any change but product, size, option, quantity)', () => {
  it.each<[number | null, boolean, boolean, boolean]>([
    [UnsavedAction.Canvas, true, false, true],
    [UnsavedAction.Canvas, true, true, false],
    [UnsavedAction.Product, true, false, false],
    [UnsavedAction.Size, true, false, false],
    [UnsavedAction.Option, true, false, false],
    [UnsavedAction.Quantity, true, false, false],
    [null, false, false, false],
  ])('action %s, modified %s, saved %s: %s', (unsavedAction, isModified, designSaved, prompts) => {
    expect(promptsBeforeLeaving({ unsavedAction, isModified, designSaved })).toBe(prompts);
  });

  it.each<[UnsavedAction | null, UnsavedAction, UnsavedAction]>([
    [null, UnsavedAction.Option, UnsavedAction.Option],
    [UnsavedAction.Size, UnsavedAction.Option, UnsavedAction.Option],
    [UnsavedAction.Canvas, UnsavedAction.Option, UnsavedAction.Canvas],
    [UnsavedAction.Option, UnsavedAction.Canvas, UnsavedAction.Canvas],
  ])('after %s, recording %s keeps %s', (previous, action, kept) => {
    expect(recordedAction(previous, action)).toBe(kept);
  });
});
