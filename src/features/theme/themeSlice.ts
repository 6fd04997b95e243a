/** Light/dark theme, remembered locally; the first visit follows the system preference. */
import { createSlice } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';

const slice = createSlice({
  name: 'theme',
  initialState: { mode: 'light' as ThemeMode },
  reducers: {
    themeToggled(state) {
      state.mode = state.mode === 'light' ? 'dark' : 'light';
    },
  },
});

export const { themeToggled } = slice.actions;
export const themeReducer = slice.reducer;
export const selectThemeMode = (s: { theme: { mode: ThemeMode } }) => s.theme.mode;
export const THEME_STORAGE_KEY = 'designerTheme';
