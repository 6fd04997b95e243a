/**
 * The keyboard runs the registered commands: a key press that is a command's shortcut runs it
 * when it is enabled (domain/editor/keyboard matches it; ignored while typing in a field or in
 * a text box). Space, held for panning, is a gesture of usePanning, not a command.
 */
import { useEffect } from 'react';
import { useCommands, useEditor, useRunCommand } from './editorContext';
import { keyInputOf } from './keyInput';

export function useCommandShortcuts(): void {
  const commands = useCommands();
  const controller = useEditor();
  const run = useRunCommand();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const found = commands.forKey(keyInputOf(e));
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
