/**
 * The route used after an external (social) sign-up (spec shell §2, §4). The confirmation modal
 * "Create an account" shows the social account's data; without such data there is nothing to
 * confirm, and closing goes to / as the spec says.
 */
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';

export function AccountConfirmationPage() {
  const t = useT();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) window.location.assign('/');
      }}
      title={t('createAnAccount')}
      testId="account-confirmation"
    >
      <p>{t('accountConfirmationMissing')}</p>
      <a className="button button-primary" href="/">
        {t('close')}
      </a>
    </Modal>
  );
}
