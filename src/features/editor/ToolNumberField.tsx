/**
 * A number field of the selection tools (border margin and width, shadow): shows the value,
 * lets the shopper type, and commits on Enter or leaving the field through `commit`, which
 * turns what was typed into the value to apply (or null: ignored, the old value shows again).
 */
import { useEffect, useState } from 'react';

export function ToolNumberField(props: {
  label: string;
  /** The unit after the field ('in', 'pt', '%'). */
  unit: string;
  value: number;
  min: number;
  max: number;
  step: number;
  commit(value: number): number | null;
  onCommit(value: number): void;
}) {
  const [text, setText] = useState(String(props.value));
  useEffect(() => setText(String(props.value)), [props.value]);
  const commit = () => {
    const next = text.trim() === '' ? null : props.commit(Number(text));
    setText(String(next ?? props.value));
    if (next !== null && next !== props.value) props.onCommit(next);
  };
  return (
    <label className="text-number-field tool-number-field">
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
          if (e.key === 'Enter') commit();
        }}
      />
      <span className="tool-number-unit">{props.unit}</span>
    </label>
  );
}
