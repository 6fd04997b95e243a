/**
 * Curved text (issue 14): a "Curve" button in the text toolbar opening a slider and a number
 * field, −100 … 100 (0 straight; positive arches the text upwards, negative bends it down —
 * src/domain/text/curve). Each committed value is one run of the `text.curve` command, so one
 * history entry: the slider commits when it is let go (pointer or key), not on every step of a
 * drag; the field on Enter or when it is left.
 */
import { useEffect, useState } from 'react';
import { commitCurve, CURVE_MAX, CURVE_MIN } from '../../domain/text/curve';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import { useRunCommand } from '../editor';

export function CurveField(props: { curve: number }) {
  const t = useT();
  const run = useRunCommand();
  const [value, setValue] = useState(String(props.curve));
  useEffect(() => setValue(String(props.curve)), [props.curve]);
  const commit = (raw: string) => {
    const next = commitCurve(raw, props.curve);
    setValue(String(next));
    if (next !== props.curve) void run('text.curve', next);
  };
  return (
    <Popover
      label={t('textCurve')}
      buttonContent={
        <>
          {t('textCurve')}
          {props.curve !== 0 ? <span className="curve-amount"> {props.curve}</span> : null}
        </>
      }
    >
      <div className="curve-settings">
        <input
          type="range"
          min={CURVE_MIN}
          max={CURVE_MAX}
          step={1}
          value={value}
          aria-label={t('textCurve')}
          onChange={(e) => setValue(e.target.value)}
          onPointerUp={(e) => commit(e.currentTarget.value)}
          onKeyUp={(e) => commit(e.currentTarget.value)}
        />
        <input
          type="number"
          min={CURVE_MIN}
          max={CURVE_MAX}
          step={1}
          value={value}
          aria-label={t('textCurve')}
          onChange={(e) => setValue(e.target.value)}
          onBlur={(e) => commit(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
        />
      </div>
    </Popover>
  );
}
