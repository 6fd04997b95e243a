/**
 * The unsaved-change prompt's action types (spec shell §3, §4; canvas §3): product change 1,
 * size change 2, option change 3, quantity change 4, canvas change 5. Every change is recorded,
 * and size and option changes count as changes to both sides; the prompt before leaving the page
 * is active only for a canvas change (any change except product, size, option or quantity).
 */
import type { CalculatorRequest } from '../product';

export const UnsavedAction = {
  Product: 1,
  Size: 2,
  Option: 3,
  Quantity: 4,
  Canvas: 5,
} as const;
export type UnsavedAction = (typeof UnsavedAction)[keyof typeof UnsavedAction];

/** The product-side action types (recorded without prompting). */
export type ProductChangeAction = Exclude<UnsavedAction, typeof UnsavedAction.Canvas>;

const sameKeys = (a: CalculatorRequest, b: CalculatorRequest) =>
  JSON.stringify(a.selectedOptionKeys ?? null) === JSON.stringify(b.selectedOptionKeys ?? null);

/**
 * The action type of the change from the applied request `before` to `after`: the product, else
 * the size (or its unit), else the options, else the quantity; null for the first product shown
 * or no change.
 */
export function productChangeAction(
  before: CalculatorRequest | null,
  after: CalculatorRequest,
): ProductChangeAction | null {
  if (!before) return null;
  if (before.productId !== after.productId) return UnsavedAction.Product;
  if (
    before.width !== after.width ||
    before.height !== after.height ||
    before.measurementUnit !== after.measurementUnit
  )
    return UnsavedAction.Size;
  if (!sameKeys(before, after)) return UnsavedAction.Option;
  if (before.quantity !== after.quantity) return UnsavedAction.Quantity;
  return null;
}

/**
 * The action type to keep when `action` is recorded after `previous`: a canvas change not yet
 * saved stays recorded, so a later product-side change does not silence the prompt.
 */
export function recordedAction(previous: number | null, action: UnsavedAction): UnsavedAction {
  return previous === UnsavedAction.Canvas ? previous : action;
}

/** Whether leaving the page asks first: a canvas change made since the last save. */
export function promptsBeforeLeaving(state: {
  isModified: boolean;
  designSaved: boolean;
  unsavedAction: number | null;
}): boolean {
  return state.isModified && !state.designSaved && state.unsavedAction === UnsavedAction.Canvas;
}
