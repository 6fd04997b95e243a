/**
 * What the screen reader hears after a command ran (the polite live region, src/ui/Announcer):
 * a translation key with its parameters, from the command's id, its arguments and what the
 * editor shows after it. Null: nothing to say (the command opens something that speaks for
 * itself, or selects what the layers list already reads out).
 */
export interface Announcement {
  key: string;
  params?: Record<string, string | number>;
}

/** What the editor shows after the command, as far as a message needs it. */
export interface AnnouncementContext {
  /** The command's translated label (the message of commands without one of their own). */
  label: string;
  /** Zoom percent shown after it (null: unknown). */
  zoomPercent: number | null;
  /** Whether the one selected object is locked after it (null: not one object). */
  selectedLocked: boolean | null;
  /**
   * After it, what undo would take back and redo would do again, translated ('' unknown): after
   * an undo the step undone is the one redo would do again, after a redo the one undo would
   * take back (the history entry's action, src/domain/editor/historyActions).
   */
  undoAction?: string;
  redoAction?: string;
  /** What `perform` returned: `false` says it did nothing (an undo refused within 200 ms). */
  result?: unknown;
}

/** Commands with a message of their own (id → key). */
const MESSAGES: Readonly<Record<string, string>> = {
  'insert.text': 'announceTextAdded',
  'edit.delete': 'announceDeleted',
  'edit.duplicate': 'announceDuplicated',
  'edit.copy': 'announceCopied',
  'edit.paste': 'announcePasted',
  'edit.deselect': 'announceDeselected',
  'history.reset': 'announceReset',
  'sides.flip': 'announceFlipped',
  'object.scaleUp': 'announceScaledUp',
  'object.scaleDown': 'announceScaledDown',
};

/** Commands that say nothing: what they open or select is read out by itself. */
const SILENT: ReadonlySet<string> = new Set([
  'object.select',
  'view.layers',
  'text.edit',
  'help.shortcuts',
  'view.fullScreen',
  'design.markSaved',
  'design.restoreKept',
  'design.save',
  'design.myDesigns',
]);

function moved(args: unknown): Announcement | null {
  const { dx, dy } = (args ?? {}) as { dx?: number; dy?: number };
  if (typeof dx !== 'number' || typeof dy !== 'number') return null;
  if (dx !== 0)
    return {
      key: dx > 0 ? 'announceMovedRight' : 'announceMovedLeft',
      params: { px: Math.abs(dx) },
    };
  if (dy !== 0)
    return { key: dy > 0 ? 'announceMovedDown' : 'announceMovedUp', params: { px: Math.abs(dy) } };
  return null;
}

/** "Undone: Move" when the step's action is known, else "Undone". */
function historyStep(key: string, action: string | undefined): Announcement {
  return action ? { key: `${key}Action`, params: { action } } : { key };
}

export function commandAnnouncement(
  id: string,
  args: unknown,
  context: AnnouncementContext,
): Announcement | null {
  if (SILENT.has(id)) return null;
  if (context.result === false && id.startsWith('history.')) return null; // nothing happened
  if (id === 'history.undo') return historyStep('announceUndone', context.redoAction);
  if (id === 'history.redo') return historyStep('announceRedone', context.undoAction);
  const own = MESSAGES[id];
  if (own) return { key: own };
  if (id === 'edit.nudge') return moved(args);
  if (id === 'object.lock' && context.selectedLocked !== null)
    return { key: context.selectedLocked ? 'announceLocked' : 'announceUnlocked' };
  if ((id === 'view.zoomIn' || id === 'view.zoomOut') && context.zoomPercent !== null)
    return { key: 'announceZoom', params: { percent: context.zoomPercent } };
  if (id.startsWith('insert.')) return { key: 'announceAdded', params: { command: context.label } };
  return { key: 'announceDone', params: { command: context.label } };
}
