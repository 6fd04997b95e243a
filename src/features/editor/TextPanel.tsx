/** The Text panel: adds a text box ('type your text' until the user types) to the artboard. */
import { CommandButton } from './CommandButton';

export function TextPanel() {
  return (
    <div className="panel-actions">
      <CommandButton id="insert.text" look="text" className="button button-primary" />
    </div>
  );
}
