import { describe, expect, it } from 'vitest';
import type { Command, KeyInput } from './keyboard';
import { isTypingTarget, shortcutFor } from './keyboard';

const none = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({ ...none, key: k, ...mods });
const ctrl = { ctrlKey: true };
const cmd = { metaKey: true };

describe('shortcutFor', () => {
  it.each<[string, KeyInput, Command | null]>([
    ['Delete', key('Delete'), { type: 'delete' }],
    ['Backspace', key('Backspace'), { type: 'delete' }],
    ['Del (old Edge)', key('Del'), { type: 'delete' }],
    ['Ctrl+Backspace', key('Backspace', ctrl), null],
    ['Ctrl+C', key('c', ctrl), { type: 'copy' }],
    ['Cmd+C', key('c', cmd), { type: 'copy' }],
    ['Ctrl+V', key('v', ctrl), { type: 'paste' }],
    ['Ctrl+D', key('d', ctrl), { type: 'duplicate' }],
    ['Ctrl+Z', key('z', ctrl), { type: 'undo' }],
    ['Cmd+Z', key('z', cmd), { type: 'undo' }],
    ['Ctrl+Shift+Z (key "Z")', key('Z', { ...ctrl, shiftKey: true }), { type: 'redo' }],
    ['Cmd+Shift+Z (key "z")', key('z', { ...cmd, shiftKey: true }), { type: 'redo' }],
    ['Ctrl+Y', key('y', ctrl), { type: 'redo' }],
    ['Ctrl+C with Caps Lock', key('C', ctrl), { type: 'copy' }],
    ['Ctrl+С on a Cyrillic layout', key('с', { ...ctrl, code: 'KeyC' }), { type: 'copy' }],
    ['Ctrl+Shift+V', key('V', { ...ctrl, shiftKey: true }), null],
    ['Ctrl+Shift+Y', key('Y', { ...ctrl, shiftKey: true }), null],
    ['Ctrl+A', key('a', ctrl), null],
    ['AltGr+C (Ctrl+Alt)', key('ć', { ...ctrl, altKey: true, code: 'KeyC' }), null],
    ['C alone', key('c'), null],
    ['Z alone', key('z'), null],
    ['ArrowLeft', key('ArrowLeft'), { type: 'nudge', dx: -10, dy: 0 }],
    ['ArrowRight', key('ArrowRight'), { type: 'nudge', dx: 10, dy: 0 }],
    ['ArrowUp', key('ArrowUp'), { type: 'nudge', dx: 0, dy: -10 }],
    ['ArrowDown', key('ArrowDown'), { type: 'nudge', dx: 0, dy: 10 }],
    ['Shift+ArrowLeft', key('ArrowLeft', { shiftKey: true }), { type: 'nudge', dx: -1, dy: 0 }],
    ['Shift+ArrowDown', key('ArrowDown', { shiftKey: true }), { type: 'nudge', dx: 0, dy: 1 }],
    ['Up (old Edge)', key('Up'), { type: 'nudge', dx: 0, dy: -10 }],
    ['Ctrl+ArrowLeft', key('ArrowLeft', ctrl), null],
    ['Space', key(' ', { code: 'Space' }), { type: 'panStart' }],
    ['Spacebar (old Edge)', key('Spacebar'), { type: 'panStart' }],
    ['Enter', key('Enter'), null],
  ])('%s', (_name, input, expected) => expect(shortcutFor(input)).toEqual(expected));

  it.each<[string, Partial<KeyInput>]>([
    ['input', { targetTag: 'INPUT' }],
    ['input (lower case tag)', { targetTag: 'input' }],
    ['textarea (Fabric text editing)', { targetTag: 'TEXTAREA' }],
    ['select', { targetTag: 'SELECT' }],
    ['contenteditable', { targetTag: 'DIV', targetEditable: true }],
  ])('ignored while typing in %s', (_name, target) => {
    for (const k of [key('Delete'), key('z', ctrl), key('ArrowUp'), key(' ')])
      expect(shortcutFor({ ...k, ...target })).toBeNull();
  });

  it.each([
    ['CANVAS', false],
    ['BODY', false],
    [undefined, false],
    ['Input', true],
  ])('isTypingTarget(%s) → %s', (targetTag, expected) =>
    expect(isTypingTarget(targetTag === undefined ? {} : { targetTag })).toBe(expected),
  );
});
