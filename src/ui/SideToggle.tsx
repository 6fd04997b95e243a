/**
 * A front/back toggle of a double-sided design's pictures (the full-screen preview, the embedded
 * design-preview screen): two buttons, the shown side pressed.
 */
type Side = 'front' | 'back';

export function SideToggle(props: {
  side: Side;
  onChange: (side: Side) => void;
  /** The group's accessible name. */
  label: string;
  /** Each button's text. */
  labels: Record<Side, string>;
  className: string;
}) {
  return (
    <div className={props.className} role="group" aria-label={props.label}>
      {(['front', 'back'] as const).map((s) => (
        <button
          key={s}
          type="button"
          className="button"
          aria-pressed={props.side === s}
          onClick={() => props.onChange(s)}
        >
          {props.labels[s]}
        </button>
      ))}
    </div>
  );
}
