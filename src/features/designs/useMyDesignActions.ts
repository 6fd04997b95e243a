/**
 * What My Designs does with a saved design (spec shell §2, §8): rename; delete (the count falls
 * by one: the list's tag is invalidated); add to cart — `CheckMyDesignOptions` first (its product
 * choices still price), then `AddMyDesignToCart`. A failed delete or add-to-cart shows the
 * 'cartRefreshKey' notice for 5 s, without a close button.
 */
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { errorKeysOfQuery } from '../../api/errors';
import { notify } from '../notifications';
import {
  useAddMyDesignToCartMutation,
  useCheckMyDesignOptionsMutation,
  useDeleteDesignMutation,
  useRenameDesignMutation,
} from './designsApi';

/** How long the 'cartRefreshKey' notice stays, ms (spec shell §8). */
const CART_REFRESH_NOTICE_MS = 5000;

export function useMyDesignActions() {
  const dispatch = useDispatch();
  const [rename] = useRenameDesignMutation();
  const [remove] = useDeleteDesignMutation();
  const [check] = useCheckMyDesignOptionsMutation();
  const [addToCart] = useAddMyDesignToCartMutation();

  const refreshNotice = useCallback(
    () =>
      dispatch(
        notify({
          kind: 'error',
          messageKeys: ['cartRefreshKey'],
          timerMs: CART_REFRESH_NOTICE_MS,
          closable: false,
        }),
      ),
    [dispatch],
  );

  return {
    /** The new name, or the error keys to show on the field. */
    rename: async (id: string, name: string): Promise<string[]> => {
      const answer = await rename({ id, name });
      return answer.error ? errorKeysOfQuery(answer.error) : [];
    },
    remove: async (id: string): Promise<boolean> => {
      const answer = await remove(id);
      if (answer.error) refreshNotice();
      return !answer.error;
    },
    addToCart: async (id: string): Promise<boolean> => {
      const checked = await check(id);
      if (checked.error || !checked.data.isValid) {
        const keys = checked.error ? [] : checked.data.errors;
        if (keys.length > 0) dispatch(notify({ kind: 'error', messageKeys: keys, timerMs: null }));
        else refreshNotice();
        return false;
      }
      const added = await addToCart(id);
      if (added.error) refreshNotice();
      else dispatch(notify({ kind: 'success', messageKeys: ['addedToCartMessage'] }));
      return !added.error;
    },
  };
}
