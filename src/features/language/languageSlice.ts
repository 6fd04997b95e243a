/**
 * The language chosen in this browser: `stored` is kept in local storage (read at start), and
 * `pickedNow` is the one chosen in this page since it loaded, which wins over the server's
 * answer until the page reloads (src/domain/language `pickLanguage`).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

export interface LanguageState {
  stored: string | null;
  pickedNow: string | null;
}

/** The local storage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'designerLanguage';

const slice = createSlice({
  name: 'language',
  initialState: { stored: null, pickedNow: null } as LanguageState,
  reducers: {
    languagePicked(state, action: PayloadAction<string>) {
      state.stored = action.payload;
      state.pickedNow = action.payload;
    },
  },
});

export const { languagePicked } = slice.actions;
export const languageReducer = slice.reducer;
export const selectLanguageChoice = (s: { language: LanguageState }) => s.language;
