import { describe, expect, it } from 'vitest';
import type { KeyBinding, KeyInput } from './keyboard';
import { formatBinding, isPanKey, isTypingTarget, matchesBinding } from './keyboard';

const none = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({ ...none, key: k, ...mods });
const ctrl = { ctrlKey: true };
const cmd = { metaKey: true };
const shift = { shiftKey: true };

describe('matchesBinding', () => {
  it.each<[string, KeyInput, KeyBinding, boolean]>([
    ['Delete', key('Delete'), { key: 'Delete' }, true],
    ['Enter', key('Enter', { targetTag: 'BODY' }), { key: 'Enter' }, true],
    [
      'Enter on a focused button presses it',
      key('Enter', { targetTag: 'BUTTON' }),
      { key: 'Enter' },
      false,
    ],
    ['Enter on a link follows it', key('Enter', { targetTag: 'a' }), { key: 'Enter' }, false],
    ['Delete on a focused button', key('Delete', { targetTag: 'BUTTON' }), { key: 'Delete' }, true],
    ['Del (old Edge) is Delete', key('Del'), { key: 'Delete' }, true],
    ['Backspace', key('Backspace'), { key: 'Backspace' }, true],
    ['Ctrl+Backspace is not Backspace', key('Backspace', ctrl), { key: 'Backspace' }, false],
    ['Ctrl+C', key('c', ctrl), { key: 'c', mod: true }, true],
    ['Cmd+C', key('c', cmd), { key: 'c', mod: true }, true],
    ['Ctrl+C with Caps Lock', key('C', ctrl), { key: 'c', mod: true }, true],
    [
      'Ctrl+С on a Cyrillic layout',
      key('с', { ...ctrl, code: 'KeyC' }),
      { key: 'c', mod: true },
      true,
    ],
    ['C alone is not Ctrl+C', key('c'), { key: 'c', mod: true }, false],
    ['Ctrl+Shift+V is not Ctrl+V', key('V', { ...ctrl, ...shift }), { key: 'v', mod: true }, false],
    ['Ctrl+Z', key('z', ctrl), { key: 'z', mod: true }, true],
    ['Ctrl+Shift+Z is not Ctrl+Z', key('Z', { ...ctrl, ...shift }), { key: 'z', mod: true }, false],
    [
      'Ctrl+Shift+Z (key "Z")',
      key('Z', { ...ctrl, ...shift }),
      { key: 'z', mod: true, shift: true },
      true,
    ],
    [
      'Cmd+Shift+Z (key "z")',
      key('z', { ...cmd, ...shift }),
      { key: 'z', mod: true, shift: true },
      true,
    ],
    [
      'AltGr+C (Ctrl+Alt) types a character',
      key('ć', { ...ctrl, altKey: true, code: 'KeyC' }),
      { key: 'c', mod: true },
      false,
    ],
    ['ArrowLeft', key('ArrowLeft'), { key: 'ArrowLeft' }, true],
    ['Left (old Edge) is ArrowLeft', key('Left'), { key: 'ArrowLeft' }, true],
    ['Shift+ArrowLeft is not ArrowLeft', key('ArrowLeft', shift), { key: 'ArrowLeft' }, false],
    ['Shift+ArrowLeft', key('ArrowLeft', shift), { key: 'ArrowLeft', shift: true }, true],
    ['Ctrl+ArrowLeft is not ArrowLeft', key('ArrowLeft', ctrl), { key: 'ArrowLeft' }, false],
    ['? typed with Shift', key('?', shift), { key: '?' }, true],
    ['/ is not ?', key('/'), { key: '?' }, false],
    ['Ctrl+] ', key(']', ctrl), { key: ']', mod: true }, true],
    ['Escape', key('Escape'), { key: 'Escape' }, true],
    ['Esc (old Edge) is Escape', key('Esc'), { key: 'Escape' }, true],
    ['Enter has no binding here', key('Enter'), { key: 'Delete' }, false],
  ])('%s', (_name, input, binding, expected) =>
    expect(matchesBinding(input, binding)).toBe(expected),
  );
});

describe('isPanKey', () => {
  it.each<[string, KeyInput, boolean]>([
    ['Space', key(' ', { code: 'Space' }), true],
    ['Spacebar (old Edge)', key('Spacebar'), true],
    ['Ctrl+Space', key(' ', { ...ctrl, code: 'Space' }), false],
    ['Space while typing', key(' ', { code: 'Space', targetTag: 'INPUT' }), false],
    ['a', key('a'), false],
  ])('%s', (_name, input, expected) => expect(isPanKey(input)).toBe(expected));
});

describe('formatBinding', () => {
  it.each<[KeyBinding, string, string]>([
    [{ key: 'z', mod: true, shift: true }, 'Ctrl+Shift+Z', '⌘⇧Z'],
    [{ key: 'c', mod: true }, 'Ctrl+C', '⌘C'],
    [{ key: 'Delete' }, 'Del', 'Del'],
    [{ key: 'ArrowLeft', shift: true }, 'Shift+←', '⇧←'],
    [{ key: '?' }, '?', '?'],
  ])('%j', (binding, other, mac) => {
    expect(formatBinding(binding, 'other')).toBe(other);
    expect(formatBinding(binding, 'mac')).toBe(mac);
  });
});

describe('isTypingTarget', () => {
  it.each([
    ['INPUT', undefined, true],
    ['input', undefined, true],
    ['TEXTAREA', undefined, true],
    ['SELECT', undefined, true],
    ['DIV', true, true],
    ['CANVAS', undefined, false],
    ['BODY', undefined, false],
    [undefined, undefined, false],
  ])('%s (editable: %s) → %s', (targetTag, targetEditable, expected) =>
    expect(isTypingTarget({ targetTag, targetEditable })).toBe(expected),
  );
});
