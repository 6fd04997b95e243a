/**
 * A number field of the selection tools (border margin and width, shadow): shows the value as
 * the language writes it, lets the shopper type (either decimal separator), and commits on
 * Enter or leaving the field through `commit`, which turns what was typed into the value to
 * apply (or null: ignored, the old value shows again).
 */
import { DecimalField } from '../../ui/DecimalField';

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
  return (
    <DecimalField
      className="text-number-field tool-number-field"
      label={props.label}
      unit={props.unit}
      value={props.value}
      min={props.min}
      max={props.max}
      step={props.step}
      commit={(typed) => (typed === null ? null : props.commit(typed))}
      onCommit={props.onCommit}
    />
  );
}
