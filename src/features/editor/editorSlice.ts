/**
 * The editor's view state in Redux: a mirror of the editor controller's state (src/editor),
 * replaced after every change the controller reports. Views select from it; nothing commands
 * the canvas through it.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EditorViewState } from '../../editor';
import { INITIAL_VIEW_STATE } from '../../editor';

export type EditorState = EditorViewState;

const slice = createSlice({
  name: 'editor',
  initialState: INITIAL_VIEW_STATE,
  reducers: {
    editorStateChanged: (_state, action: PayloadAction<EditorViewState>) => action.payload,
  },
});

export const { editorStateChanged } = slice.actions;
export const editorReducer = slice.reducer;
export const initialEditorState = INITIAL_VIEW_STATE;

export const selectEditor = (s: { editor: EditorState }) => s.editor;
