/**
 * The layer colours of the selected object (spec canvas §3): one colour button per recolourable
 * part — a shape, an element's parts, a QR code's modules — each opening the colour picker; a
 * pick runs `edit.layerColour` (one history entry).
 */
import type { LayerColour } from '../../canvas';
import { TOOLBAR_PALETTE } from '../../domain/colour/colour';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import { ColourPicker } from '../colour';
import { useRunCommand } from './editorContext';

export function LayerColourControls(props: { colours: LayerColour[] }) {
  const t = useT();
  const run = useRunCommand();
  if (props.colours.length === 0) return null;
  return (
    <span className="layer-colours" role="group" aria-label={t('layerColours')}>
      {props.colours.map((part, i) => (
        <Popover
          key={part.id}
          label={
            props.colours.length === 1
              ? t('layerColour')
              : t('layerColourNumbered', { number: i + 1 })
          }
          buttonContent={
            <span className="colour-chip" style={{ background: part.colour }} aria-hidden="true" />
          }
        >
          <ColourPicker
            value={part.colour}
            palette={TOOLBAR_PALETTE}
            onPick={(colour) => void run('edit.layerColour', { id: part.id, colour })}
          />
        </Popover>
      ))}
    </span>
  );
}
