/**
 * The selection tools' commands (spec canvas §2 "selection-driven side navigation … border"):
 * a border's margin and width (§5), and the shadow of an element, image or text (§3
 * `data-shadow`). Each change is one history entry; the values are kept in range by
 * src/domain/editor/{borders,shadow} (a margin of 5 in or more changes nothing).
 */
import type { ShadowSettings } from '../../domain/editor/shadow';
import type { EditorViewState } from '../viewState';
import { command } from './command';

const oneSelected = (s: EditorViewState) => s.ready && s.selection.count === 1;
const borderSelected = (s: EditorViewState) => oneSelected(s) && s.selection.border !== null;

export const setBorderMargin = command<{ inches: number }>({
  id: 'border.margin',
  labelKey: 'borderMargin',
  group: 'edit',
  isEnabled: borderSelected,
  perform: (editor, { inches }) => editor.tools.setBorderMargin(inches),
});

export const setBorderWidth = command<{ pt: number }>({
  id: 'border.width',
  labelKey: 'borderWidth',
  group: 'edit',
  isEnabled: borderSelected,
  perform: (editor, { pt }) => editor.tools.setBorderWidth(pt),
});

export const toggleShadow = command({
  id: 'shadow.toggle',
  labelKey: 'shadow',
  group: 'edit',
  isEnabled: oneSelected,
  perform: (editor) => editor.tools.toggleShadow(),
});

export const setShadow = command<Partial<ShadowSettings>>({
  id: 'shadow.set',
  labelKey: 'shadowSettings',
  group: 'edit',
  isEnabled: (s) => oneSelected(s) && s.selection.shadow !== null,
  perform: (editor, patch) => editor.tools.setShadow(patch),
});

export const SELECTION_TOOL_COMMANDS = [setBorderMargin, setBorderWidth, toggleShadow, setShadow];
