/** The parts of a keydown event the keyboard rules read (domain/editor/keyboard). */
import type { KeyInput } from '../../domain/editor/keyboard';

export function keyInputOf(e: KeyboardEvent): KeyInput {
  const target = e.target as HTMLElement | null;
  return {
    key: e.key,
    code: e.code,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
    shiftKey: e.shiftKey,
    altKey: e.altKey,
    targetTag: target?.tagName,
    // Fabric's text editing uses a hidden textarea, which counts as typing too.
    targetEditable: Boolean(target?.isContentEditable),
  };
}
