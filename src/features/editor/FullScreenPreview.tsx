/** Full-screen preview (spec canvas §2): the canvas shown as a static image. */
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { useDesignCanvas } from './canvasContext';
import { fullScreenToggled } from './editorSlice';

export function FullScreenPreview() {
  const t = useT();
  const dispatch = useDispatch();
  const design = useDesignCanvas();
  const src = useMemo(() => design.current?.snapshot() ?? null, [design]);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && dispatch(fullScreenToggled())}
      title={t('fullScreenPreview')}
      testId="full-screen-preview"
    >
      {src ? <img className="full-screen-image" src={src} alt={t('designPreview')} /> : null}
    </Modal>
  );
}
