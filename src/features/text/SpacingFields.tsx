/**
 * Line spacing (spec canvas §5: 0–2.5, step 0.01, 0 stored as 0.01, the keys +, e and -
 * blocked) and letter spacing (thousandths of an em, −200 … 1000) of the selected text.
 */
import {
  commitLineSpacing,
  isBlockedNumberKey,
  LINE_SPACING_MAX,
  LINE_SPACING_MIN,
  LINE_SPACING_STEP,
} from '../../domain/text/lineSpacing';
import { DecimalField } from '../../ui/DecimalField';
import { useT } from '../../ui/i18n';
import { useRunCommand } from '../editor';

/** Letter spacing range, thousandths of an em. */
const LETTER_SPACING_MIN = -200;
const LETTER_SPACING_MAX = 1000;

export function SpacingFields(props: { lineHeight: number; charSpacing: number }) {
  const t = useT();
  const run = useRunCommand();
  return (
    <>
      <DecimalField
        className="text-number-field"
        label={t('textLineSpacing')}
        value={props.lineHeight}
        min={LINE_SPACING_MIN}
        max={LINE_SPACING_MAX}
        step={LINE_SPACING_STEP}
        isBlockedKey={isBlockedNumberKey}
        commit={(typed) => commitLineSpacing(typed ?? '', props.lineHeight)}
        onCommit={(v) => void run('text.lineHeight', v)}
      />
      <DecimalField
        className="text-number-field"
        label={t('textLetterSpacing')}
        value={props.charSpacing}
        min={LETTER_SPACING_MIN}
        max={LETTER_SPACING_MAX}
        step={10}
        commit={(typed) =>
          typed === null
            ? props.charSpacing
            : Math.min(LETTER_SPACING_MAX, Math.max(LETTER_SPACING_MIN, Math.round(typed)))
        }
        onCommit={(v) => void run('text.charSpacing', v)}
      />
    </>
  );
}
