/**
 * Undo and redo as the user triggers them (buttons, keys): debounced at 200 ms (spec canvas §4),
 * refused while a snapshot is still loading.
 */
import { useMemo, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { EDITOR_TUNABLES } from '../../domain/editor/tunables';
import { redone, undone } from './editorSlice';

export function useHistoryCommands(): { undo(): void; redo(): void } {
  const dispatch = useDispatch();
  const last = useRef(0);
  return useMemo(() => {
    const debounced = (run: () => void) => () => {
      const now = performance.now();
      if (now - last.current < EDITOR_TUNABLES.history.undoRedoDebounceMs) return;
      last.current = now;
      run();
    };
    return {
      undo: debounced(() => dispatch(undone())),
      redo: debounced(() => dispatch(redone())),
    };
  }, [dispatch]);
}
