import { describe, expect, it } from 'vitest';
import type { LayerItem } from '../../domain/editor/layers';
import type { EditorViewState } from '../viewState';
import { EMPTY_SELECTION, INITIAL_VIEW_STATE } from '../viewState';
import { createEditorCommands } from './index';
import { lockTarget } from './layerListCommands';

const layer = (id: string, locked = false): LayerItem => ({
  id,
  type: 'rect',
  text: null,
  locked,
  qrCode: false,
});

function state(selected: string[], layers: LayerItem[]): EditorViewState {
  return {
    ...INITIAL_VIEW_STATE,
    ready: true,
    layers,
    selection: { ...EMPTY_SELECTION, count: selected.length, ids: selected },
  };
}

const commands = createEditorCommands();
const enabled = (id: string, s: EditorViewState) => commands.get(id).isEnabled(s);

describe('locking from the layers list', () => {
  it('object.lock needs exactly one selected object of the side', () => {
    expect(enabled('object.lock', state([], [layer('a')]))).toBe(false);
    expect(enabled('object.lock', state(['a'], [layer('a')]))).toBe(true);
    expect(enabled('object.lock', state(['a', 'b'], [layer('a'), layer('b')]))).toBe(false);
  });

  it('targets the id given, else the one selected object', () => {
    const s = state(['a'], [layer('a'), layer('b')]);
    expect(lockTarget(s)).toBe('a');
    expect(lockTarget(s, 'b')).toBe('b');
    expect(lockTarget(s, 'gone')).toBeNull();
  });

  it.each(['edit.nudge', 'arrange.align.left', 'arrange.distribute.horizontal'])(
    '%s is disabled while a selected object is locked (its key does nothing)',
    (id) => {
      const three = ['a', 'b', 'c'];
      expect(
        enabled(
          id,
          state(
            three,
            three.map((i) => layer(i)),
          ),
        ),
      ).toBe(true);
      expect(enabled(id, state(three, [layer('a', true), layer('b'), layer('c')]))).toBe(false);
    },
  );

  it('a locked object can still be deleted, reordered and unlocked', () => {
    const s = state(['a'], [layer('a', true)]);
    for (const id of ['edit.delete', 'arrange.forward', 'object.lock'])
      expect(enabled(id, s)).toBe(true);
  });
});
