/**
 * The design-preview screen of embedded use (spec canvas §2, `openDesignPreview`): the design
 * as a picture, a front/back toggle for double-sided products, 'Show Material surface' (the
 * selected material's surface behind the design, on by default as in Settings), an
 * upload-new-design button (the Uploads panel) and the hint 'Use high resolution files for
 * better quality prints'.
 */
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { canvasConfigOf } from '../../domain/canvasConfig';
import type { Side } from '../../domain/editor/sides';
import { hasBackDesign } from '../../domain/editor/sides';
import { PanelId } from '../../domain/panels';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import { SideToggle } from '../../ui/SideToggle';
import { Spinner } from '../../ui/Spinner';
import { panelOpened } from '../panels';
import { useAppliedCalculator } from '../product';
import { useSidePicture } from './useSidePicture';
import './embed.css';

export function DesignPreviewScreen(props: { onClose: () => void }) {
  const t = useT();
  const dispatch = useDispatch();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const { data: calc } = useAppliedCalculator();
  const config = useMemo(() => (calc ? canvasConfigOf(calc) : null), [calc]);
  const [side, setSide] = useState<Side>('front');
  const [surface, setSurface] = useState(true);
  const picture = useSidePicture(config, side);
  const twoSides = config !== null && hasBackDesign(config.printSides);
  const surfaceImage =
    surface && config?.surfaceImage ? cdnUrl(runtime, config.surfaceImage) : null;

  const uploadNew = () => {
    props.onClose();
    dispatch(panelOpened(PanelId.Uploads));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('designPreview')}
      testId="design-preview"
      className="modal-wide design-preview"
    >
      {twoSides ? (
        <SideToggle
          className="design-preview-sides"
          label={t('designPreviewSide')}
          labels={{ front: t('designPreviewFront'), back: t('designPreviewBack') }}
          side={side}
          onChange={setSide}
        />
      ) : null}
      <div
        className="design-preview-stage"
        data-testid="design-preview-stage"
        data-surface={surfaceImage ? 'shown' : 'hidden'}
        style={surfaceImage ? { backgroundImage: `url("${surfaceImage}")` } : undefined}
      >
        {picture ? (
          <img src={picture} alt={t('designPreview')} data-side={side} />
        ) : (
          <Spinner label={t('loading')} />
        )}
      </div>
      <label className="design-preview-surface">
        <input
          type="checkbox"
          checked={surface}
          onChange={(event) => setSurface(event.currentTarget.checked)}
        />
        {t('showMaterialSurface')}
      </label>
      <p className="design-preview-hint">{t('highResolutionHint')}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={uploadNew}>
          {t('uploadNewDesign')}
        </button>
      </div>
    </Modal>
  );
}
