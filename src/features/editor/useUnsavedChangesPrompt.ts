/**
 * The unsaved-change prompt (spec canvas §4, action type 5): while the design is modified and not
 * saved, leaving or reloading the page asks the browser's confirmation first.
 */
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectEditor } from './editorSlice';

export function useUnsavedChangesPrompt(): void {
  const { isModified, designSaved, unsavedAction } = useSelector(selectEditor);
  const active = isModified && !designSaved && unsavedAction !== null;
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
