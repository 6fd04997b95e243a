/**
 * The QR Code panel (panel 9, spec shell §5 "QR input"): a web address, an e-mail address or an
 * international phone number becomes a QR code in view (the `insert.qrCode` command checks the
 * text: src/domain/qr/qrInput). Generate is disabled while the field is empty; Enter generates;
 * a refused text shows `qrError` (or `qrTooLong`) under the field and nothing is added. On a
 * narrow screen the panel closes once the code is added, so the shopper sees it.
 */
import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { QrInputResult } from '../../domain/qr/qrInput';
import { useT } from '../../ui/i18n';
import { selectEditor, useCommands, useRunCommand } from '../editor';
import { panelClosed, useNarrowLayout } from '../panels';

export function QrCodePanel() {
  const t = useT();
  const id = useId();
  const dispatch = useDispatch();
  const narrow = useNarrowLayout();
  const run = useRunCommand();
  const state = useSelector(selectEditor);
  const enabled = useCommands().get('insert.qrCode').isEnabled(state);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const empty = value.trim() === '';

  const generate = async () => {
    if (empty || !enabled) return;
    const result = (await run('insert.qrCode', value)) as QrInputResult | undefined;
    if (!result) return;
    if (!result.ok) {
      setError(
        result.error === 'qrTooLong' ? t('qrTooLong', { max: result.params.max }) : t('qrError'),
      );
      return;
    }
    setError(null);
    if (narrow) dispatch(panelClosed());
  };

  return (
    <form
      className="qr-panel"
      data-testid="qr-panel"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void generate();
      }}
    >
      <label htmlFor={`${id}-input`} className="size-heading">
        {t('qrInputLabel')}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        placeholder={t('qrInputPlaceholder')}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p role="alert" id={`${id}-error`} className="field-error" data-testid="qr-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={empty || !enabled}>
        {t('qrGenerate')}
      </button>
      <p id={`${id}-help`} className="hint">
        {t('qrHelp')}
      </p>
    </form>
  );
}
