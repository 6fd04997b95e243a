/**
 * Keyboard bindings of the editor's commands (spec canvas §4: Delete or Backspace deletes;
 * Ctrl/Cmd+C copies, +V pastes, +D duplicates, +Z undoes, +Shift+Z and +Y redo; arrow keys move
 * the selection by 10 px, 1 px with Shift; Space pans). The bindings themselves are declared by
 * the commands (src/editor/commands); this is the rule that matches a key press to a binding and
 * writes a binding for people. Shortcuts are ignored while the focus is in a form field or an
 * editable element (including Fabric's hidden textarea while a text box is edited).
 */

/** A key press a command answers to. */
export interface KeyBinding {
  /**
   * `KeyboardEvent.key` of the key: a Latin letter (any case; matched by its physical key on
   * other layouts), a named key ('Delete', 'ArrowLeft', 'Escape') or a printed symbol ('?',
   * '+', ']'). Symbols ignore Shift, which is often what types them.
   */
  readonly key: string;
  /** Ctrl (Cmd on a Mac) held. */
  readonly mod?: boolean;
  /** Shift held (letters and named keys only). */
  readonly shift?: boolean;
}

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

/** Names old Edge and IE give some keys, and the names the bindings use for them. */
const KEY_ALIASES: Readonly<Record<string, string>> = {
  Del: 'Delete',
  Left: 'ArrowLeft',
  Right: 'ArrowRight',
  Up: 'ArrowUp',
  Down: 'ArrowDown',
  Esc: 'Escape',
  Spacebar: ' ',
};

/** The Latin letter a key press stands for, lower case, or null. */
function letterOf(input: Pick<KeyInput, 'key' | 'code'>): string | null {
  if (/^[a-z]$/i.test(input.key)) return input.key.toLowerCase();
  const m = /^Key([A-Z])$/.exec(input.code ?? '');
  return m?.[1] ? m[1].toLowerCase() : null;
}

const isLetter = (key: string) => /^[a-z]$/i.test(key);
/** A printed symbol ('?', '+', '['): one character that is not a letter or a space. */
const isSymbol = (key: string) => key.length === 1 && !isLetter(key) && key !== ' ';

/** Tags that act on Enter themselves (a focused button is pressed, a link followed). */
const ENTER_ACTIVATED_TAGS: readonly string[] = ['BUTTON', 'A', 'SUMMARY'];

/** Whether a key press is `binding`. */
export function matchesBinding(input: KeyInput, binding: KeyBinding): boolean {
  if (
    binding.key === 'Enter' &&
    ENTER_ACTIVATED_TAGS.includes(input.targetTag?.toUpperCase() ?? '')
  )
    return false;
  // AltGr arrives as Ctrl+Alt on Windows: with Alt held the key types a character.
  if (input.altKey) return false;
  if ((input.ctrlKey || input.metaKey) !== (binding.mod ?? false)) return false;
  if (isSymbol(binding.key)) return input.key === binding.key;
  if (input.shiftKey !== (binding.shift ?? false)) return false;
  if (isLetter(binding.key)) return letterOf(input) === binding.key.toLowerCase();
  return (KEY_ALIASES[input.key] ?? input.key) === binding.key;
}

/** Whether a key press starts panning (Space, held; the UI ends panning on keyup). */
export function isPanKey(input: KeyInput): boolean {
  if (isTypingTarget(input) || input.ctrlKey || input.metaKey || input.altKey) return false;
  return input.key === ' ' || input.key === 'Spacebar' || input.code === 'Space';
}

/** How keys are written in the shortcut help: symbols on a Mac, words elsewhere. */
export type KeyPlatform = 'mac' | 'other';

const KEY_NAMES: Readonly<Record<string, string>> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
  Delete: 'Del',
  ' ': 'Space',
};

/** A binding as people write it: 'Ctrl+Shift+Z' (or '⌘⇧Z' on a Mac), 'Del', '?'. */
export function formatBinding(binding: KeyBinding, platform: KeyPlatform): string {
  const key =
    KEY_NAMES[binding.key] ?? (isLetter(binding.key) ? binding.key.toUpperCase() : binding.key);
  const shift = binding.shift && !isSymbol(binding.key);
  if (platform === 'mac') return `${binding.mod ? '⌘' : ''}${shift ? '⇧' : ''}${key}`;
  return [binding.mod ? 'Ctrl' : null, shift ? 'Shift' : null, key].filter(Boolean).join('+');
}
