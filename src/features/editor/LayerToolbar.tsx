/**
 * The top toolbar's layer tools for the active object (spec canvas §2): the selected image's or
 * QR code's warnings, its layer colours, a border's margin and width, its shadow, layer order, alignment, distribution (3 or more
 * objects), duplicate and delete — each a registered command. Hidden while nothing is selected.
 */
import { useSelector } from 'react-redux';
import { PX_PER_INCH } from '../../domain/units';
import { useT } from '../../ui/i18n';
import { CommandButton } from './CommandButton';
import { ImageInfoReadout } from './ImageInfoReadout';
import { BorderControls } from './BorderControls';
import { LayerColourControls } from './LayerColourControls';
import { QrScanSizeNote } from './QrScanSizeNote';
import { ShadowControls } from './ShadowControls';
import { useEditor } from './editorContext';
import { selectEditor } from './editorSlice';

const LAYER = ['arrange.bringToFront', 'arrange.forward', 'arrange.backward', 'arrange.sendToBack'];
const ARRANGE = [
  'arrange.align.left',
  'arrange.align.centre',
  'arrange.align.right',
  'arrange.align.top',
  'arrange.align.middle',
  'arrange.align.bottom',
  'arrange.distribute.horizontal',
  'arrange.distribute.vertical',
];

export function LayerToolbar() {
  const t = useT();
  const controller = useEditor();
  const { selection } = useSelector(selectEditor);
  if (selection.count === 0) return <div className="layer-toolbar is-empty" />;
  const artboard = controller.artboard();
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
      <QrScanSizeNote qrCode={selection.qrCode} />
      <LayerColourControls colours={selection.layerColours} />
      <BorderControls border={selection.border} />
      <ShadowControls />
      {LAYER.map((id) => (
        <CommandButton key={id} id={id} />
      ))}
      <span className="toolbar-separator" aria-hidden="true" />
      {ARRANGE.map((id) => (
        <CommandButton key={id} id={id} />
      ))}
      <span className="toolbar-separator" aria-hidden="true" />
      <CommandButton id="edit.duplicate" />
      <CommandButton id="edit.delete" />
    </div>
  );
}
