/**
 * The header's Save (spec shell §2, §4): runs `design.save` (designCommands.ts), offered when the
 * design has changes not yet saved.
 */
import { useSelector } from 'react-redux';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { selectEditor, useCommands, useRunCommand } from '../editor';

export function SaveButton() {
  const t = useT();
  const editor = useSelector(selectEditor);
  const run = useRunCommand();
  const enabled = useCommands().get('design.save').isEnabled(editor);
  return (
    <button
      type="button"
      className="button save-button"
      data-testid="save-design"
      disabled={!enabled}
      title={enabled ? t('saveDesign') : t('saveDesignNothingChanged')}
      aria-keyshortcuts="Control+S"
      onClick={() => run('design.save')}
    >
      <Icon name="save" size={18} />
      <span className="save-label">{t('saveDesign')}</span>
    </button>
  );
}
