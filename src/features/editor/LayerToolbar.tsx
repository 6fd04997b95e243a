/**
 * The top toolbar's layer tools for the active object (spec canvas §2): layer order, alignment,
 * distribution (3 or more objects), duplicate and delete. Hidden while nothing is selected.
 */
import { useSelector } from 'react-redux';
import type { Alignment, DistributeDirection, LayerOrder } from '../../domain/canvas/arrange';
import { MIN_DISTRIBUTE_OBJECTS } from '../../domain/canvas/arrange';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { PX_PER_INCH } from '../../domain/units';
import { ImageInfoReadout } from './ImageInfoReadout';
import { useDesignCanvas } from './canvasContext';
import { selectEditor } from './editorSlice';

const LAYER_ACTIONS: { action: LayerOrder; key: string }[] = [
  { action: 'bringToFront', key: 'layerBringToFront' },
  { action: 'forward', key: 'layerForward' },
  { action: 'backward', key: 'layerBackward' },
  { action: 'sendToBack', key: 'layerSendToBack' },
];

const ALIGNMENTS: { alignment: Alignment; key: string }[] = [
  { alignment: 'left', key: 'alignLeft' },
  { alignment: 'centre', key: 'alignCentre' },
  { alignment: 'right', key: 'alignRight' },
  { alignment: 'top', key: 'alignTop' },
  { alignment: 'middle', key: 'alignMiddle' },
  { alignment: 'bottom', key: 'alignBottom' },
];

const DISTRIBUTIONS: { direction: DistributeDirection; key: string }[] = [
  { direction: 'horizontal', key: 'distributeHorizontally' },
  { direction: 'vertical', key: 'distributeVertically' },
];

export function LayerToolbar() {
  const t = useT();
  const design = useDesignCanvas();
  const { selection } = useSelector(selectEditor);
  if (selection.count === 0) return <div className="layer-toolbar is-empty" />;
  const artboard = design.current?.artboard();
  return (
    <div className="layer-toolbar" role="toolbar" aria-label={t('layerTools')}>
      {selection.image && artboard ? (
        <ImageInfoReadout
          image={selection.image}
          productInches={{
            width: artboard.width / PX_PER_INCH,
            height: artboard.height / PX_PER_INCH,
          }}
        />
      ) : null}
      {LAYER_ACTIONS.map(({ action, key }) => (
        <button
          key={action}
          type="button"
          className="tool-button"
          onClick={() => design.current?.layer(action)}
        >
          {t(key)}
        </button>
      ))}
      <span className="toolbar-separator" aria-hidden="true" />
      {ALIGNMENTS.map(({ alignment, key }) => (
        <button
          key={alignment}
          type="button"
          className="tool-button"
          onClick={() => design.current?.align(alignment)}
        >
          {t(key)}
        </button>
      ))}
      {DISTRIBUTIONS.map(({ direction, key }) => (
        <button
          key={direction}
          type="button"
          className="tool-button"
          disabled={selection.count < MIN_DISTRIBUTE_OBJECTS}
          onClick={() => design.current?.distribute(direction)}
        >
          {t(key)}
        </button>
      ))}
      <span className="toolbar-separator" aria-hidden="true" />
      <button
        type="button"
        className="icon-button"
        aria-label={t('duplicate')}
        onClick={() => void design.current?.duplicateSelection()}
      >
        <Icon name="duplicate" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('delete')}
        onClick={() => design.current?.deleteSelection()}
      >
        <Icon name="trash" />
      </button>
    </div>
  );
}
