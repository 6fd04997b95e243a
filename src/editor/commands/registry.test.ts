import { describe, expect, it, vi } from 'vitest';
import type { TextParams } from '../../canvas';
import type { KeyInput } from '../../domain/editor/keyboard';
import { EditorController } from '../editorController';
import { fakeCanvas } from '../testing/fakeCanvas';
import { INITIAL_VIEW_STATE } from '../viewState';
import { command } from './command';
import { createEditorCommands, EDITOR_COMMANDS } from './index';
import { CommandRegistry } from './registry';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

/** One text box selected, with its text parameters (faces unknown unless given). */
function textSelected(text: Partial<TextParams> = {}, editingText = false) {
  const params: TextParams = {
    id: 't',
    fill: '#000000',
    fontFamily: 'Roboto',
    fontSize: 30,
    fontStyle: 'normal',
    fontWeight: 400,
    lineHeight: 1.16,
    charSpacing: 0,
    underline: false,
    linethrough: false,
    textAlign: 'center',
    uppercase: false,
    lowercase: false,
    firstLetterUpperCase: false,
    outlineCategory: 'None',
    outlineColour: '#000000',
    outlineWidth: 0,
    variants: [],
    autoFit: false,
    curve: 0,
    ...text,
  };
  return {
    selection: {
      count: 1,
      types: ['textbox'],
      ids: ['t'],
      image: null,
      editingText,
      text: params,
      textCapHeightInches: 0.5,
      layerColours: [],
      qrCode: null,
      border: null,
      shadow: null,
    },
  };
}

describe('the editor commands', () => {
  it('have unique ids, and no two share a key binding', () => {
    const ids = EDITOR_COMMANDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const bindings = EDITOR_COMMANDS.flatMap((c) =>
      (c.shortcuts ?? []).map((s) =>
        JSON.stringify({ ...s.binding, key: s.binding.key.toLowerCase() }),
      ),
    );
    expect(new Set(bindings).size).toBe(bindings.length);
  });

  it.each<[string, KeyInput, string, unknown]>([
    ['Delete', key('Delete'), 'edit.delete', undefined],
    ['Backspace', key('Backspace'), 'edit.delete', undefined],
    ['Ctrl+C', key('c', { ctrlKey: true }), 'edit.copy', undefined],
    ['Cmd+V', key('v', { metaKey: true }), 'edit.paste', undefined],
    ['Ctrl+D', key('d', { ctrlKey: true }), 'edit.duplicate', undefined],
    ['Ctrl+Z', key('z', { ctrlKey: true }), 'history.undo', undefined],
    ['Ctrl+Shift+Z', key('Z', { ctrlKey: true, shiftKey: true }), 'history.redo', undefined],
    ['Ctrl+Y', key('y', { ctrlKey: true }), 'history.redo', undefined],
    ['ArrowUp', key('ArrowUp'), 'edit.nudge', { dx: 0, dy: -10 }],
    ['Shift+ArrowRight', key('ArrowRight', { shiftKey: true }), 'edit.nudge', { dx: 1, dy: 0 }],
    ['?', key('?', { shiftKey: true }), 'help.shortcuts', undefined],
    [']', key(']'), 'object.scaleUp', undefined],
    ['[', key('['), 'object.scaleDown', undefined],
    ['Ctrl+]', key(']', { ctrlKey: true }), 'arrange.forward', undefined],
  ])('%s runs %s (spec canvas §4)', (_name, input, id, args) => {
    const found = createEditorCommands().forKey(input);
    expect(found?.command.id).toBe(id);
    expect(found?.shortcut.args).toEqual(args);
  });

  it('no shortcut runs while the user types in a field', () => {
    const commands = createEditorCommands();
    expect(commands.forKey(key('Delete', { targetTag: 'INPUT' }))).toBeNull();
    expect(commands.forKey(key('z', { ctrlKey: true, targetTag: 'TEXTAREA' }))).toBeNull();
  });

  it.each([
    [
      'edit.delete',
      {
        selection: {
          count: 0,
          types: [],
          ids: [],
          image: null,
          editingText: false,
          text: null,
          textCapHeightInches: null,
          layerColours: [],
          qrCode: null,
          border: null,
          shadow: null,
        },
      },
      false,
    ],
    [
      'edit.delete',
      {
        selection: {
          count: 1,
          types: ['rect'],
          ids: ['a'],
          image: null,
          editingText: false,
          textCapHeightInches: null,
          layerColours: [],
          qrCode: null,
          border: null,
          shadow: null,
          text: null,
        },
      },
      true,
    ],
    [
      'arrange.distribute.horizontal',
      {
        selection: {
          count: 2,
          types: [],
          ids: [],
          image: null,
          editingText: false,
          text: null,
          textCapHeightInches: null,
          layerColours: [],
          qrCode: null,
          border: null,
          shadow: null,
        },
      },
      false,
    ],
    [
      'arrange.distribute.horizontal',
      {
        selection: {
          count: 3,
          types: [],
          ids: [],
          image: null,
          editingText: false,
          text: null,
          textCapHeightInches: null,
          layerColours: [],
          qrCode: null,
          border: null,
          shadow: null,
        },
      },
      true,
    ],
    ['text.edit', textSelected(), true],
    ['text.edit', textSelected({}, true), false],
    [
      'text.edit',
      {
        selection: {
          count: 1,
          types: ['rect'],
          ids: ['r'],
          image: null,
          editingText: false,
          textCapHeightInches: null,
          layerColours: [],
          qrCode: null,
          border: null,
          shadow: null,
          text: null,
        },
      },
      false,
    ],
    ['text.bold', textSelected(), true],
    [
      'text.bold',
      textSelected({ variants: [{ name: 'Regular', style: 'normal', weight: 400 }] }),
      false,
    ],
    [
      'text.italic',
      textSelected({ variants: [{ name: 'Bold', style: 'normal', weight: 700 }] }),
      false,
    ],
    ['text.underline', textSelected(), true],
    ['text.curve', textSelected(), true],
    [
      'text.curve',
      { selection: { ...textSelected().selection, count: 0, ids: [], types: [], text: null } },
      false,
    ],
    ['history.undo', { canUndo: true, loading: true }, false],
    ['history.undo', { canUndo: true }, true],
    ['sides.flip', { printSide: 'double' as const }, true],
    ['sides.flip', { printSide: 'double-same' as const }, false],
    ['sides.duplicateDesign', { printSide: 'double' as const, canvasEmpty: true }, false],
    ['edit.paste', { canPaste: false }, false],
  ])('%s with %j is enabled: %s', (id, patch, enabled) => {
    const state = { ...INITIAL_VIEW_STATE, ready: true, ...patch };
    expect(createEditorCommands().get(id).isEnabled(state)).toBe(enabled);
  });
});

