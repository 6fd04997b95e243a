/** Editing the selection (spec canvas §4): delete, copy, paste, duplicate, move, deselect. */
import { parseColour } from '../../domain/colour/colour';
import { EDITOR_TUNABLES } from '../../domain/editor/tunables';
import { canMoveSelection, command, hasSelection } from './command';

const { nudgePx, fineNudgePx } = EDITOR_TUNABLES.keyboard;

export const deleteSelection = command({
  id: 'edit.delete',
  labelKey: 'delete',
  group: 'edit',
  icon: 'trash',
  contextMenu: true,
  shortcuts: [{ binding: { key: 'Delete' } }, { binding: { key: 'Backspace' } }],
  isEnabled: hasSelection,
  perform: (editor) => editor.deleteSelection(),
});

export const copySelection = command({
  id: 'edit.copy',
  labelKey: 'copy',
  group: 'edit',
  contextMenu: true,
  shortcuts: [{ binding: { key: 'c', mod: true } }],
  isEnabled: hasSelection,
  perform: (editor) => editor.copy(),
});

export const paste = command({
  id: 'edit.paste',
  labelKey: 'paste',
  group: 'edit',
  contextMenu: true,
  shortcuts: [{ binding: { key: 'v', mod: true }, passThroughWhenDisabled: true }],
  isEnabled: (s) => s.ready && s.canPaste,
  perform: (editor) => editor.paste(),
});

export const duplicateSelection = command({
  id: 'edit.duplicate',
  labelKey: 'duplicate',
  group: 'edit',
  icon: 'duplicate',
  contextMenu: true,
  shortcuts: [{ binding: { key: 'd', mod: true } }],
  isEnabled: hasSelection,
  perform: (editor) => editor.duplicateSelection(),
});

/** Arrow keys move the selection 10 px, 1 px with Shift (canvas px). */
const arrows = (
  [
    ['ArrowLeft', -1, 0],
    ['ArrowRight', 1, 0],
    ['ArrowUp', 0, -1],
    ['ArrowDown', 0, 1],
  ] as const
).flatMap(([key, x, y]) => [
  { binding: { key }, args: { dx: x * nudgePx, dy: y * nudgePx } },
  {
    binding: { key, shift: true },
    args: { dx: x * fineNudgePx, dy: y * fineNudgePx },
    hintKey: 'moveSelectionFine',
  },
]);

export const nudgeSelection = command<{ dx: number; dy: number }>({
  id: 'edit.nudge',
  labelKey: 'moveSelection',
  historyKey: 'historyActionMove', // 10 or 1 px: "Undone: Move"
  group: 'edit',
  shortcuts: arrows,
  isEnabled: canMoveSelection,
  perform: (editor, { dx, dy }) => editor.nudge(dx, dy),
});

export const deselect = command({
  id: 'edit.deselect',
  labelKey: 'deselect',
  group: 'edit',
  shortcuts: [{ binding: { key: 'Escape' } }],
  isEnabled: hasSelection,
  perform: (editor) => editor.deselect(),
});

/**
 * Recolours one recolourable part (a layer colour, spec canvas §3) of the one selected object:
 * an element's part, a shape, a QR code's modules. A colour that does not parse changes nothing.
 */
export const setLayerColour = command<{ id: string; colour: string }>({
  id: 'edit.layerColour',
  labelKey: 'layerColour',
  group: 'edit',
  isEnabled: (s) => s.ready && s.selection.layerColours.length > 0,
  perform: (editor, { id, colour }) => {
    if (parseColour(colour)) editor.tools.setLayerColour(id, colour);
  },
});

export const EDIT_COMMANDS = [
  deleteSelection,
  copySelection,
  paste,
  duplicateSelection,
  nudgeSelection,
  deselect,
  setLayerColour,
];
