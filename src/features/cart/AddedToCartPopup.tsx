/**
 * The added-to-cart popup (spec shell §2): Go to Cart opens the shopping-cart page; Continue
 * Design (inside the designer) closes it. Add To Cart stays disabled while it is open.
 */
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { shoppingCartPath } from './cartPaths';
import { addedPopupOpened, selectAddedPopupOpen } from './cartSlice';

export function AddedToCartPopup() {
  const t = useT();
  const dispatch = useDispatch();
  const open = useSelector(selectAddedPopupOpen);
  const close = () => dispatch(addedPopupOpened(false));
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('addedToCartTitle')}
      testId="added-to-cart"
    >
      <p>{t('addedToCartMessage')}</p>
      <div className="dialog-actions">
        <a className="button button-primary" href={shoppingCartPath()}>
          {t('goToCart')}
        </a>
        <button type="button" className="button" onClick={close}>
          {t('continueDesign')}
        </button>
      </div>
    </Modal>
  );
}
