import { describe, expect, it } from 'vitest';
import type { AnnouncementContext } from './announcements';
import { commandAnnouncement } from './announcements';

const context: AnnouncementContext = {
  label: 'Bring forward',
  zoomPercent: 50,
  selectedLocked: null,
};

describe('commandAnnouncement: what a command tells the screen reader', () => {
  it.each([
    ['insert.text', undefined, {}, { key: 'announceTextAdded' }],
    ['edit.delete', undefined, {}, { key: 'announceDeleted' }],
    ['history.undo', undefined, {}, { key: 'announceUndone' }],
    ['history.redo', undefined, {}, { key: 'announceRedone' }],
    // The step's action: after an undo the one redo would do again, after a redo undo's.
    [
      'history.undo',
      undefined,
      { undoAction: 'Add a text box', redoAction: 'Move' },
      { key: 'announceUndoneAction', params: { action: 'Move' } },
    ],
    [
      'history.redo',
      undefined,
      { undoAction: 'Move', redoAction: '' },
      { key: 'announceRedoneAction', params: { action: 'Move' } },
    ],
    ['history.undo', undefined, { undoAction: 'Move', redoAction: '' }, { key: 'announceUndone' }],
    // A step refused (within the 200 ms debounce, or while a snapshot loads) says nothing.
    ['history.redo', undefined, { undoAction: 'Move', result: false }, null],
    [
      'history.undo',
      undefined,
      { redoAction: 'Move', result: true },
      { key: 'announceUndoneAction', params: { action: 'Move' } },
    ],
    ['edit.nudge', { dx: 10, dy: 0 }, {}, { key: 'announceMovedRight', params: { px: 10 } }],
    ['edit.nudge', { dx: -1, dy: 0 }, {}, { key: 'announceMovedLeft', params: { px: 1 } }],
    ['edit.nudge', { dx: 0, dy: -10 }, {}, { key: 'announceMovedUp', params: { px: 10 } }],
    ['edit.nudge', { dx: 0, dy: 1 }, {}, { key: 'announceMovedDown', params: { px: 1 } }],
    ['object.lock', undefined, { selectedLocked: true }, { key: 'announceLocked' }],
    ['object.lock', undefined, { selectedLocked: false }, { key: 'announceUnlocked' }],
    [
      'view.zoomIn',
      undefined,
      { zoomPercent: 75 },
      { key: 'announceZoom', params: { percent: 75 } },
    ],
    [
      'insert.rectangle',
      undefined,
      { label: 'Rectangle' },
      { key: 'announceAdded', params: { command: 'Rectangle' } },
    ],
    [
      'arrange.forward',
      undefined,
      {},
      { key: 'announceDone', params: { command: 'Bring forward' } },
    ],
  ])('%s %j', (id, args, patch, expected) => {
    expect(commandAnnouncement(id, args, { ...context, ...patch })).toEqual(expected);
  });

  it.each(['object.select', 'text.edit', 'help.shortcuts', 'view.fullScreen'])(
    '%s says nothing (what it opens or selects speaks for itself)',
    (id) => expect(commandAnnouncement(id, undefined, context)).toBeNull(),
  );

  it('a nudge without a distance says nothing', () => {
    expect(commandAnnouncement('edit.nudge', { dx: 0, dy: 0 }, context)).toBeNull();
  });
});
