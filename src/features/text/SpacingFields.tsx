/**
 * Line spacing (spec canvas §5: 0–2.5, step 0.01, 0 stored as 0.01, the keys +, e and -
 * blocked) and letter spacing (thousandths of an em, −200 … 1000) of the selected text.
 */
import { useEffect, useState } from 'react';
import {
  commitLineSpacing,
  isBlockedNumberKey,
  LINE_SPACING_MAX,
  LINE_SPACING_MIN,
  LINE_SPACING_STEP,
} from '../../domain/text/lineSpacing';
import { useT } from '../../ui/i18n';
import { useRunCommand } from '../editor';

/** Letter spacing range, thousandths of an em. */
const LETTER_SPACING_MIN = -200;
const LETTER_SPACING_MAX = 1000;

function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  blockKeys?: boolean;
  commit(raw: string): number;
  onCommit(value: number): void;
}) {
  const [text, setText] = useState(String(props.value));
  useEffect(() => setText(String(props.value)), [props.value]);
  const commit = () => {
    const next = props.commit(text);
    setText(String(next));
    if (next !== props.value) props.onCommit(next);
  };
  return (
    <label className="text-number-field">
      <span>{props.label}</span>
      <input
        type="number"
        min={props.min}
        max={props.max}
        step={props.step}
        value={text}
        aria-label={props.label}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (props.blockKeys && isBlockedNumberKey(e.key)) e.preventDefault();
          if (e.key === 'Enter') commit();
        }}
      />
    </label>
  );
}

export function SpacingFields(props: { lineHeight: number; charSpacing: number }) {
  const t = useT();
  const run = useRunCommand();
  return (
    <>
      <NumberField
        label={t('textLineSpacing')}
        value={props.lineHeight}
        min={LINE_SPACING_MIN}
        max={LINE_SPACING_MAX}
        step={LINE_SPACING_STEP}
        blockKeys
        commit={(raw) => commitLineSpacing(raw, props.lineHeight)}
        onCommit={(v) => void run('text.lineHeight', v)}
      />
      <NumberField
        label={t('textLetterSpacing')}
        value={props.charSpacing}
        min={LETTER_SPACING_MIN}
        max={LETTER_SPACING_MAX}
        step={10}
        commit={(raw) => {
          const n = Math.round(Number(raw));
          if (raw.trim() === '' || !Number.isFinite(n)) return props.charSpacing;
          return Math.min(LETTER_SPACING_MAX, Math.max(LETTER_SPACING_MIN, n));
        }}
        onCommit={(v) => void run('text.charSpacing', v)}
      />
    </>
  );
}
