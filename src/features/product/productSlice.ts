/**
 * What the user picked: product, size, quantity and options. The calculator answer is derived
 * from these (RTK Query cache); `null` fields mean "the product's default".
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CalculatorRequest } from '../../domain/product';
import type { MeasurementUnit } from '../../domain/units';

export interface ProductSelection {
  productId: number | null;
  /** Inches, or null for the default size. */
  size: { width: number; height: number } | null;
  measurementUnit: MeasurementUnit | null;
  quantity: number | null;
  selectedOptionKeys: Record<string, string[]> | null;
  changedAccessory: string | null;
}

const initialState: ProductSelection = {
  productId: null,
  size: null,
  measurementUnit: null,
  quantity: null,
  selectedOptionKeys: null,
  changedAccessory: null,
};

/** The selection a calculator request asks for (a remembered product, or Cancel's restore). */
export function selectionOf(request: CalculatorRequest): ProductSelection {
  return {
    productId: request.productId,
    size:
      request.width !== undefined && request.height !== undefined
        ? { width: request.width, height: request.height }
        : null,
    measurementUnit: request.measurementUnit ?? null,
    quantity: request.quantity ?? null,
    selectedOptionKeys: request.selectedOptionKeys ?? null,
    changedAccessory: request.changedAccessory ?? null,
  };
}

const slice = createSlice({
  name: 'product',
  initialState,
  reducers: {
    productChosen(state, action: PayloadAction<number>) {
      if (state.productId === action.payload) return;
      return { ...initialState, productId: action.payload };
    },
    sizeChosen(state, action: PayloadAction<{ width: number; height: number }>) {
      state.size = action.payload;
    },
    /** The unit the Size panel shows (feet or inches); sizes still travel in inches. */
    measurementUnitChosen(state, action: PayloadAction<MeasurementUnit>) {
      state.measurementUnit = action.payload;
    },
    quantityChosen(state, action: PayloadAction<number>) {
      state.quantity = action.payload;
    },
    /**
     * An option picked in the Options panel: `current` is the selection the calculator last
     * answered with (so the request carries every accessory), `keys` the accessory's new keys.
     */
    optionsChosen(
      state,
      action: PayloadAction<{
        accessoryKey: string;
        keys: string[];
        current: Record<string, string[]>;
      }>,
    ) {
      const { accessoryKey, keys, current } = action.payload;
      state.selectedOptionKeys = { ...current, [accessoryKey]: keys };
      state.changedAccessory = accessoryKey;
    },
    /** The compatibility popup was cancelled: the selection the canvas shows comes back. */
    selectionRestored: (_state, action: PayloadAction<CalculatorRequest>) =>
      selectionOf(action.payload),
    /**
     * The server's resolution of a conflict becomes the selection (after Confirm, or a change it
     * made and explained), so later requests no longer carry the conflict.
     */
    optionsAdopted(state, action: PayloadAction<Record<string, string[]>>) {
      state.selectedOptionKeys = action.payload;
      state.changedAccessory = null;
    },
  },
});

export const {
  productChosen,
  sizeChosen,
  measurementUnitChosen,
  quantityChosen,
  optionsChosen,
  selectionRestored,
  optionsAdopted,
} = slice.actions;
export const productReducer = slice.reducer;

type State = { product: ProductSelection };

export const selectProductSelection = (s: State) => s.product;

/** The calculator request for the current selection, or null before a product is known. */
export function calculatorRequestOf(sel: ProductSelection): CalculatorRequest | null {
  if (sel.productId === null) return null;
  const req: CalculatorRequest = { productId: sel.productId };
  if (sel.size) {
    req.width = sel.size.width;
    req.height = sel.size.height;
  }
  if (sel.measurementUnit !== null) req.measurementUnit = sel.measurementUnit;
  if (sel.quantity !== null) req.quantity = sel.quantity;
  if (sel.selectedOptionKeys) req.selectedOptionKeys = sel.selectedOptionKeys;
  if (sel.changedAccessory) req.changedAccessory = sel.changedAccessory;
  return req;
}
