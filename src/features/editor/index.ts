export { CanvasView } from './CanvasView';
export { CanvasContext, useDesignCanvas } from './canvasContext';
export { SettingsPanel } from './SettingsPanel';
export { TextPanel } from './TextPanel';
export { ElementsPanel } from './ElementsPanel';
export { editorReducer, initialEditorState, selectEditor, uploadResolved } from './editorSlice';
export type { EditorState } from './editorSlice';
