/** A yes/no question in the generic modal (reset, duplicate design). */
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';

export function ConfirmDialog(props: {
  open: boolean;
  titleKey: string;
  messageKey: string;
  onConfirm(): void;
  onClose(): void;
  testId: string;
}) {
  const t = useT();
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t(props.titleKey)}
      testId={props.testId}
    >
      <p>{t(props.messageKey)}</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onClose}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            props.onConfirm();
            props.onClose();
          }}
        >
          {t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
