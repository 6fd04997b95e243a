/**
 * The header's Add To Cart, or Update Cart for the item opened with `cId` (spec shell §2, §4):
 * disabled until a design exists and while the added-to-cart popup is open (tooltip
 * `addToCartDisabled`); while it works a dialog shows the export's progress; a failure shows
 * its error keys; a 401 opens the login modal; after an update the browser goes to the cart.
 */
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { clearKeptDesign } from '../../platform/keptDesignStore';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { ExportProgress } from '../export';
import { notify } from '../notifications';
import { selectAddToCartDisabled } from '../session';
import { shoppingCartPath } from './cartPaths';
import { selectAddedPopupOpen } from './cartSlice';
import { useAddToCart } from './useAddToCart';

export function AddToCartButton({ onSignInRequired }: { onSignInRequired(): void }) {
  const t = useT();
  const dispatch = useDispatch();
  const flagged = useSelector(selectAddToCartDisabled);
  const popupOpen = useSelector(selectAddedPopupOpen);
  const disabled = flagged || popupOpen;
  const cart = useAddToCart();
  const [working, setWorking] = useState(false);

  const run = async () => {
    setWorking(true);
    const outcome = await cart.addToCart();
    setWorking(false);
    if (outcome.kind === 'signInRequired') onSignInRequired();
    else if (outcome.kind === 'updated') {
      // The kept copy of the design (src/features/recovery) is cleared before the page goes:
      // a clear still running when the page unloads would be lost, and offered back later.
      await clearKeptDesign();
      window.location.assign(shoppingCartPath());
    } else if (outcome.kind === 'failed')
      dispatch(notify({ kind: 'error', messageKeys: outcome.errorKeys, timerMs: null }));
  };

  return (
    <>
      <button
        type="button"
        className="button button-primary"
        data-testid="add-to-cart"
        disabled={disabled || cart.busy}
        title={disabled ? t('addToCartDisabled') : undefined}
        onClick={() => void run()}
      >
        {t(cart.updating ? 'updateCart' : 'addToCart')}
      </button>
      <Modal
        open={working}
        onOpenChange={() => undefined}
        title={t(cart.updating ? 'updateCart' : 'addToCart')}
        testId="add-to-cart-progress"
      >
        <ExportProgress
          state={cart.exportState}
          recording={cart.busy}
          recordingKey="addingToCart"
        />
      </Modal>
    </>
  );
}
