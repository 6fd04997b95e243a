/** Holds the runtime configuration fetched before the app starts; it never changes afterwards. */
import { createSlice } from '@reduxjs/toolkit';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { parseRuntimeConfig } from '../../domain/runtimeConfig';

const slice = createSlice({
  name: 'runtimeConfig',
  initialState: parseRuntimeConfig({}) as RuntimeConfig,
  reducers: {},
});

export const runtimeConfigReducer = slice.reducer;
