/**
 * The font size field (spec canvas §5, §9): points, 1–1295, decimals allowed, not a lone 0;
 * what cannot become a number is refused as typed, out-of-range values clamp when the field is
 * left (or on Enter); the presets list; the steppers move by 1 pt, every 60 ms while held.
 */
import { useEffect, useState } from 'react';
import {
  acceptsFontSizeTyping,
  commitFontSize,
  FONT_SIZE_PRESETS_PT,
  FONT_SIZE_REPEAT_MS,
  isValidFontSize,
  pxToPt,
  stepFontSize,
} from '../../domain/text/fontSize';
import { useFormat, useT } from '../../ui/i18n';
import { useRunCommand } from '../editor';
import { useHeldRepeat } from './useHeldRepeat';

export function FontSizeField(props: { fontSizePx: number }) {
  const t = useT();
  const run = useRunCommand();
  const format = useFormat();
  const pt = pxToPt(props.fontSizePx);
  // Shown with the language's decimal separator ("12,5"); either one is read back.
  const shown = (value: number) => format.decimal(value, 2);
  const [text, setText] = useState(shown(pt));
  const shownPt = format.decimal(pt, 2);
  useEffect(() => setText(shownPt), [shownPt]);
  const set = (next: number) => {
    setText(shown(next));
    if (next !== pt) void run('text.fontSize', next);
  };
  const commit = () => set(commitFontSize(text, pt));
  const down = useHeldRepeat(() => set(stepFontSize(pt, -1)), FONT_SIZE_REPEAT_MS);
  const up = useHeldRepeat(() => set(stepFontSize(pt, 1)), FONT_SIZE_REPEAT_MS);
  return (
    <div className="font-size-field" role="group" aria-label={t('textFontSize')}>
      <button type="button" className="stepper" aria-label={t('textFontSizeDown')} {...down}>
        −
      </button>
      <input
        type="text"
        inputMode="decimal"
        value={text}
        aria-label={t('textFontSize')}
        aria-invalid={!isValidFontSize(text)}
        onChange={(e) => acceptsFontSizeTyping(e.target.value) && setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button type="button" className="stepper" aria-label={t('textFontSizeUp')} {...up}>
        +
      </button>
      <select
        className="font-size-presets"
        aria-label={t('textFontSizePresets')}
        value=""
        onChange={(e) => e.target.value && set(Number(e.target.value))}
      >
        <option value="" disabled hidden>
          ▾
        </option>
        {FONT_SIZE_PRESETS_PT.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </div>
  );
}
