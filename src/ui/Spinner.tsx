export function Spinner(props: { label: string }) {
  return (
    <span className="spinner" role="status" aria-live="polite">
      <span className="spinner-dot" aria-hidden="true" />
      <span className="visually-hidden">{props.label}</span>
    </span>
  );
}
