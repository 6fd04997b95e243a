/**
 * The reset-password and create-password routes the mails link to (`/designer/reset-password`,
 * `/designer/create-password` with `?email=…&token=…`; spec shell §2, §5): a modal asking the
 * new password twice, sent with the link's address and token. Success closes it, says so and
 * opens login with the address; a refused password shows on its field; any other failure (a
 * used or expired link) goes to / and toasts the errors (spec shell §8).
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { FormError } from '../../domain/accounts/fieldErrors';
import { firstFormError } from '../../domain/accounts/fieldErrors';
import { errorKeysOf } from '../../domain/apiErrors';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { notify } from '../notifications';
import type { PasswordLinkKind } from './accountApi';
import { useNewPasswordMutation } from './accountApi';
import { accountModalOpened, FORM_FIELDS } from './authSlice';
import { FormAlert, FormField } from './FormField';

export function NewPasswordPage(props: { kind: PasswordLinkKind }) {
  const t = useT();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const token = query.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [send, sending] = useNewPasswordMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await send({ kind: props.kind, email, token, password, confirmPassword });
    if ('data' in r) {
      dispatch(notify({ kind: 'success', messageKeys: ['passwordSaved'], timerMs: 5000 }));
      dispatch(accountModalOpened({ modal: 'login', email }));
      void navigate('/', { replace: true });
      return;
    }
    const body = 'status' in r.error ? r.error.data : undefined;
    const shown = firstFormError(body, FORM_FIELDS.newPassword);
    if (shown.field !== null) {
      setError(shown);
      return;
    }
    dispatch(notify({ kind: 'error', messageKeys: errorKeysOf(body), timerMs: null }));
    void navigate('/', { replace: true });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) void navigate('/', { replace: true });
      }}
      title={t(props.kind === 'resetPassword' ? 'resetPasswordTitle' : 'createPasswordTitle')}
      testId="new-password-modal"
    >
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('newPasswordFor', { email })}</p>
        <FormField
          name="password"
          labelKey="newPasswordLabel"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={error}
          required
        />
        <FormField
          name="confirmPassword"
          labelKey="confirmPasswordLabel"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          error={error}
          required
        />
        <FormAlert error={error} />
        <button type="submit" className="button button-primary" disabled={sending.isLoading}>
          {t('savePassword')}
        </button>
      </form>
    </Modal>
  );
}
