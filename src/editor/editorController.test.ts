import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { command, CommandRegistry } from './commands';
import { EditorController } from './editorController';
import type { FakeCanvas } from './testing/fakeCanvas';
import { design, EMPTY, fakeCanvas } from './testing/fakeCanvas';

let canvas: FakeCanvas;
let clock = 0;

function editor(options: { printSide?: 'single' | 'double'; maxEntryBytes?: number } = {}) {
  const controller = new EditorController({
    createCanvas: (_element, events) => (canvas = fakeCanvas(events)),
    now: () => clock + Date.now(), // Date.now: the fake timers' clock
  });
  if (options.printSide) controller.setPrintSide(options.printSide);
  if (options.maxEntryBytes) controller.setMaxEntryBytes(options.maxEntryBytes);
  controller.attach({} as HTMLCanvasElement);
  return controller;
}

const history = (c: EditorController, side?: 'front' | 'back') =>
  c.inspect().sides[side ?? c.inspect().sides.active];
/** Lets the pending load finish (after the flip delay, when there is one). */
const settle = async () => {
  await vi.advanceTimersByTimeAsync(1000);
};

beforeEach(() => {
  vi.useFakeTimers();
  clock += 10_000; // past every debounce of the previous test
});
afterEach(() => vi.useRealTimers());

