/**
 * The layers list's commands (the accessible view of the canvas): showing it, selecting an
 * object by id and locking or unlocking one. Layer order is the arrange commands' (arrangeCommands.ts).
 */
import type { EditorViewState } from '../viewState';
import { command, isIdle } from './command';

/** The object a lock toggles: `id`, or else the one selected object; null when neither. */
export function lockTarget(state: EditorViewState, id?: string): string | null {
  const target = id ?? (state.selection.count === 1 ? state.selection.ids[0] : undefined);
  return target && state.layers.some((l) => l.id === target) ? target : null;
}

export const selectObject = command<{ id: string }>({
  id: 'object.select',
  labelKey: 'selectObject',
  group: 'edit',
  isEnabled: isIdle,
  perform: (editor, { id }) => editor.layers.select(id),
});

export const lockObject = command<{ id?: string } | undefined>({
  id: 'object.lock',
  labelKey: 'lockObject',
  group: 'edit',
  icon: 'lock',
  contextMenu: true,
  shortcuts: [{ binding: { key: 'l', mod: true, shift: true } }],
  isEnabled: (s) => isIdle(s) && lockTarget(s) !== null,
  perform: (editor, args) => {
    const state = editor.getState();
    const id = lockTarget(state, args?.id);
    const layer = state.layers.find((l) => l.id === id);
    if (id && layer) editor.layers.setLocked(id, !layer.locked);
  },
});

export const toggleLayersList = command({
  id: 'view.layers',
  labelKey: 'layersTitle',
  group: 'view',
  icon: 'layers',
  shortcuts: [{ binding: { key: 'l' } }],
  isEnabled: () => true,
  perform: (editor) => editor.view.toggleLayersList(),
});

export const LAYER_LIST_COMMANDS = [selectObject, lockObject, toggleLayersList];
