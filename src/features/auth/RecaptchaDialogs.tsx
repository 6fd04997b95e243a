/**
 * The dialogs after the human-verification script failed (spec shell §4, §8): first the retry
 * dialog (`reCaptchaLoadFailed`; Retry loads the script again), then, if that fails too, the
 * contact dialog (`recaptchaLoadError`; Contact opens the storefront's contact page — the chat
 * is not part of this product).
 */
import { useDispatch, useSelector } from 'react-redux';
import { routePath } from '../../domain/accounts/userMenu';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { recaptchaDialogClosed, recaptchaStateChanged, selectAuth } from './authSlice';

export function RecaptchaDialogs() {
  const t = useT();
  const dispatch = useDispatch();
  const { recaptchaDialog: dialog, recaptcha } = useSelector(selectAuth);
  if (dialog === null) return null;
  const close = (open: boolean) => {
    if (!open) dispatch(recaptchaDialogClosed());
  };
  if (dialog === 'retry')
    return (
      <Modal open onOpenChange={close} title={t('notificationErrorTitle')} testId="recaptcha-retry">
        <p>{t('reCaptchaLoadFailed')}</p>
        <button
          type="button"
          className="button button-primary"
          disabled={recaptcha === 'loading'}
          onClick={() => dispatch(recaptchaStateChanged('unset'))}
        >
          {t('retry')}
        </button>
      </Modal>
    );
  return (
    <Modal open onOpenChange={close} title={t('notificationErrorTitle')} testId="recaptcha-contact">
      <p>{t('recaptchaLoadError')}</p>
      <a className="button button-primary" href={routePath([], 'contact-us')}>
        {t('contactNow')}
      </a>
    </Modal>
  );
}
