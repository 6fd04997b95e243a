/**
 * The product notice (spec shell §4) in the store: the pure state machine of
 * src/domain/productNotice, fed by one action. The request the canvas shows (`applied`) lives
 * here, so a change waiting for Confirm never reaches the canvas.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Accessory } from '../../domain/product';
import type { NoticeEvent, NoticeState } from '../../domain/productNotice';
import { INITIAL_NOTICE_STATE, noticeTransition } from '../../domain/productNotice';

const slice = createSlice({
  name: 'productNotice',
  initialState: INITIAL_NOTICE_STATE,
  reducers: {
    noticeEvent: (state, action: PayloadAction<NoticeEvent>) =>
      noticeTransition(state, action.payload).state,
  },
});

export const { noticeEvent } = slice.actions;
export const productNoticeReducer = slice.reducer;

type State = { productNotice: NoticeState };

export const selectProductNotice = (s: State) => s.productNotice;
export const selectAppliedRequest = (s: State) => s.productNotice.applied;

/** Accessory key → the option keys an answer selects. */
export function selectedKeysOf(accessories: readonly Accessory[]): Record<string, string[]> {
  return Object.fromEntries(
    accessories.map((a) => [a.key, a.options.filter((o) => o.isSelected).map((o) => o.key)]),
  );
}
