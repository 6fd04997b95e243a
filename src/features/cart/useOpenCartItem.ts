/**
 * `cId` (spec shell §2): the cart item opens for editing — its product, size, options, quantity
 * and both sides; the main button reads Update Cart (the item's id is in the cart state from the
 * address) and Update Cart changes this item.
 */
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { openedDesign } from '../../domain/designs/openedDesign';
import { useLoadOpenedDesign } from '../designs';
import { useLazyCartCalculatorQuery } from './cartApi';
import { selectEditingCartItemId } from './cartSlice';

export function useOpenCartItem(): void {
  const cartItemId = useSelector(selectEditingCartItemId);
  const { load, fail } = useLoadOpenedDesign();
  const [fetchCartItem] = useLazyCartCalculatorQuery();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !cartItemId) return;
    started.current = true;
    void (async () => {
      const answer = await fetchCartItem(cartItemId);
      if (answer.error || !answer.data) return fail(answer.error);
      const { productCalculator, cartItem } = answer.data;
      await load(productCalculator, openedDesign(productCalculator.id, cartItem));
    })();
  }, [cartItemId, fail, fetchCartItem, load]);
}
