/**
 * The popup of a refused choice (spec shell §8): the type, count, size or total-size message,
 * with the suggestion to sign in for guests.
 */
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { selectUploadRefusal, uploadRefused } from './uploadsSlice';

export function UploadRefusalDialog() {
  const t = useT();
  const dispatch = useDispatch();
  const refusal = useSelector(selectUploadRefusal);
  const close = () => dispatch(uploadRefused(null));
  return (
    <Modal
      open={refusal !== null}
      onOpenChange={(open) => !open && close()}
      title={t('uploadFailed')}
      testId="upload-refusal"
    >
      {refusal ? (
        <>
          <p data-testid="upload-refusal-message">{t(refusal.key, refusal.params)}</p>
          {refusal.guest ? <p className="muted">{t('uploadSignInSuggestion')}</p> : null}
        </>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={close}>
          {t('ok')}
        </button>
      </div>
    </Modal>
  );
}
