/**
 * A read-only window into the editor's state (`window.designerState()`): the end-to-end tests
 * check the document the user made through it, and support can read it in the console. It
 * holds the store's state and the controller's histories and guides (`document`); it exposes
 * nothing the page does not already hold, and no way to change it.
 */
import type { EditorController } from '../editor';
import type { AppStore, RootState } from './store';

declare global {
  interface Window {
    designerState?: () => RootState & { document: ReturnType<EditorController['inspect']> };
  }
}

export function exposeState(store: AppStore, editor: EditorController): void {
  window.designerState = () => ({ ...store.getState(), document: editor.inspect() });
}
