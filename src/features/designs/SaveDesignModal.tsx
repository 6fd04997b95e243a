/**
 * The save-design modal (spec shell §2, §4): for a double-sided design with an empty side, first
 * the reset-or-confirm step (SaveSidesStep; asked through `design.checkSidesBeforeSave`); for a
 * design already saved, then the choice
 * between Update existing (disabled when nothing changed since it was saved or opened) and
 * Create new; then the form; then the export and save with their progress; then success. Guests
 * are told their design is kept with this browser's session until they sign in.
 */
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SaveDesignFields } from '../../domain/designs/saveDesignForm';
import type { SaveSidesQuestion } from '../../domain/designs/saveSides';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { saveDesignOpened, selectSaveDesignOpen } from './designsSlice';
import { SaveDesignForm } from './SaveDesignForm';
import { selectEditor, useRunCommand } from '../editor';
import { ExportProgress } from '../export';
import { SaveSidesStep } from './SaveSidesStep';
import type { SaveMode } from './useSaveDesign';
import { useSaveDesign } from './useSaveDesign';
import { useDesignFingerprint } from './useDesignFingerprint';
import { useResetToOneSide } from './useResetToOneSide';

type Step =
  | { kind: 'sides'; question: Extract<SaveSidesQuestion, { ask: true }>; resetting: boolean }
  | { kind: 'choice' }
  | { kind: 'form'; mode: SaveMode }
  | { kind: 'working' }
  | { kind: 'success'; name: string }
  | { kind: 'failed'; errorKeys: string[]; mode: SaveMode };

export function SaveDesignModal({ guest }: { guest: boolean }) {
  const t = useT();
  const dispatch = useDispatch();
  const open = useSelector(selectSaveDesignOpen);
  const saver = useSaveDesign();
  const fingerprint = useDesignFingerprint();
  // Read when the modal renders open: the design cannot change while it is open.
  const unchanged = open && saver.editing !== null && saver.editing.fingerprint === fingerprint();
  const run = useRunCommand();
  const printSide = useSelector(selectEditor).printSide;
  const { reset } = useResetToOneSide();
  const first: Step = saver.editing ? { kind: 'choice' } : { kind: 'form', mode: 'new' };
  const [step, setStep] = useState<Step>(first);
  // Each opening starts over: a double-sided design with an empty side asks reset-or-confirm,
  // then a design opened (dId) or saved since asks update-or-new.
  const [openedWith, setOpenedWith] = useState(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    const question = open ? (run('design.checkSidesBeforeSave') as SaveSidesQuestion) : null;
    if (question?.ask) setStep({ kind: 'sides', question, resetting: false });
    else if (open) setStep(first);
  }
  // Reset: once the canvas prints one side (the server's answer applied), on to the form.
  if (step.kind === 'sides' && step.resetting && printSide === 'single') setStep(first);

  const close = () => {
    if (step.kind === 'working') saver.cancel();
    dispatch(saveDesignOpened(false));
    setStep(first);
  };
  const submit = async (fields: SaveDesignFields, mode: SaveMode) => {
    setStep({ kind: 'working' });
    const outcome = await saver.save(fields, mode);
    if (outcome.ok) setStep({ kind: 'success', name: fields.name.trim() });
    else if (outcome.errorKeys.length === 0) setStep({ kind: 'form', mode });
    else setStep({ kind: 'failed', errorKeys: outcome.errorKeys, mode });
  };
  const initial = (mode: SaveMode): SaveDesignFields =>
    mode === 'update' && saver.editing
      ? { name: saver.editing.name, description: saver.editing.description }
      : { name: '', description: '' };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t(step.kind === 'success' ? 'saveDesignSuccessTitle' : 'saveDesignTitle')}
      testId="save-design-modal"
    >
      {guest && step.kind !== 'success' ? (
        <p className="hint" data-testid="save-design-guest-note">
          {t('saveDesignGuestNote')}
        </p>
      ) : null}
      {step.kind === 'sides' ? (
        <SaveSidesStep
          question={step.question}
          resetting={step.resetting}
          onReset={
            reset
              ? () => {
                  setStep({ ...step, resetting: true });
                  reset();
                }
              : null
          }
          onConfirm={() => setStep(first)}
        />
      ) : null}
      {step.kind === 'choice' ? (
        <div className="save-design-choice">
          <button
            type="button"
            className="button button-primary"
            disabled={unchanged}
            title={unchanged ? t('saveDesignNothingChanged') : undefined}
            onClick={() => setStep({ kind: 'form', mode: 'update' })}
          >
            {t('saveDesignUpdateExisting')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setStep({ kind: 'form', mode: 'new' })}
          >
            {t('saveDesignCreateNew')}
          </button>
        </div>
      ) : null}
      {step.kind === 'form' || step.kind === 'failed' ? (
        <>
          {step.kind === 'failed' ? (
            <p role="alert" className="field-error" data-testid="save-design-failed">
              {step.errorKeys.map((key) => t(key)).join(' ')}
            </p>
          ) : null}
          <SaveDesignForm
            initial={initial(step.mode)}
            submitLabel={t(step.mode === 'update' ? 'saveDesignUpdate' : 'saveDesignSave')}
            onSubmit={(fields) => void submit(fields, step.mode)}
          />
        </>
      ) : null}
      {step.kind === 'working' ? (
        <ExportProgress
          state={saver.exportState}
          recording={saver.recording}
          recordingKey="saveDesignRecording"
        />
      ) : null}
      {step.kind === 'success' ? (
        <div className="save-design-success" data-testid="save-design-success">
          <p>{t('saveDesignSuccess', { name: step.name })}</p>
          <button type="button" className="button button-primary" onClick={close}>
            {t('continueDesign')}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
