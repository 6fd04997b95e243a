/**
 * The cart's state in the shell (spec shell §4 "Add to cart"): the added-to-cart popup, and the
 * cart item being edited when the designer was opened with `cId` (the main button then reads
 * Update Cart).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface CartState {
  /** The added-to-cart popup is open (Add To Cart is disabled meanwhile). */
  addedPopupOpen: boolean;
  /** The cart item loaded with `cId`, updated in place by Update Cart. */
  editingCartItemId: string | null;
}

const initialState: CartState = { addedPopupOpen: false, editingCartItemId: null };

const slice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    addedPopupOpened(state, action: PayloadAction<boolean>) {
      state.addedPopupOpen = action.payload;
    },
    editingCartItemSet(state, action: PayloadAction<string | null>) {
      state.editingCartItemId = action.payload;
    },
  },
});

export const { addedPopupOpened, editingCartItemSet } = slice.actions;
export const cartReducer = slice.reducer;
export const selectAddedPopupOpen = (s: { cart: CartState }) => s.cart.addedPopupOpen;
export const selectEditingCartItemId = (s: { cart: CartState }) => s.cart.editingCartItemId;
