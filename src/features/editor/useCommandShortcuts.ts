/**
 * The keyboard runs the registered commands: a key press that is a command's shortcut runs it
 * when it is enabled (domain/editor/keyboard matches it; ignored while typing in a field or in
 * a text box). Space, held for panning, is a gesture of usePanning, not a command.
 */
import { useEffect } from 'react';
import { useCommands, useEditor, useRunCommand } from './editorContext';

export function useCommandShortcuts(): void {
  const commands = useCommands();
  const controller = useEditor();
  const run = useRunCommand();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const found = commands.forKey({
        key: e.key,
        code: e.code,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        targetTag: target?.tagName,
        // Fabric's text editing uses a hidden textarea, which counts as typing too.
        targetEditable: Boolean(target?.isContentEditable),
      });
      if (!found) return;
      const enabled = found.command.isEnabled(controller.getState());
      // A disabled shortcut keeps the browser's own meaning only where the page wants it: Ctrl+V
      // with nothing copied pastes a file from the system clipboard (the uploads' paste).
      if (enabled || !found.shortcut.passThroughWhenDisabled) e.preventDefault();
      if (enabled) void run(found.command.id, found.shortcut.args);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [commands, controller, run]);
}
