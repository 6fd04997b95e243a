/**
 * Full-screen preview (spec canvas §2): the canvas shown as a static image, and the button that
 * opens the 3D preview from here (front and back designs, product id and size).
 */
import { useMemo, useState } from 'react';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { Preview3DModal } from '../preview';
import { useEditor, useRunCommand } from './editorContext';

export function FullScreenPreview() {
  const t = useT();
  const controller = useEditor();
  const run = useRunCommand();
  const src = useMemo(() => controller.snapshot(), [controller]);
  const designs = useMemo(() => {
    const { front, back } = controller.designs();
    return { front, back };
  }, [controller]);
  const [show3d, setShow3d] = useState(false);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && run('view.fullScreen')}
      title={t('fullScreenPreview')}
      testId="full-screen-preview"
      className="modal-wide"
    >
      {src ? <img className="full-screen-image" src={src} alt={t('designPreview')} /> : null}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => setShow3d(true)}>
          {t('preview3d')}
        </button>
      </div>
      {show3d ? <Preview3DModal designs={designs} onClose={() => setShow3d(false)} /> : null}
    </Modal>
  );
}
