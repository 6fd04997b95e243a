/**
 * Cross-area reactions: 403 → the forbidden page; a product that cannot be loaded → warning and
 * the default product (a size or options it refuses: the same product with its defaults); no
 * product asked for → the first of the catalogue.
 */
import { createAction, createListenerMiddleware } from '@reduxjs/toolkit';
import { forbidden } from '../api/baseApi';
import { statusOf } from '../api/errors';
import { addDesignListFailureListener, defaultProductWanted } from '../features/designs';
import { editorStateChanged } from '../features/editor';
import { notify } from '../features/notifications';
import {
  addProductNoticeListeners,
  productApi,
  productChosen,
  selectionRestored,
} from '../features/product';
import { addToCartEnabled } from '../features/session';
import { addSyncListeners } from '../features/sync';
import { addEcommerceListeners } from '../features/thirdParty';
import { redirectToForbidden } from '../platform/navigation';

export const listenerMiddleware = createListenerMiddleware();
addSyncListeners(listenerMiddleware);
addProductNoticeListeners(listenerMiddleware);
addDesignListFailureListener(listenerMiddleware);
addEcommerceListeners(listenerMiddleware);

/** Dispatched once the app has mounted. */
export const appStarted = createAction('app/started');

const FIRST_PAGE = {
  page: { number: 0, size: 20 },
  sort: { member: 'name', direction: 0 },
} as const;

/**
 * Add To Cart starts disabled (spec shell §3) and is enabled once the design has something on
 * it; it stays enabled after that (an emptied design is the shopper's choice to send).
 */
listenerMiddleware.startListening({
  actionCreator: editorStateChanged,
  effect: (action, api) => {
    const { session } = api.getState() as { session: { addToCartDisabled: boolean } };
    if (session.addToCartDisabled && action.payload.ready && !action.payload.canvasEmpty)
      api.dispatch(addToCartEnabled(true));
  },
});

listenerMiddleware.startListening({
  actionCreator: forbidden,
  effect: () => redirectToForbidden(),
});

/** Picks the catalogue's first product (featured first), skipping `exceptId`. */
async function chooseDefaultProduct(
  api: { dispatch: (a: unknown) => unknown },
  exceptId: number | null,
): Promise<void> {
  const sub = api.dispatch(productApi.endpoints.personalizedProducts.initiate(FIRST_PAGE)) as {
    unwrap(): Promise<{ frequentlyUsed: { productId: number }[]; other: { productId: number }[] }>;
    unsubscribe(): void;
  };
  try {
    const list = await sub.unwrap();
    const first = [...list.frequentlyUsed, ...list.other].find((p) => p.productId !== exceptId);
    if (first) api.dispatch(productChosen(first.productId));
  } catch {
    api.dispatch(notify({ kind: 'error', messageKeys: ['opsSomethingWentWrong'], timerMs: null }));
  } finally {
    sub.unsubscribe();
  }
}

listenerMiddleware.startListening({
  actionCreator: appStarted,
  effect: async (_action, api) => {
    const state = api.getState() as {
      product: { productId: number | null };
      session: { query: { designId: string | null; cartItemId: string | null } };
    };
    // A saved design or cart item brings its own product (src/features/designs/useOpenDesign).
    const { designId, cartItemId } = state.session.query;
    if (state.product.productId === null && !designId && !cartItemId)
      await chooseDefaultProduct(api, null);
  },
});

listenerMiddleware.startListening({
  actionCreator: defaultProductWanted,
  effect: async (_action, api) => chooseDefaultProduct(api, null),
});

/** Fallbacks to the default product before giving up (two broken products must not ping-pong). */
const MAX_PRODUCT_FALLBACKS = 2;
let productFallbacks = 0;

listenerMiddleware.startListening({
  matcher: productApi.endpoints.calculator.matchRejected,
  effect: async (action, api) => {
    if (action.meta.condition || action.error.name === 'AbortError') return;
    const status = statusOf(action.payload);
    if ((status === 404 || status === 400) && productFallbacks < MAX_PRODUCT_FALLBACKS) {
      productFallbacks += 1;
      api.dispatch(notify({ kind: 'warning', messageKeys: ['resourceNotFound'] }));
      const { productId, ...chosen } = action.meta.arg.originalArgs;
      // A size or options the product refuses (a remembered product whose options changed):
      // the same product with its defaults first, before another product.
      if (status === 400 && Object.keys(chosen).length > 0)
        api.dispatch(selectionRestored({ productId }));
      else await chooseDefaultProduct(api, productId);
    } else {
      api.dispatch(
        notify({ kind: 'error', messageKeys: ['opsSomethingWentWrong'], timerMs: null }),
      );
    }
  },
});
