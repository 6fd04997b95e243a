import { describe, expect, it } from 'vitest';
import {
  canvasChanged,
  canvasReset,
  designDuplicated,
  editorReducer,
  guideAdded,
  guideMoved,
  historyStarted,
  initialEditorState,
  maxEntryBytesKnown,
  printSideChanged,
  redone,
  restoreFinished,
  settingsReset,
  settingToggled,
  sideFlipped,
  undone,
} from './editorSlice';
import type { EditorState } from './editorSlice';

const design = (n: number) =>
  JSON.stringify({ designVersion: 1, objects: Array(n).fill({}), background: '' });
const EMPTY = design(0);

function run(...actions: Parameters<typeof editorReducer>[1][]): EditorState {
  return actions.reduce((s, a) => editorReducer(s, a), initialEditorState);
}

const entries = (s: EditorState) => s.sides[s.sides.active].entries;

describe('editor history', () => {
  it('starts at the first snapshot, unmodified, with nothing to undo', () => {
    const s = run(historyStarted(EMPTY));
    expect(entries(s)).toEqual([EMPTY]);
    expect(s.isModified).toBe(false);
    expect(s.unsavedAction).toBeNull();
  });

  it('a change saves an entry and marks the design modified with action type 5', () => {
    const s = run(historyStarted(EMPTY), canvasChanged(design(1)));
    expect(entries(s)).toEqual([EMPTY, design(1)]);
    expect(s.isModified).toBe(true);
    expect(s.designSaved).toBe(false);
    expect(s.unsavedAction).toBe(5);
  });

  it('undo and redo move through history and ask the canvas to load the entry', () => {
    let s = run(historyStarted(EMPTY), canvasChanged(design(1)), canvasChanged(design(2)));
    s = editorReducer(s, undone());
    expect(s.restore).toBe(design(1));
    expect(s.loading).toBe(true);
    // blocked while a load runs
    expect(editorReducer(s, undone())).toBe(s);
    s = editorReducer(s, restoreFinished());
    s = editorReducer(s, undone());
    expect(s.restore).toBe(EMPTY);
    s = editorReducer(editorReducer(s, restoreFinished()), undone());
    expect(s.restore).toBe(EMPTY); // at position 0: nothing more to undo
    s = editorReducer(editorReducer(s, restoreFinished()), redone());
    expect(s.restore).toBe(design(1));
  });

  it('a new change after undo truncates the later entries', () => {
    let s = run(
      historyStarted(EMPTY),
      canvasChanged(design(1)),
      canvasChanged(design(2)),
      undone(),
      restoreFinished(),
    );
    s = editorReducer(s, canvasChanged(design(3)));
    expect(entries(s)).toEqual([EMPTY, design(1), design(3)]);
  });

  it.each([
    ['under the limit', 100, false],
    ['over the limit', 10, true],
  ])('an entry %s (%i bytes allowed) is %s refused', (_name, limit, refused) => {
    const s = run(maxEntryBytesKnown(limit), historyStarted(EMPTY), canvasChanged(design(3)));
    expect(entries(s).length).toBe(refused ? 1 : 2);
    expect(s.sizeWarning).toEqual(
      refused ? { count: 1, refused: true } : { count: 0, refused: false },
    );
    if (refused) expect(s.restore).toBe(EMPTY); // the canvas goes back to what history holds
  });

  it('reset clears the side history to one empty entry', () => {
    const s = run(historyStarted(EMPTY), canvasChanged(design(1)), canvasReset(EMPTY));
    expect(entries(s)).toEqual([EMPTY]);
    expect(s.restore).toBe(EMPTY);
  });
});

describe('editor sides', () => {
  it('single-sided products do not flip', () => {
    const s = run(historyStarted(EMPTY), sideFlipped(design(1)));
    expect(s.sides.active).toBe('front');
  });

  it('flip saves the front and loads the empty back after 400 ms, then back again', () => {
    let s = run(printSideChanged('double'), historyStarted(EMPTY), canvasChanged(design(2)));
    s = editorReducer(s, sideFlipped(design(2)));
    expect(s.sides.active).toBe('back');
    expect(s.restore).toBeNull();
    expect(s.restoreDelayMs).toBe(400);
    s = editorReducer(editorReducer(s, restoreFinished()), sideFlipped(EMPTY));
    expect(s.sides.active).toBe('front');
    expect(s.restore).toBe(design(2));
  });

  it('a change made while a flip waits belongs to the side still shown, not the one flipped to', () => {
    let s = run(printSideChanged('double'), historyStarted(EMPTY), canvasChanged(design(1)));
    s = editorReducer(s, sideFlipped(design(1)));
    expect(s.flipFrom).toBe('front');
    // Within the 400 ms the canvas still shows the front: a shape added there is the front's.
    s = editorReducer(s, canvasChanged(design(2)));
    expect(s.sides.front.entries.at(-1)).toBe(design(2));
    expect(s.sides.back.entries).toEqual([EMPTY]);
    expect(s.isModified).toBe(true);
    // Once the back has loaded, changes are the back's again.
    s = editorReducer(editorReducer(s, restoreFinished()), canvasChanged(design(3)));
    expect(s.flipFrom).toBeNull();
    expect(s.sides.back.entries).toEqual([EMPTY, design(3)]);
    // And the front shows its own latest design when flipped back to.
    s = editorReducer(s, sideFlipped(design(3)));
    expect(s.restore).toBe(design(2));
  });

  it('duplicate copies the current side to the other one and switches', () => {
    const s = run(printSideChanged('double'), historyStarted(EMPTY), designDuplicated(design(2)));
    expect(s.sides.active).toBe('back');
    expect(s.restore).toBe(design(2));
    expect(s.sides.back.entries.at(-1)).toBe(design(2));
  });

  it('switching away from double side drops the back and returns to the front', () => {
    let s = run(printSideChanged('double'), historyStarted(EMPTY), designDuplicated(design(2)));
    s = editorReducer(s, printSideChanged('single'));
    expect(s.sides.active).toBe('front');
    expect(s.sides.back.entries).toEqual([]);
  });
});

describe('editor settings and guides', () => {
  it('settings toggle and reset to the defaults (surface on, grid and ruler off, guides on)', () => {
    let s = run(settingToggled('grid'), settingToggled('ruler'), settingToggled('surface'));
    expect(s.settings).toEqual({ surface: false, grid: true, ruler: true, guides: true });
    s = editorReducer(s, settingsReset());
    expect(s.settings).toEqual({ surface: true, grid: false, ruler: false, guides: true });
  });

  const area = { width: 960, height: 480 };
  it.each([
    ['inside the print area', 100, 1],
    ['outside the print area', -5, 0],
    ['past the far edge', 481, 0],
  ])('a guide dropped %s is kept or not', (_name, position, count) => {
    const s = run(guideAdded({ orientation: 'horizontal', position, printArea: area, zoom: 1 }));
    expect(s.guides.front).toHaveLength(count);
  });

  it('a guide within 1 px of another is discarded; one moved outside is removed', () => {
    let s = run(
      guideAdded({ orientation: 'vertical', position: 100, printArea: area, zoom: 1 }),
      guideAdded({ orientation: 'vertical', position: 100.8, printArea: area, zoom: 1 }),
    );
    expect(s.guides.front.map((g) => g.position)).toEqual([100]);
    s = editorReducer(
      s,
      guideMoved({ id: s.guides.front[0]!.id, position: 2000, printArea: area, zoom: 1 }),
    );
    expect(s.guides.front).toEqual([]);
  });
});
