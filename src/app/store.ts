/**
 * The Redux store: serialisable state only (canvas objects never enter it; the design is the
 * editor controller's, whose view state the `editor` slice mirrors).
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { RuntimeConfig } from '../domain/runtimeConfig';
import { authReducer } from '../features/auth';
import { cartReducer } from '../features/cart';
import { runtimeConfigReducer } from '../features/configuration';
import { syncReducer } from '../features/sync';
import { designsReducer } from '../features/designs';
import { languageReducer } from '../features/language';
import { createEditorCommands, EditorController } from '../editor';
import type { Editor } from '../features/editor';
import { editorReducer, editorStateChanged } from '../features/editor';
import { createDesignCommands, designsHost } from '../features/designs';
import { createEmbedCommands, embedHost } from '../features/embed';
import { notificationsReducer } from '../features/notifications';
import { panelsReducer } from '../features/panels';
import type { LastProduct } from '../domain/lastProduct';
import { startsWithUnsavedPrompt } from '../domain/queryParams';
import { UnsavedAction } from '../domain/editor/unsavedChanges';
import { productNoticeReducer, productReducer, selectionOf } from '../features/product';
import { initialSessionState, sessionReducer } from '../features/session';
import type { ThemeMode } from '../features/theme';
import { themeReducer } from '../features/theme';
import { tourReducer } from '../features/tour';
import { uploadsReducer } from '../features/uploads';
import { listenerMiddleware } from './listeners';

const rootReducer = combineReducers({
  runtimeConfig: runtimeConfigReducer,
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionReducer,
  auth: authReducer,
  product: productReducer,
  productNotice: productNoticeReducer,
  panels: panelsReducer,
  notifications: notificationsReducer,
  theme: themeReducer,
  editor: editorReducer,
  uploads: uploadsReducer,
  designs: designsReducer,
  cart: cartReducer,
  sync: syncReducer,
  tour: tourReducer,
  language: languageReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreStart {
  runtimeConfig: RuntimeConfig;
  /** `location.search` at start. */
  search: string;
  /** The last selected product, opened when the address names none (src/app/lastProduct). */
  lastProduct?: LastProduct | null;
  theme: ThemeMode;
  /** The language kept in this browser (local storage), if any. */
  language?: string | null;
}

export function createStore(start: StoreStart) {
  const session = initialSessionState(start.search);
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      runtimeConfig: start.runtimeConfig,
      session,
      panels: { active: session.query.activePanel ?? 0 },
      product: start.lastProduct
        ? selectionOf(start.lastProduct)
        : {
            productId: session.query.productId,
            size: null,
            measurementUnit: null,
            quantity: null,
            selectedOptionKeys: null,
            changedAccessory: null,
          },
      theme: { mode: start.theme },
      language: { stored: start.language ?? null, pickedNow: null },
      cart: { addedPopupOpen: false, editingCartItemId: session.query.cartItemId },
    },
    middleware: (getDefault) =>
      getDefault().prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;

/** The page's editor controller and commands; the store mirrors the controller's state. */
export function createEditor(store: AppStore): Editor {
  const controller = new EditorController();
  controller.subscribe((state) => store.dispatch(editorStateChanged(state)));
  // Loaded with cId, dId, sop or upid, leaving asks first from the start (spec shell §4).
  if (startsWithUnsavedPrompt(store.getState().session.query))
    controller.recordChange(UnsavedAction.Canvas);
  const commands = createEditorCommands();
  // The embed protocol's commands act on the page's embed host (src/features/embed).
  for (const c of createEmbedCommands(embedHost)) commands.register(c);
  // Save and My Designs open what the store holds (src/features/designs/designCommands).
  for (const c of createDesignCommands(designsHost)) commands.register(c);
  return { controller, commands };
}
export type AppDispatch = AppStore['dispatch'];