describe('text.curve', () => {
  it.each([
    [60, 60],
    [-100, -100],
    [250, 100],
    [-101, -100],
    [12.6, 13],
  ])('a curve of %s is applied as %s (−100 … 100, whole numbers)', (amount, applied) => {
    const setTextStyle = vi.fn();
    const controller = new EditorController({
      createCanvas: (_e, events) => ({ ...fakeCanvas(events), setTextStyle }),
    });
    controller.attach({} as HTMLCanvasElement);
    const registry = new CommandRegistry(EDITOR_COMMANDS);
    const state = { ...INITIAL_VIEW_STATE, ready: true, ...textSelected() };
    expect(registry.get('text.curve').isEnabled(state)).toBe(true);
    registry.get('text.curve').perform(controller, amount);
    expect(setTextStyle).toHaveBeenCalledWith({ curve: applied });
  });
});

describe('CommandRegistry', () => {
  it('refuses a command registered twice', () => {
    const c = command({
      id: 'x',
      labelKey: 'x',
      group: 'edit',
      isEnabled: () => true,
      perform: () => 1,
    });
    expect(() => new CommandRegistry([c, c])).toThrow(/twice/);
  });

  it('runs a command only when it is enabled, with its arguments', () => {
    const perform = vi.fn((_editor: EditorController, args: number) => args * 2);
    let enabled = false;
    const registry = new CommandRegistry();
    registry.register(
      command<number>({
        id: 'double',
        labelKey: 'x',
        group: 'edit',
        isEnabled: () => enabled,
        perform,
      }),
    );
    const controller = new EditorController({ createCanvas: (_e, events) => fakeCanvas(events) });
    expect(registry.run(controller, 'double', 2)).toBeUndefined();
    expect(perform).not.toHaveBeenCalled();
    enabled = true;
    expect(registry.run(controller, 'double', 2)).toBe(4);
  });
});

describe('object.scaleUp / object.scaleDown (resizing by keyboard)', () => {
  const oneShape = (locked: boolean) => ({
    ...INITIAL_VIEW_STATE,
    ready: true,
    selection: { ...textSelected().selection, types: ['rect'], ids: ['r'], text: null },
    layers: [{ id: 'r', type: 'rect', text: null, qrCode: false, locked }],
  });

  it('scales the selection one step about its centre, one history entry named Resize', () => {
    const editSelection = vi.fn(() => undefined);
    const controller = new EditorController({
      createCanvas: (_e, events) => ({ ...fakeCanvas(events), editSelection }),
    });
    controller.attach({} as HTMLCanvasElement);
    const registry = createEditorCommands();
    expect(registry.get('object.scaleUp').isEnabled(oneShape(false))).toBe(true);
    registry.get('object.scaleUp').perform(controller, undefined);
    registry.get('object.scaleDown').perform(controller, undefined);
    expect(editSelection).toHaveBeenCalledTimes(2);
    expect(registry.get('object.scaleUp').historyKey).toBe('historyActionResize');
  });

  it('is disabled with nothing selected or a locked object selected', () => {
    const registry = createEditorCommands();
    expect(registry.get('object.scaleUp').isEnabled({ ...INITIAL_VIEW_STATE, ready: true })).toBe(
      false,
    );
    expect(registry.get('object.scaleDown').isEnabled(oneShape(true))).toBe(false);
  });
});
