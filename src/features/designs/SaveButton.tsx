/**
 * The header's Save (spec shell §2, §4): offered when the design has changes not yet saved;
 * with no product selected it says "selected product is Empty" instead of opening the modal.
 */
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { selectEditor } from '../editor';
import { notify } from '../notifications';
import { useAppliedCalculator } from '../product';
import { saveDesignOpened } from './designsSlice';

export function SaveButton() {
  const t = useT();
  const dispatch = useDispatch();
  const editor = useSelector(selectEditor);
  const { data: calculator } = useAppliedCalculator();
  const hasChanges = editor.isModified && !editor.designSaved;
  return (
    <button
      type="button"
      className="button save-button"
      data-testid="save-design"
      disabled={!editor.ready || !hasChanges}
      title={hasChanges ? t('saveDesign') : t('saveDesignNothingChanged')}
      onClick={() => {
        if (!calculator) dispatch(notify({ kind: 'error', messageKeys: ['selectedProductEmpty'] }));
        else dispatch(saveDesignOpened(true));
      }}
    >
      <Icon name="save" size={18} />
      <span className="save-label">{t('saveDesign')}</span>
    </button>
  );
}
