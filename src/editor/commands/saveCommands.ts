/**
 * Saving asks the editor before its form (spec shell §4 "Save and reset"): for a double-sided
 * design with one side empty, the reset-or-confirm step (src/domain/designs/saveSides.ts). The
 * command reads both sides as the controller holds them — the side shown from the canvas — so
 * the save modal never reads the design past the registry.
 */
import { saveSidesQuestion } from '../../domain/designs/saveSides';
import type { SaveSidesQuestion } from '../../domain/designs/saveSides';
import { command } from './command';

export const checkSidesBeforeSave = command({
  id: 'design.checkSidesBeforeSave',
  labelKey: 'saveSidesTitle',
  group: 'sides',
  isEnabled: (s) => s.ready,
  perform: (editor): SaveSidesQuestion => saveSidesQuestion(editor.designs()),
});

export const SAVE_COMMANDS = [checkSidesBeforeSave];
