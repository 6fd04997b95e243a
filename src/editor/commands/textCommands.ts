/** Text tools (panel 7, the text toolbar): editing a selected text box. */
import type { EditorViewState } from '../viewState';
import { command } from './command';

/** Fabric types of text objects. */
const TEXT_TYPES = new Set(['textbox', 'i-text', 'text']);

/** Exactly one object is selected and it is a text box. */
export const isTextSelected = (s: EditorViewState) =>
  s.ready && s.selection.count === 1 && TEXT_TYPES.has(s.selection.types[0]?.toLowerCase() ?? '');

/** Starts editing the selected text box with all its text selected (Enter, or the menu). */
export const editText = command({
  id: 'text.edit',
  labelKey: 'editText',
  group: 'edit',
  icon: 'text',
  shortcuts: [{ binding: { key: 'Enter' } }],
  contextMenu: true,
  isEnabled: (s) => isTextSelected(s) && !s.selection.editingText,
  perform: (editor) => editor.text.edit(),
});

export const TEXT_COMMANDS = [editText];
