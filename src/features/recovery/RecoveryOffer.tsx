/**
 * "Restore your unsaved design?" (issue 19): offered once, when the page opens and a design kept
 * from a crash, a killed tab or a reload holds something the page did not load. Restore brings
 * back the product selection, both sides and the local images; Discard forgets it.
 */
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { useRecovery } from './useRecovery';

export function RecoveryOffer() {
  const t = useT();
  const { offered, restoring, restore, discard } = useRecovery();
  return (
    <>
      <Modal
        open={offered !== null}
        onOpenChange={(open) => !open && discard()}
        title={t('restoreDesignTitle')}
        testId="restore-design"
      >
        <p>{t('restoreDesignMessage')}</p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={discard}>
            {t('discardDesign')}
          </button>
          <button type="button" className="button button-primary" onClick={restore}>
            {t('restoreDesign')}
          </button>
        </div>
      </Modal>
      {restoring ? (
        <p className="visually-hidden" role="status" data-testid="restoring-design">
          {t('restoringDesign')}
        </p>
      ) : null}
    </>
  );
}
