import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeptDesign } from '../../domain/editor/keptDesign';
import { RECOVERY_TUNABLES } from '../../domain/editor/keptDesign';
import type { EditorViewState } from '../../editor';
import { INITIAL_VIEW_STATE } from '../../editor';
import type { KeepResult, KeptImage } from '../../platform/keptDesignStore';
import { DesignKeeper } from './designKeeper';

const design = (objects: unknown[]) =>
  JSON.stringify({ designVersion: 1, objects, background: '' });

/** The editor as the keeper sees it: its state, its designs, its change events. */
function fakeEditor() {
  let state: EditorViewState = { ...INITIAL_VIEW_STATE, ready: true };
  let front = design([]);
  const listeners = new Set<(s: EditorViewState) => void>();
  return {
    controller: {
      getState: () => state,
      subscribe: (l: (s: EditorViewState) => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      designs: () => ({ printSide: 'single' as const, front, back: null }),
      artboard: () => ({ width: 2304, height: 1728 }),
    },
    change(objects: unknown[], patch: Partial<EditorViewState> = { isModified: true }) {
      front = design(objects);
      state = { ...state, ...patch };
      for (const l of listeners) l(state);
    },
  };
}

function keeperOf(
  editor: ReturnType<typeof fakeEditor>,
  answers: KeepResult[] = [],
  images: Record<string, KeptImage> = {},
) {
  const writes: { design: KeptDesign; imageIds: string[]; added: string[] }[] = [];
  const clears: number[] = [];
  const warnings: number[] = [];
  const keeper = new DesignKeeper({
    controller: editor.controller,
    applied: () => ({ productId: 103, width: 24, height: 18 }),
    subscribeApplied: () => () => undefined,
    localImage: async (id) => images[id] ?? null,
    keep: async (d, imageIds, added) => {
      writes.push({ design: d, imageIds, added: added.map((a) => a.fileId) });
      return answers.shift() ?? 'kept';
    },
    clear: async () => {
      clears.push(1);
    },
    warnStorageFull: () => warnings.push(1),
  });
  keeper.start();
  return { keeper, writes, clears, warnings };
}

const image = (fileId: string, bytes: number): KeptImage => ({
  fileId,
  fileName: `${fileId}.jpg`,
  file: new Blob([new Uint8Array(bytes)]),
  signedIn: false,
});

/** Past the keep delay, then the idle write (no requestIdleCallback in Node: a 0 ms timer). */
async function afterDelay(keeper: DesignKeeper) {
  await vi.advanceTimersByTimeAsync(RECOVERY_TUNABLES.keepDelayMs + 1);
  await keeper.settled();
}

describe('the design keeper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a burst of changes once, 1 s after the last, and an unchanged design not again', async () => {
    const editor = fakeEditor();
    const { keeper, writes } = keeperOf(editor);
    editor.change([{ type: 'Rect' }]);
    await vi.advanceTimersByTimeAsync(RECOVERY_TUNABLES.keepDelayMs - 100);
    editor.change([{ type: 'Rect' }, { type: 'Textbox' }]);
    await vi.advanceTimersByTimeAsync(RECOVERY_TUNABLES.keepDelayMs - 100);
    expect(writes).toHaveLength(0);
    await afterDelay(keeper);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.design).toMatchObject({
      request: { productId: 103, width: 24, height: 18 },
      artboard: { width: 2304, height: 1728 },
      side: 'front',
    });
    expect(JSON.parse(writes[0]!.design.front!).objects).toHaveLength(2);
    // A selection or zoom change reports too: the same design is not written again.
    editor.change([{ type: 'Rect' }, { type: 'Textbox' }]);
    await afterDelay(keeper);
    expect(writes).toHaveLength(1);
    keeper.stop();
  });

  it('nothing is kept before a change, and a saved design is cleared, not kept', async () => {
    const editor = fakeEditor();
    const { keeper, writes, clears } = keeperOf(editor);
    await afterDelay(keeper);
    expect(writes).toHaveLength(0);
    editor.change([{ type: 'Rect' }]);
    editor.change([{ type: 'Rect' }], { designSaved: true, unsavedAction: null });
    await afterDelay(keeper);
    expect(writes).toHaveLength(0);
    expect(clears).toHaveLength(1);
    keeper.stop();
  });

  it('keeps local images within the 100 MiB budget, each written once', async () => {
    const editor = fakeEditor();
    const big = RECOVERY_TUNABLES.imageBudgetBytes - 10;
    const { keeper, writes } = keeperOf(editor, [], {
      a: image('a', big),
      b: image('b', 20),
      c: image('c', 5),
    });
    const local = (id: string) => ({ type: 'Image', src: `upload-local:${id}` });
    editor.change([local('a'), local('b'), local('c')]);
    await afterDelay(keeper);
    expect(writes[0]).toMatchObject({ imageIds: ['a', 'c'], added: ['a', 'c'] });
    expect(writes[0]!.design.localImages).toEqual(['a', 'b', 'c']);
    editor.change([local('a'), local('c'), { type: 'Rect' }]);
    await afterDelay(keeper);
    expect(writes[1]).toMatchObject({ imageIds: ['a', 'c'], added: [] });
    keeper.stop();
  });

  it('a full storage warns once, keeps the design without new images, and never throws', async () => {
    const editor = fakeEditor();
    const { keeper, writes, warnings } = keeperOf(editor, ['quota', 'quota', 'quota'], {
      a: image('a', 10),
    });
    editor.change([{ type: 'Image', src: 'upload-local:a' }]);
    await afterDelay(keeper);
    expect(writes.map((w) => w.added)).toEqual([['a'], []]);
    editor.change([{ type: 'Rect' }]);
    await afterDelay(keeper);
    expect(warnings).toHaveLength(1);
    keeper.stop();
  });
});
