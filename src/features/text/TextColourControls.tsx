/**
 * The text's colour and its outline (category Outline or None, colour and width in pt of the
 * text's scale: its width follows the text when it is scaled).
 */
import { TOOLBAR_PALETTE } from '../../domain/colour/colour';
import {
  commitOutlineWidth,
  OUTLINE_MAX_WIDTH,
  OUTLINE_MIN_WIDTH,
} from '../../domain/text/outlineWidth';
import type { TextParams } from '../../canvas';
import { DecimalField } from '../../ui/DecimalField';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import { ColourPicker } from '../colour';
import { useRunCommand } from '../editor';

const swatch = (colour: string) => (
  <span className="colour-chip" style={{ background: colour }} aria-hidden="true" />
);

export function TextColourControls(props: { text: TextParams }) {
  const t = useT();
  const run = useRunCommand();
  const { text } = props;
  const outlined = text.outlineCategory === 'Outline';
  return (
    <>
      <Popover label={t('textColour')} buttonContent={swatch(text.fill)}>
        <ColourPicker
          value={text.fill}
          palette={TOOLBAR_PALETTE}
          onPick={(c) => void run('text.fill', c)}
        />
      </Popover>
      <Popover
        label={t('textOutline')}
        buttonContent={
          <>
            {t('textOutline')} {outlined ? swatch(text.outlineColour) : null}
          </>
        }
      >
        <div className="outline-settings">
          <label className="switch-row">
            <input
              type="checkbox"
              checked={outlined}
              onChange={(e) => void run('text.outline', { on: e.target.checked })}
            />
            {t('textOutlineOn')}
          </label>
          <DecimalField
            label={t('textOutlineWidth')}
            className="text-number-field"
            value={Math.round(text.outlineWidth * 10) / 10}
            min={OUTLINE_MIN_WIDTH}
            max={OUTLINE_MAX_WIDTH}
            step={0.1}
            disabled={!outlined}
            commit={commitOutlineWidth}
            onCommit={(width) => void run('text.outline', { on: true, width })}
          />
          <ColourPicker
            value={text.outlineColour}
            palette={TOOLBAR_PALETTE}
            onPick={(c) => void run('text.outline', { on: true, colour: c })}
          />
        </div>
      </Popover>
    </>
  );
}
