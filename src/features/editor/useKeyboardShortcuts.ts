/**
 * Keyboard shortcuts (spec canvas §4): Delete/Backspace, Ctrl/Cmd + C, V, D, Z, Shift+Z, Y and the
 * arrows (10 px, Shift 1 px); ignored while a text field has focus (domain/editor/keyboard).
 */
import { useEffect } from 'react';
import { shortcutFor } from '../../domain/editor/keyboard';
import { useDesignCanvas } from './canvasContext';
import { useHistoryCommands } from './useHistoryCommands';

export function useKeyboardShortcuts(): void {
  const design = useDesignCanvas();
  const history = useHistoryCommands();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const command = shortcutFor({
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
      const canvas = design.current;
      if (!command || !canvas || command.type === 'panStart') return;
      e.preventDefault();
      switch (command.type) {
        case 'delete':
          canvas.deleteSelection();
          break;
        case 'copy':
          canvas.copy();
          break;
        case 'paste':
          void canvas.paste();
          break;
        case 'duplicate':
          void canvas.duplicateSelection();
          break;
        case 'undo':
          history.undo();
          break;
        case 'redo':
          history.redo();
          break;
        case 'nudge':
          canvas.nudge(command.dx, command.dy);
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [design, history]);
}
