/**
 * The Text panel: adds a text box ('type your text' until the user types) in view, in editing.
 * On a narrow screen the panel closes once it is added (spec: choosing an item closes it), so
 * the shopper sees the box they are typing into.
 */
import { useDispatch } from 'react-redux';
import { panelClosed, useNarrowLayout } from '../panels';
import { CommandButton } from './CommandButton';

export function TextPanel() {
  const dispatch = useDispatch();
  const narrow = useNarrowLayout();
  return (
    <div className="panel-actions">
      <CommandButton
        id="insert.text"
        look="text"
        className="button button-primary"
        onRun={() => narrow && dispatch(panelClosed())}
      />
    </div>
  );
}
