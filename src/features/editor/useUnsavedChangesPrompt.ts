/**
 * The unsaved-change prompt (spec shell §4): while a canvas change (action type 5) is not saved,
 * leaving or reloading the page asks the browser's confirmation first. Product, size, option and
 * quantity changes (types 1–4) are recorded but never prompt (src/domain/editor/unsavedChanges).
 */
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { promptsBeforeLeaving } from '../../domain/editor/unsavedChanges';
import { selectEditor } from './editorSlice';

export function useUnsavedChangesPrompt(): void {
  const active = promptsBeforeLeaving(useSelector(selectEditor));
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
