/**
 * Full-screen preview (spec canvas §2; issue 21): the page truly full screen (the Fullscreen API,
 * else a layer covering the viewport), showing the design as it will print — no safe-zone line,
 * guides or grid — on the material surface when Settings shows it, front and back for a
 * double-sided product; from here the 3D preview. Escape, Close or leaving full screen closes it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSelector } from 'react-redux';
import { artboardSizePx } from '../../domain/artboard';
import { canvasConfigOf } from '../../domain/canvasConfig';
import type { Side } from '../../domain/editor/sides';
import { hasBackDesign } from '../../domain/editor/sides';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { SideToggle } from '../../ui/SideToggle';
import { Spinner } from '../../ui/Spinner';
import { Preview3DModal } from '../preview';
import { useAppliedCalculator } from '../product';
import { useEditor, useRunCommand } from './editorContext';
import { selectEditor } from './editorSlice';
import { useFullscreen } from './useFullscreen';
import { usePrintPicture } from './usePrintPicture';

export function FullScreenPreview() {
  const t = useT();
  const controller = useEditor();
  const run = useRunCommand();
  const editor = useSelector(selectEditor);
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const { data: calc } = useAppliedCalculator();
  const close = () => run('view.fullScreen');
  useFullscreen();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);

  const designs = useMemo(() => {
    const { front, back } = controller.designs();
    return { front, back };
  }, [controller]);
  const config = useMemo(() => (calc ? canvasConfigOf(calc) : null), [calc]);
  const artboard = useMemo(
    () => (config ? artboardSizePx(config.workAreaWidth, config.workAreaHeight) : null),
    [config],
  );
  const [side, setSide] = useState<Side>(editor.side);
  const picture = usePrintPicture(designs[side], artboard);
  const [show3d, setShow3d] = useState(false);
  // Escape closes, wherever the focus is (the 3D preview's dialog handles its own first). The
  // Escape that closed the 3D preview is still being dispatched when this listens again: only
  // a key pressed after it counts.
  useEffect(() => {
    if (show3d) return;
    const since = performance.now();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && e.timeStamp >= since) run('view.fullScreen');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show3d, run]);
  const surface =
    editor.settings.surface && config?.surfaceImage
      ? `url("${cdnUrl(runtime, config.surfaceImage)}")`
      : undefined;

  return createPortal(
    <div
      className="print-preview"
      role="dialog"
      aria-modal="true"
      aria-labelledby="print-preview-title"
      data-testid="full-screen-preview"
    >
      <div className="print-preview-bar">
        <h2 id="print-preview-title">{t('fullScreenPreview')}</h2>
        {hasBackDesign(editor.printSide) ? (
          <SideToggle
            className="print-preview-sides"
            label={t('sides')}
            labels={{ front: t('sideFront'), back: t('sideBack') }}
            side={side}
            onChange={setSide}
          />
        ) : null}
        <button type="button" className="button" onClick={() => setShow3d(true)}>
          {t('preview3d')}
        </button>
        <button
          ref={closeButton}
          type="button"
          className="icon-button"
          aria-label={t('close')}
          onClick={close}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="print-preview-stage">
        {picture === null ? <Spinner label={t('loading')} /> : null}
        {picture === '' ? <p role="alert">{t('printPreviewFailed')}</p> : null}
        {picture ? (
          <img
            className="full-screen-image"
            src={picture}
            alt={t('designPreview')}
            data-side={side}
            style={{ backgroundImage: surface }}
          />
        ) : null}
      </div>
      {show3d ? <Preview3DModal designs={designs} onClose={() => setShow3d(false)} /> : null}
    </div>,
    document.body,
  );
}
