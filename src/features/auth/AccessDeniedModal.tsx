/**
 * The access-denied modal (spec shell §2, §4): raised when the API refuses a design or cart item
 * of another user (`wrongUser`, read in the base query).
 */
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { accessDeniedClosed, selectAuth } from './authSlice';

export function AccessDeniedModal() {
  const t = useT();
  const dispatch = useDispatch();
  const open = useSelector(selectAuth).accessDeniedOpen;
  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) dispatch(accessDeniedClosed());
      }}
      title={t('accessDeniedTitle')}
      testId="access-denied-modal"
    >
      <p>{t('accessDeniedMessage')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => dispatch(accessDeniedClosed())}
      >
        {t('close')}
      </button>
    </Modal>
  );
}
