import { describe, expect, it, vi } from 'vitest';
import { EditorController } from '../editorController';
import { fakeCanvas } from '../testing/fakeCanvas';
import { EMPTY_SELECTION, INITIAL_VIEW_STATE } from '../viewState';
import { createEditorCommands } from './index';

const border = { marginInches: 0, widthPt: 2, maxWidthPt: 36 };
const shadow = { color: '#000000', opacity: 0.5, blur: 0.1, offsetX: 0.1, offsetY: 0.1 };
const state = (selection: Partial<typeof EMPTY_SELECTION>) => ({
  ...INITIAL_VIEW_STATE,
  ready: true,
  selection: { ...EMPTY_SELECTION, ...selection },
});

describe('the selection tools’ commands', () => {
  it.each([
    ['border.margin', state({ count: 1, border }), true],
    ['border.margin', state({ count: 1 }), false],
    ['border.width', state({ count: 1, border }), true],
    ['border.width', state({ count: 2, border }), false],
    ['shadow.toggle', state({ count: 1 }), true],
    ['shadow.toggle', state({ count: 0 }), false],
    ['shadow.toggle', state({ count: 2 }), false],
    ['shadow.set', state({ count: 1, shadow }), true],
    ['shadow.set', state({ count: 1 }), false],
  ])('%s is enabled: %s', (id, s, enabled) => {
    expect(createEditorCommands().get(id).isEnabled(s)).toBe(enabled);
  });

  it.each([
    ['border.margin', { inches: 0.5 }],
    ['border.width', { pt: 3 }],
    ['shadow.toggle', undefined],
    ['shadow.set', { blur: 0.2 }],
    ['edit.layerColour', { id: 'changeable-color-1', colour: '#ff0000' }],
  ])('%s runs one edit of the selection (one history entry)', (id, args) => {
    const editSelection = vi.fn();
    const controller = new EditorController({
      createCanvas: (_e, events) => ({ ...fakeCanvas(events), editSelection }),
    });
    controller.attach({} as HTMLCanvasElement);
    void createEditorCommands().get(id).perform(controller, args);
    expect(editSelection).toHaveBeenCalledTimes(1);
    expect(typeof editSelection.mock.calls[0]![0]).toBe('function');
  });
});
