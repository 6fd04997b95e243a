/**
 * The design's life outside the canvas (issue 19): a kept design restored after a crash, a
 * killed tab or a reload (src/features/recovery), and the hook Save and Add to cart call once
 * the server has the design: the unsaved-change prompt ends and the kept copy is cleared.
 */
import type { KeptDesign } from '../../domain/editor/keptDesign';
import { command } from './command';

export const restoreKeptDesign = command<Pick<KeptDesign, 'side' | 'front' | 'back'>>({
  id: 'design.restoreKept',
  labelKey: 'restoreDesign',
  group: 'history',
  isEnabled: (s) => s.ready,
  perform: (editor, kept) => editor.restore(kept),
});

/** Save or Add to cart succeeded (spec shell §4: the prompt is cleared after either). */
export const markDesignSaved = command({
  id: 'design.markSaved',
  labelKey: 'markDesignSaved',
  group: 'history',
  isEnabled: () => true,
  perform: (editor) => editor.markSaved(),
});

export const RECOVERY_COMMANDS = [restoreKeptDesign, markDesignSaved];
