/**
 * Saved-design state of the shell (spec shell §3 "Saved design"): whether the save-design modal
 * is open, and the design being edited — the id, name and description it was opened or last
 * saved with, so Save can offer to update it.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface EditingDesign {
  id: string;
  name: string;
  description: string;
  /** The design as saved or opened (src/domain/designs/fingerprint): equal = nothing changed. */
  fingerprint: string;
}

export interface DesignsState {
  saveOpen: boolean;
  /** The My Designs list (from the user menu). */
  myDesignsOpen: boolean;
  editing: EditingDesign | null;
}

const initialState: DesignsState = { saveOpen: false, myDesignsOpen: false, editing: null };

const slice = createSlice({
  name: 'designs',
  initialState,
  reducers: {
    saveDesignOpened(state, action: PayloadAction<boolean>) {
      state.saveOpen = action.payload;
    },
    myDesignsOpened(state, action: PayloadAction<boolean>) {
      state.myDesignsOpen = action.payload;
    },
    /** A save succeeded, or a saved design was opened (`dId`): it is now the one edited. */
    editingDesignSet(state, action: PayloadAction<EditingDesign | null>) {
      state.editing = action.payload;
    },
  },
});

export const { saveDesignOpened, myDesignsOpened, editingDesignSet } = slice.actions;
export const designsReducer = slice.reducer;
export const selectSaveDesignOpen = (s: { designs: DesignsState }) => s.designs.saveOpen;
export const selectEditingDesign = (s: { designs: DesignsState }) => s.designs.editing;
export const selectMyDesignsOpen = (s: { designs: DesignsState }) => s.designs.myDesignsOpen;
