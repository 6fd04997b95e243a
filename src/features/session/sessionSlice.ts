/**
 * Session-wide designer state: the query parameters read once at start (typed), and the flags
 * of the shell (spec shell §3 "Session flags").
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { DesignerQuery } from '../../domain/queryParams';
import { parseDesignerQuery } from '../../domain/queryParams';

export interface SessionState {
  query: DesignerQuery;
  /** Starts true: nothing can be added to the cart until a design exists (spec shell §3). */
  addToCartDisabled: boolean;
}

export const initialSessionState = (search: string): SessionState => ({
  query: parseDesignerQuery(search),
  addToCartDisabled: true,
});

const slice = createSlice({
  name: 'session',
  initialState: initialSessionState(''),
  reducers: {
    addToCartEnabled(state, action: PayloadAction<boolean>) {
      state.addToCartDisabled = !action.payload;
    },
    /**
     * An uploaded image the storefront handed in (`frontUploadedData` / `backUploadedData`):
     * placed by the same path as the address's `upid`/`bupid` (features/uploads useQueryUploads).
     */
    parentUploadChosen(
      state,
      action: PayloadAction<{
        side: 'front' | 'back';
        imageId: string;
        mediaType: string | null;
        isTemporary: boolean;
      }>,
    ) {
      const { side, imageId, mediaType, isTemporary } = action.payload;
      if (side === 'front') {
        state.query.frontUploadId = imageId;
        state.query.frontMediaType = mediaType;
      } else {
        state.query.backUploadId = imageId;
        state.query.backMediaType = mediaType;
      }
      state.query.isTemporaryUpload = isTemporary;
    },
  },
});

export const { addToCartEnabled, parentUploadChosen } = slice.actions;
export const sessionReducer = slice.reducer;
export const selectDesignerQuery = (s: { session: SessionState }) => s.session.query;
export const selectAddToCartDisabled = (s: { session: SessionState }) =>
  s.session.addToCartDisabled;
