/**
 * The design as a whole: undo and redo (spec canvas §4: Ctrl/Cmd+Z, +Shift+Z, +Y; debounced
 * 200 ms), start over, and for double-sided products flip and duplicate design.
 */
import { hasBackDesign } from '../../domain/editor/sides';
import type { EditorViewState } from '../viewState';
import { command, isIdle } from './command';

const doubleSided = (s: EditorViewState) => isIdle(s) && hasBackDesign(s.printSide);

export const undo = command({
  id: 'history.undo',
  labelKey: 'undo',
  group: 'history',
  icon: 'undo',
  contextMenu: true,
  shortcuts: [{ binding: { key: 'z', mod: true } }],
  isEnabled: (s) => isIdle(s) && s.canUndo,
  perform: (editor) => editor.undo(),
});

export const redo = command({
  id: 'history.redo',
  labelKey: 'redo',
  group: 'history',
  icon: 'redo',
  contextMenu: true,
  shortcuts: [
    { binding: { key: 'z', mod: true, shift: true } },
    { binding: { key: 'y', mod: true } },
  ],
  isEnabled: (s) => isIdle(s) && s.canRedo,
  perform: (editor) => editor.redo(),
});

export const resetDesign = command({
  id: 'history.reset',
  labelKey: 'resetDesign',
  group: 'history',
  icon: 'reset',
  confirm: { titleKey: 'resetDesign', messageKey: 'resetDesignConfirm' },
  isEnabled: (s) => s.ready,
  perform: (editor) => editor.reset(),
});

export const flipSide = command({
  id: 'sides.flip',
  labelKey: 'flipSide',
  group: 'sides',
  icon: 'flip',
  isEnabled: doubleSided,
  perform: (editor) => editor.flip(),
});

export const duplicateDesign = command({
  id: 'sides.duplicateDesign',
  labelKey: 'duplicateDesign',
  group: 'sides',
  icon: 'duplicate',
  confirm: { titleKey: 'duplicateDesign', messageKey: 'otherSideDesignWillBeLost' },
  isEnabled: (s) => doubleSided(s) && !s.canvasEmpty,
  perform: (editor) => editor.duplicateDesign(),
});

export const DOCUMENT_COMMANDS = [undo, redo, resetDesign, flipSide, duplicateDesign];
