/**
 * Resizing by keyboard (issue 21): `object.scaleUp` (]) and `object.scaleDown` ([) scale the
 * selection one step (×1.1, ÷1.1) about its centre, keeping its proportions
 * (src/domain/editor/keyboardScale). The bare bracket keys: Ctrl+[ / Ctrl+] order the layers
 * (arrange.forward / backward), Alt is AltGr on some layouts, and neither bracket is a screen
 * reader's quick-navigation key. Disabled while a locked object is selected, like moving.
 */
import { canMoveSelection, command } from './command';

export const scaleUp = command({
  id: 'object.scaleUp',
  labelKey: 'scaleUp',
  historyKey: 'historyActionResize',
  group: 'edit',
  shortcuts: [{ binding: { key: ']' } }],
  isEnabled: canMoveSelection,
  perform: (editor) => editor.tools.scaleSelection(1),
});

export const scaleDown = command({
  id: 'object.scaleDown',
  labelKey: 'scaleDown',
  historyKey: 'historyActionResize',
  group: 'edit',
  shortcuts: [{ binding: { key: '[' } }],
  isEnabled: canMoveSelection,
  perform: (editor) => editor.tools.scaleSelection(-1),
});

export const SCALE_COMMANDS = [scaleUp, scaleDown];
