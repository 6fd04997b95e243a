/**
 * Add to cart (spec shell §4): the export renders and uploads the print files, then a new cart
 * item is created (`POST Shopping/CartItems`) or, for the item opened with `cId`, updated in
 * place (`PUT Shopping/CartItem`) — after an update the browser goes to the shopping-cart page.
 * The server prices the item; the design counts as saved (the unsaved-change prompt ends). A 401
 * answers `signInRequired`: the caller opens the login modal.
 */
import { useCallback, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { errorKeysOfQuery, statusOf } from '../../api/errors';
import { cartItemPayload } from '../../domain/designs/payloads';
import { useRunCommand } from '../editor';
import { useDesignExport } from '../export';
import { useAppliedCalculator } from '../product';
import { selectEditingDesign } from '../designs';
import { useAddCartItemsMutation, useUpdateCartItemMutation } from './cartApi';
import { addedPopupOpened, selectEditingCartItemId } from './cartSlice';

export type AddToCartOutcome =
  | { kind: 'added' }
  | { kind: 'updated' }
  | { kind: 'signInRequired' }
  | { kind: 'failed'; errorKeys: string[] }
  | { kind: 'canceled' };

export function useAddToCart() {
  const dispatch = useDispatch();
  const run = useRunCommand();
  const exporter = useDesignExport();
  const cartId = useSelector(selectEditingCartItemId);
  const editingDesign = useSelector(selectEditingDesign);
  const { data: calculator } = useAppliedCalculator();
  const [add] = useAddCartItemsMutation();
  const [update] = useUpdateCartItemMutation();
  const [busy, setBusy] = useState(false);

  const addToCart = useCallback(async (): Promise<AddToCartOutcome> => {
    if (!calculator) return { kind: 'failed', errorKeys: ['selectedProductEmpty'] };
    setBusy(true);
    try {
      // Inside a storefront's iframe the parent receives the export too (spec shell §4).
      const exported = await exporter.start({ notifyParent: true });
      if (!exported) return { kind: 'canceled' };
      if (!('payload' in exported)) return { kind: 'failed', errorKeys: exported.errorKeys };
      const snapshot = {
        origin: window.location.origin,
        calculator,
        files: exported.payload,
        document: exported.document,
      };
      const payload = cartItemPayload(snapshot, cartId, editingDesign?.id ?? null);
      const answer = cartId ? await update({ ...payload, id: cartId }) : await add([payload]);
      if (answer.error) {
        if (statusOf(answer.error) === 401) return { kind: 'signInRequired' };
        return { kind: 'failed', errorKeys: errorKeysOfQuery(answer.error) };
      }
      // The prompt ends and the kept copy (src/features/recovery) is cleared.
      run('design.markSaved');
      if (cartId) return { kind: 'updated' };
      dispatch(addedPopupOpened(true));
      return { kind: 'added' };
    } finally {
      setBusy(false);
    }
  }, [add, calculator, cartId, dispatch, editingDesign, exporter, run, update]);

  return { addToCart, busy, updating: cartId !== null, exportState: exporter.state };
}
