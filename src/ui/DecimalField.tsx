/**
 * A labelled number field that reads the language's decimal separator (issue 21): "1,5" and
 * "1.5" are both 1.5 (src/domain/decimalInput), and the value shows as the language writes it.
 * A text input with the spin button's role and keys (ArrowUp / ArrowDown step), since a
 * browser's number input refuses a comma. Commits on Enter or leaving the field: `commit`
 * turns what was typed (null: no number) into the value to apply, or null to keep the old one.
 */
import { useEffect, useState } from 'react';
import { parseDecimal } from '../domain/decimalInput';
import { useFormat } from './i18n';

/** Decimals a field shows at most (sizes in inches, spacings). */
const SHOWN_DECIMALS = 3;

export function DecimalField(props: {
  label: string;
  className?: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Keys refused as typed ('e', '+', '-' where a sign or exponent makes no sense). */
  isBlockedKey?(key: string): boolean;
  commit(typed: number | null): number | null;
  onCommit(value: number): void;
  /** Shown after the field ('in', 'pt', '%'). */
  unit?: string;
  disabled?: boolean;
}) {
  const format = useFormat();
  const shown = (v: number) => format.decimal(v, SHOWN_DECIMALS);
  const shownValue = shown(props.value);
  const [text, setText] = useState(shownValue);
  useEffect(() => setText(shownValue), [shownValue]);
  const apply = (next: number | null) => {
    setText(shown(next ?? props.value));
    if (next !== null && next !== props.value) props.onCommit(next);
  };
  const stepBy = (direction: 1 | -1) => {
    const from = parseDecimal(text) ?? props.value;
    // Rounded to the step's decimals: 0.1 + 0.2 shows 0.3.
    const stepped = Number((from + direction * props.step).toFixed(SHOWN_DECIMALS));
    setText(shown(Math.min(props.max, Math.max(props.min, stepped))));
  };
  return (
    <label className={props.className}>
      <span>{props.label}</span>
      <input
        type="text"
        inputMode="decimal"
        role="spinbutton"
        aria-valuemin={props.min}
        aria-valuemax={props.max}
        aria-valuenow={props.value}
        value={text}
        disabled={props.disabled}
        aria-label={props.label}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => apply(props.commit(parseDecimal(text)))}
        onKeyDown={(e) => {
          if (props.isBlockedKey?.(e.key)) e.preventDefault();
          else if (e.key === 'Enter') apply(props.commit(parseDecimal(text)));
          else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            stepBy(e.key === 'ArrowUp' ? 1 : -1);
          }
        }}
      />
      {props.unit ? <span className="tool-number-unit">{props.unit}</span> : null}
    </label>
  );
}
