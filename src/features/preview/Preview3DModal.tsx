/**
 * The 3D preview modal (spec canvas §2: opened from the full-screen area; front and back design
 * plus product id and size): the product as a panel of its size and material thickness, each
 * face showing what is printed there, with its holes, grommets and standoffs; turned with a
 * mouse, a finger or the arrow keys, zoomed with the wheel or a pinch. Without WebGL it says so.
 */
import { useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { renderSideImage } from '../../canvas';
import { artboardSizePx } from '../../domain/artboard';
import { canvasConfigOf } from '../../domain/canvasConfig';
import type { Side } from '../../domain/editor/sides';
import { materialProfile, panelModel, selectedMaterial } from '../../domain/preview';
import { sizeLabel } from '../../domain/sizeLabel';
import { TUNABLES } from '../../domain/tunables';
import { useFormat, useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useAppliedCalculator } from '../product';
import type { PanelSceneInput } from './panelScene';
import { usePanelScene } from './usePanelScene';

export interface Preview3DModalProps {
  onClose: () => void;
  /** Each side's design JSON (its current history entry); null when the side has none. */
  designs: Record<Side, string | null>;
}

const STEP = TUNABLES.preview3d.keyStepRad;

/** Arrow keys: turn round (azimuth) and tilt (polar angle), radians. */
const KEY_TURNS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

export function Preview3DModal({ onClose, designs }: Preview3DModalProps) {
  const t = useT();
  const format = useFormat();
  const { data: calc } = useAppliedCalculator();
  const [host, setHost] = useState<HTMLDivElement | null>(null);

  const input = useMemo((): PanelSceneInput | null => {
    if (!calc) return null;
    const config = canvasConfigOf(calc);
    const material = materialProfile(selectedMaterial(calc), calc.key);
    const model = panelModel({
      artboard: { widthInches: config.workAreaWidth, heightInches: config.workAreaHeight },
      options: config.options,
      printSide: config.printSides,
      thicknessInches: material.thicknessInches,
    });
    if (!model) return null;
    const artboard = artboardSizePx(config.workAreaWidth, config.workAreaHeight);
    return {
      model,
      material,
      picture: (side, longSide) => renderSideImage(designs[side], artboard, longSide),
    };
  }, [calc, designs]);

  const { status, scene } = usePanelScene(host, input);

  const onKeyDown = (e: KeyboardEvent) => {
    const turn = KEY_TURNS[e.key];
    if (!turn || !scene.current) return;
    e.preventDefault();
    scene.current.rotate(turn[0], turn[1]);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('preview3d')}
      testId="preview-3d"
      className="modal-wide"
    >
      {calc ? (
        <p className="preview-3d-subject" data-testid="preview-3d-subject">
          {t('preview3dSubject', {
            id: calc.id,
            size: sizeLabel(
              calc.filter.width,
              calc.filter.height,
              calc.filter.measurementUnit,
              format,
            ),
          })}
        </p>
      ) : null}
      <div className="preview-3d-view" data-testid="preview-3d-view" data-status={status}>
        <div
          ref={setHost}
          className="preview-3d-stage"
          role="img"
          aria-label={t('preview3dLabel')}
          tabIndex={status === 'ready' ? 0 : -1}
          onKeyDown={onKeyDown}
        />
        {status === 'loading' ? (
          <div className="preview-3d-message">
            <Spinner label={t('preview3dLoading')} />
          </div>
        ) : null}
        {status === 'unavailable' || status === 'failed' ? (
          <p className="preview-3d-message" role="alert" data-testid="preview-3d-message">
            {status === 'unavailable' ? t('preview3dUnavailable') : t('preview3dFailed')}
          </p>
        ) : null}
      </div>
      {status === 'ready' ? <p className="preview-3d-hint">{t('preview3dHint')}</p> : null}
    </Modal>
  );
}
