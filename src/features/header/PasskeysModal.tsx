/**
 * "Passkeys" for a signed-in account (beyond the spec, issue 18): the account's passkeys in a
 * modal — add one with this device, see when each was added, remove one.
 */
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { PasskeysPanel } from '../auth';

export function PasskeysModal(props: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('passkeys')}
      testId="passkeys-modal"
    >
      <PasskeysPanel />
    </Modal>
  );
}
