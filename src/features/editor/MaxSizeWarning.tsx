/**
 * designerMaxSizeWarning (spec canvas §4): the design exceeded the size limit. A change larger
 * than the byte limit of System/MaxRequestBodySize was refused (the canvas is back at the last
 * saved entry), or the oldest undo steps were dropped. The dialog's button closes it.
 */
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { selectEditor } from './editorSlice';

export function MaxSizeWarning() {
  const t = useT();
  const { sizeWarning } = useSelector(selectEditor);
  const seen = useRef(sizeWarning.count);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (sizeWarning.count === seen.current) return;
    seen.current = sizeWarning.count;
    setOpen(true);
  }, [sizeWarning.count]);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('notificationWarningTitle')}
      testId="max-size-warning"
    >
      <p>{t(sizeWarning.refused ? 'designerMaxSizeWarning' : 'designerHistoryTrimmed')}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={() => setOpen(false)}>
          {t('designerMaxSizeWarningButton')}
        </button>
      </div>
    </Modal>
  );
}
