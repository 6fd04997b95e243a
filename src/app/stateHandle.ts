/**
 * A read-only window into the editor's state (`window.designerState()`): the end-to-end tests
 * check the document the user made through it, and support can read it in the console. It
 * exposes nothing the page does not already hold, and no way to change it.
 */
import type { AppStore, RootState } from './store';

declare global {
  interface Window {
    designerState?: () => RootState;
  }
}

export function exposeState(store: AppStore): void {
  window.designerState = () => store.getState();
}
