/**
 * Keyboard shortcuts of the canvas (spec canvas §4): Space pans; Delete or Backspace deletes;
 * Ctrl/Cmd+C copies, +V pastes, +D duplicates, +Z undoes, +Shift+Z and +Y redo; arrow keys move
 * the selection by 10 px (1 px with Shift). Shortcuts are ignored while the focus is in a form
 * field or editable element (including Fabric's hidden textarea while a text box is edited).
 */
import { EDITOR_TUNABLES } from './tunables';

/** A command a key press asks for. `panStart` is keydown of Space; the UI ends panning on keyup. */
export type Command =
  | { readonly type: 'delete' }
  | { readonly type: 'copy' }
  | { readonly type: 'paste' }
  | { readonly type: 'duplicate' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'nudge'; readonly dx: number; readonly dy: number }
  | { readonly type: 'panStart' };

/** The parts of a keydown event the rules read (copy them from `KeyboardEvent`). */
export interface KeyInput {
  /** `KeyboardEvent.key`, any case. */
  readonly key: string;
  /** `KeyboardEvent.code`; used for letters when `key` is not a Latin letter (other layouts). */
  readonly code?: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  /** Tag name of the focused element (`event.target.tagName`), any case. */
  readonly targetTag?: string;
  /** Whether the focused element is editable (`isContentEditable`). */
  readonly targetEditable?: boolean;
}

/** Tags whose focus disables the shortcuts (upper case). */
export const FORM_FIELD_TAGS: readonly string[] = ['INPUT', 'TEXTAREA', 'SELECT'];

/** Whether the focus is in a form field or editable element. */
export function isTypingTarget(input: Pick<KeyInput, 'targetTag' | 'targetEditable'>): boolean {
  if (input.targetEditable) return true;
  return input.targetTag !== undefined && FORM_FIELD_TAGS.includes(input.targetTag.toUpperCase());
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  // Names used by old Edge and IE.
  Left: [-1, 0],
  Right: [1, 0],
  Up: [0, -1],
  Down: [0, 1],
};

/** The Latin letter a key press stands for, lower case, or null. */
function letterOf(input: KeyInput): string | null {
  if (/^[a-z]$/i.test(input.key)) return input.key.toLowerCase();
  const m = /^Key([A-Z])$/.exec(input.code ?? '');
  return m?.[1] ? m[1].toLowerCase() : null;
}

/** The command for a keydown, or null when the key has no shortcut or the user is typing. */
export function shortcutFor(input: KeyInput): Command | null {
  if (isTypingTarget(input)) return null;
  const command = input.ctrlKey || input.metaKey;
  // AltGr arrives as Ctrl+Alt on Windows: with Alt held the key types a character.
  if (input.altKey) return null;

  if (!command) {
    if (input.key === ' ' || input.key === 'Spacebar' || input.code === 'Space')
      return { type: 'panStart' };
    if (input.key === 'Delete' || input.key === 'Backspace' || input.key === 'Del')
      return { type: 'delete' };
    const arrow = ARROWS[input.key];
    if (arrow) {
      const step = input.shiftKey
        ? EDITOR_TUNABLES.keyboard.fineNudgePx
        : EDITOR_TUNABLES.keyboard.nudgePx;
      return { type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
    }
    return null;
  }

  const letter = letterOf(input);
  if (letter === 'z') return { type: input.shiftKey ? 'redo' : 'undo' };
  if (input.shiftKey) return null;
  switch (letter) {
    case 'c':
      return { type: 'copy' };
    case 'v':
      return { type: 'paste' };
    case 'd':
      return { type: 'duplicate' };
    case 'y':
      return { type: 'redo' };
    default:
      return null;
  }
}
