/** The editor controller and its command registry: the one owner of the design. */
export { CANVAS_CHANGE_ACTION, EditorController } from './editorController';
export type { EditorControllerOptions, SideDesigns } from './editorController';
export { command, createEditorCommands, CommandRegistry, EDITOR_COMMANDS } from './commands';
export type { AnyCommand, Command, CommandGroup, Shortcut } from './commands';
export { DEFAULT_SETTINGS, INITIAL_VIEW_STATE } from './viewState';
export type { EditorSettings, EditorViewState, SelectionSummary } from './viewState';
