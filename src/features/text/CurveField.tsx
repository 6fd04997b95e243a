/**
 * Curved text (issue 14): a "Curve" button in the text toolbar opening a slider and a number
 * field, −100 … 100 (0 straight; positive arches the text upwards, negative bends it down —
 * src/domain/text/curve). Each committed value is one run of the `text.curve` command, so one
 * history entry: the slider commits when it is let go — its native `change` event, fired on
 * release wherever the pointer is, and on each key step — not on every step of a drag (React's
 * onChange is the `input` event); the field (src/ui/DecimalField: "12,6" or "12.6" is 13)
 * commits on Enter or when it is left.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { clampCurve, commitCurve, CURVE_MAX, CURVE_MIN } from '../../domain/text/curve';
import { DecimalField } from '../../ui/DecimalField';
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
  const latest = useRef(commit);
  latest.current = commit;
  // The slider's element exists while the panel is open: listen from when it mounts.
  const slider = useCallback((element: HTMLInputElement | null) => {
    if (!element) return;
    const onChange = () => latest.current(element.value);
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, []);
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
          ref={slider}
          onChange={(e) => setValue(e.target.value)}
        />
        <DecimalField
          label={t('textCurve')}
          className="curve-number"
          value={props.curve}
          min={CURVE_MIN}
          max={CURVE_MAX}
          step={1}
          commit={(typed) => (typed === null ? null : clampCurve(typed))}
          onCommit={(next) => void run('text.curve', next)}
        />
      </div>
    </Popover>
  );
}
