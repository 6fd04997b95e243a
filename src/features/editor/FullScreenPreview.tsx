/**
 * Full-screen preview (spec canvas §2): the canvas shown as a static image, and the button that
 * opens the 3D preview from here (front and back designs, product id and size).
 */
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { current } from '../../domain/editor/history';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { Preview3DModal } from '../preview';
import { useDesignCanvas } from './canvasContext';
import { fullScreenToggled, selectEditor } from './editorSlice';

export function FullScreenPreview() {
  const t = useT();
  const dispatch = useDispatch();
  const design = useDesignCanvas();
  const src = useMemo(() => design.current?.snapshot() ?? null, [design]);
  const [show3d, setShow3d] = useState(false);
  const { sides } = useSelector(selectEditor);
  const front = current(sides.front);
  const back = current(sides.back);
  const designs = useMemo(() => ({ front, back }), [front, back]);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && dispatch(fullScreenToggled())}
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