describe('editor history', () => {
  it('starts at the first snapshot, unmodified, with nothing to undo', () => {
    const c = editor();
    expect(history(c).entries).toEqual([EMPTY]);
    expect(c.getState()).toMatchObject({ ready: true, isModified: false, canUndo: false });
    expect(c.getState().unsavedAction).toBeNull();
  });

  it('a change saves an entry and marks the design modified with action type 5', () => {
    const c = editor();
    canvas.change(design(1));
    expect(history(c).entries).toEqual([EMPTY, design(1)]);
    expect(c.getState()).toMatchObject({ isModified: true, designSaved: false, unsavedAction: 5 });
    expect(c.getState().canUndo).toBe(true);
  });

  it('a product-side change records its action type without hiding a canvas change', () => {
    const c = editor();
    c.recordChange(3);
    expect(c.getState()).toMatchObject({ isModified: true, designSaved: false, unsavedAction: 3 });
    expect(history(c).entries).toEqual([EMPTY]); // not a change of the design's history
    canvas.change(design(1));
    c.recordChange(2);
    expect(c.getState().unsavedAction).toBe(5);
    c.markSaved();
    c.recordChange(4);
    expect(c.getState()).toMatchObject({ designSaved: false, unsavedAction: 4 });
  });

  it('undo and redo load the entry; a step asked for during a load or within 200 ms waits', async () => {
    const c = editor();
    canvas.change(design(1));
    canvas.change(design(2));
    canvas.change(design(3));
    c.undo();
    expect(canvas.loads.at(-1)).toBe(design(2));
    expect(c.getState().loading).toBe(true);
    c.undo(); // waits: a load runs and 200 ms have not passed
    expect(canvas.loads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(150);
    expect(canvas.loads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(canvas.loads.at(-1)).toBe(design(1)); // not lost: run once allowed
    await settle();
    c.undo();
    c.undo(); // only the latest waiting step is kept
    c.redo();
    await settle();
    expect(canvas.loads.slice(-2)).toEqual([EMPTY, design(1)]);
    expect(c.getState()).toMatchObject({ canUndo: true, canRedo: true, loading: false });
  });

  it('a new change after undo truncates the later entries', async () => {
    const c = editor();
    canvas.change(design(1));
    canvas.change(design(2));
    c.undo();
    await settle();
    canvas.change(design(3));
    expect(history(c).entries).toEqual([EMPTY, design(1), design(3)]);
  });

  it.each([
    ['under the limit', 100, false],
    ['over the limit', 10, true],
  ])('an entry %s (%i bytes allowed) is refused: %s', async (_name, limit, refused) => {
    const c = editor({ maxEntryBytes: limit });
    canvas.change(design(3));
    expect(history(c).entries.length).toBe(refused ? 1 : 2);
    expect(c.getState().sizeWarning).toEqual(
      refused ? { count: 1, refused: true } : { count: 0, refused: false },
    );
    await settle();
    if (refused) expect(canvas.loads.at(-1)).toBe(EMPTY); // back to what history holds
  });

  it('reset clears the side history to one empty entry', () => {
    const c = editor();
    canvas.change(design(1));
    c.reset();
    expect(history(c).entries).toEqual([EMPTY]);
    expect(canvas.loads.at(-1)).toBe(EMPTY);
  });
});

describe('editor sides', () => {
  it('single-sided products do not flip', () => {
    const c = editor();
    c.flip();
    expect(c.getState().side).toBe('front');
  });

  it('flip saves the front and loads the empty back after 400 ms, then back again', async () => {
    const c = editor({ printSide: 'double' });
    canvas.change(design(2));
    c.flip();
    expect(c.getState().side).toBe('back');
    await vi.advanceTimersByTimeAsync(399);
    expect(canvas.loads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(canvas.loads).toEqual([null]);
    await settle();
    c.flip();
    await settle();
    expect(c.getState().side).toBe('front');
    expect(canvas.loads.at(-1)).toBe(design(2));
  });

  it('a change made while a flip waits belongs to the side still shown', async () => {
    const c = editor({ printSide: 'double' });
    canvas.change(design(1));
    c.flip();
    expect(c.inspect().flipFrom).toBe('front');
    // Within the 400 ms the canvas still shows the front: a shape added there is the front's.
    canvas.change(design(2));
    expect(history(c, 'front').entries.at(-1)).toBe(design(2));
    expect(history(c, 'back').entries).toEqual([EMPTY]);
    expect(c.getState().isModified).toBe(true);
    // Once the back has loaded, changes are the back's again.
    await settle();
    canvas.change(design(3));
    expect(c.inspect().flipFrom).toBeNull();
    expect(history(c, 'back').entries).toEqual([EMPTY, design(3)]);
    // And the front shows its own latest design when flipped back to.
    c.flip();
    await settle();
    expect(canvas.loads.at(-1)).toBe(design(2));
  });

  it('a design too large to keep is not flipped away from, and says so', async () => {
    const c = editor({ printSide: 'double', maxEntryBytes: 60 });
    canvas.change(design(1)); // kept: under 60 bytes
    canvas.change(design(20)); // refused: over them (the canvas goes back to design(1))
    await settle();
    await canvas.load(design(20)); // what the canvas shows when Flip is pressed
    c.flip();
    expect(c.getState().side).toBe('front');
    expect(c.getState().sizeWarning).toEqual({ count: 2, refused: true });
  });

  it('duplicate copies the current side to the other one and switches', async () => {
    const c = editor({ printSide: 'double' });
    canvas.change(design(2));
    c.duplicateDesign();
    await settle();
    expect(c.getState().side).toBe('back');
    expect(canvas.loads.at(-1)).toBe(design(2));
    expect(history(c, 'back').entries.at(-1)).toBe(design(2));
  });

  it('switching away from double side drops the back and returns to the front', async () => {
    const c = editor({ printSide: 'double' });
    canvas.change(design(2));
    c.duplicateDesign();
    await settle();
    c.setPrintSide('single');
    expect(c.getState().side).toBe('front');
    expect(history(c, 'back').entries).toEqual([]);
  });

  it('designs() gives the shown side from the canvas and the other from its history', async () => {
    const c = editor({ printSide: 'double' });
    canvas.change(design(1));
    c.flip();
    await settle();
    canvas.change(design(3));
    expect(c.designs()).toEqual({ printSide: 'double', front: design(1), back: design(3) });
  });
});

describe('uploads placed before the server had them', () => {
  const local = (id: string) =>
    JSON.stringify({ designVersion: 1, objects: [{ type: 'image', src: `upload-local:${id}` }] });

  it('name the server image in the canvas, both histories and later placements', async () => {
    const c = editor({ printSide: 'double' });
    canvas.change(local('f1'));
    c.flip();
    await settle();
    canvas.change(local('f1'));
    c.resolveUpload('f1', '42', '/api/v1/system/source?id=42&size=1');
    expect(canvas.resolved).toEqual(['f1']);
    for (const side of ['front', 'back'] as const)
      for (const entry of history(c, side).entries) expect(entry).not.toContain('upload-local:');
    const placed = vi.spyOn(canvas, 'addImage');
    const request = {
      src: 'upload-local:f1',
      fit: 'fit' as const,
      resolution: null,
      dpiCheckEnabled: true,
      isMoreThan64MP: false,
    };
    await c.addImage(request);
    expect(placed).toHaveBeenCalledWith({
      ...request,
      src: '/api/v1/system/source?id=42&size=1',
      usedUploadId: '42',
    });
  });
});

describe('a kept design restored (issue 19)', () => {
  it('both sides come back as fresh histories, unsaved, uploads attached meanwhile resolved', async () => {
    const c = editor({ printSide: 'double' });
    c.resolveUpload('f1', '42', '/api/v1/system/source?id=42&size=1');
    const local = JSON.stringify({ objects: [{ type: 'image', src: 'upload-local:f1' }] });
    c.restore({ side: 'back', front: design(1), back: local });
    await settle();
    expect(history(c, 'front').entries).toEqual([design(1)]);
    expect(history(c, 'back').entries).toHaveLength(1);
    expect(history(c, 'back').entries[0]).toContain('/api/v1/system/source?id=42');
    expect(canvas.loads.at(-1)).toBe(history(c, 'back').entries[0]);
    expect(c.getState()).toMatchObject({
      side: 'back',
      canUndo: false,
      isModified: true,
      designSaved: false,
      unsavedAction: 5,
    });
  });
});

describe('editor settings, guides and zoom', () => {
  it('settings toggle and reset to the defaults (surface on, grid and ruler off, guides on)', () => {
    const c = editor();
    c.toggleSetting('grid');
    c.toggleSetting('ruler');
    c.toggleSetting('surface');
    expect(c.getState().settings).toEqual({
      surface: false,
      grid: true,
      ruler: true,
      guides: true,
    });
    c.resetSettings();
    expect(c.getState().settings).toEqual({
      surface: true,
      grid: false,
      ruler: false,
      guides: true,
    });
  });

  it.each([
    ['inside the print area', 100, 1],
    ['outside the print area', -5, 0],
    ['past the far edge', 481, 0],
  ])('a guide dropped %s is kept or not', (_name, position, count) => {
    const c = editor();
    c.addGuide('horizontal', position);
    expect(c.getState().guides).toHaveLength(count);
    expect(canvas.guides).toHaveLength(count);
  });

  it('zoom starts at the fit, steps through the points and keeps within them', () => {
    const c = editor();
    c.view.setZoomRange(40, [15, 25, 35, 40, 50, 65]);
    expect(c.getState().zoomPercent).toBe(40);
    c.view.zoomIn();
    expect(c.getState().zoomPercent).toBe(50);
    c.view.zoomTo(1000);
    expect(c.getState().zoomPercent).toBe(65);
    // The same range again (the workspace resized by a pixel) keeps the zoom.
    c.view.setZoomRange(40, [15, 25, 35, 40, 50, 65]);
    expect(c.getState().zoomPercent).toBe(65);
  });

  it('tells its listeners after a change, not when nothing changed', () => {
    const c = editor();
    const seen: boolean[] = [];
    c.subscribe((s) => seen.push(s.isModified));
    c.resetSettings();
    canvas.change(design(1));
    expect(seen).toEqual([true]);
  });

  it('a new artboard moves both sides, every history entry and the guides onto it', async () => {
    const c = editor({ printSide: 'double' });
    const side = (left: number) =>
      JSON.stringify({
        designVersion: 1,
        background: '',
        objects: [
          {
            type: 'Rect',
            left,
            top: 100,
            width: 10,
            height: 10,
            originX: 'center',
            originY: 'center',
          },
        ],
      });
    canvas.change(side(100));
    canvas.change(side(300));
    c.addGuide('vertical', 300);
    c.flip();
    await settle();
    canvas.change(side(500));
    c.relayout({ from: { width: 600, height: 200 }, to: { width: 300, height: 200 }, safe: null });
    await settle();
    const lefts = (s: 'front' | 'back') =>
      history(c, s).entries.map(
        (e) => (JSON.parse(e) as { objects: { left?: number }[] }).objects[0]?.left,
      );
    expect(lefts('front')).toEqual([undefined, 50, 150]);
    expect(lefts('back')).toEqual([undefined, 250]);
    expect(canvas.loads.at(-1)).toBe(history(c, 'back').entries.at(-1));
    expect(c.inspect().guides.front[0]!.position).toBe(150);
    // Undo goes on working, on the new artboard.
    c.undo();
    await settle();
    expect(canvas.loads.at(-1)).toBe(history(c, 'back').entries[0]);
  });
});

describe('the action each history entry records (undo says what)', () => {
  it('names a gesture, a command run through the registry, or nothing', async () => {
    const c = editor();
    const registry = new CommandRegistry([
      command({
        id: 'test.change',
        labelKey: 'duplicate',
        group: 'edit',
        isEnabled: () => true,
        perform: () => canvas.change(design(2)),
      }),
    ]);
    canvas.change(design(1), 'drag');
    expect(c.getState()).toMatchObject({ undoAction: 'historyActionMove', redoAction: '' });
    registry.run(c, 'test.change');
    expect(c.getState().undoAction).toBe('duplicate');
    await expect(c.undo()).resolves.toBe(true); // once the step is on screen
    await settle();
    expect(c.getState()).toMatchObject({
      undoAction: 'historyActionMove',
      redoAction: 'duplicate',
    });
    clock += 1000;
    c.redo();
    await settle();
    expect(c.getState()).toMatchObject({ undoAction: 'duplicate', redoAction: '' });
    // Once the command has returned, a change without a gesture has no known action.
    canvas.change(design(3));
    expect(c.getState().undoAction).toBe('');
  });

  it('keeps the label of an async command until it settles', async () => {
    const c = editor();
    let finish = () => {};
    const pending = c.actions.during('paste', () => new Promise<void>((r) => (finish = r)));
    canvas.change(design(1));
    expect(c.getState().undoAction).toBe('paste');
    finish();
    await pending;
    canvas.change(design(2));
    expect(c.getState().undoAction).toBe('');
  });
});
