/**
 * The double-sided step before the save form (spec shell §4 "Save and reset"; the rule in
 * src/domain/designs/saveSides.ts): one side of a double-sided design is empty — reset the
 * product to one printed side, or confirm and save it as it is.
 */
import type { SaveSidesQuestion } from '../../domain/designs/saveSides';
import { Spinner } from '../../ui/Spinner';
import { useT } from '../../ui/i18n';

type Asked = Extract<SaveSidesQuestion, { ask: true }>;

export function SaveSidesStep(props: {
  question: Asked;
  /** The reset is running: the server prices one side and the canvas follows. */
  resetting: boolean;
  onReset: (() => void) | null;
  onConfirm(): void;
}) {
  const t = useT();
  const { question } = props;
  if (props.resetting) return <Spinner label={t('loading')} />;
  return (
    <div className="save-sides" data-testid="save-sides-step">
      <h3>{t('saveSidesTitle')}</h3>
      <p>{t(question.emptySide === 'back' ? 'saveSidesBackEmpty' : 'saveSidesFrontEmpty')}</p>
      {question.canReset && props.onReset ? (
        <p className="hint">{t('saveSidesResetHint')}</p>
      ) : null}
      <div className="dialog-actions">
        {question.canReset && props.onReset ? (
          <button type="button" className="button" onClick={props.onReset}>
            {t('saveSidesReset')}
          </button>
        ) : null}
        <button type="button" className="button button-primary" onClick={props.onConfirm}>
          {t('saveSidesConfirm')}
        </button>
      </div>
    </div>
  );
}
