/** The Elements panel: basic shapes (the element catalogue from the server comes later). */
import { CommandButton } from './CommandButton';

const SHAPES = ['insert.rectangle', 'insert.circle', 'insert.triangle'];

export function ElementsPanel() {
  return (
    <div className="panel-actions">
      {SHAPES.map((id) => (
        <CommandButton key={id} id={id} className="button" />
      ))}
    </div>
  );
}
