export { CanvasView } from './CanvasView';
export { CommandButton } from './CommandButton';
export { EditorProvider, useCommands, useEditor, useRunCommand } from './editorContext';
export type { Editor } from './editorContext';
export { ShadowControls } from './ShadowControls';
export { SettingsPanel } from './SettingsPanel';
export { TextPanel } from './TextPanel';
export { editorReducer, editorStateChanged, initialEditorState, selectEditor } from './editorSlice';
export type { EditorState } from './editorSlice';
