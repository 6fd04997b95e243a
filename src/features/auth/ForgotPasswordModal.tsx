/**
 * The forgot-password modal (spec shell §2, §4, §8): the address; success closes every modal and
 * toasts for 3 seconds. The answer is the same for any address (README, Accounts).
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { notify } from '../notifications';
import { useForgotPasswordMutation } from './accountApi';
import { accountModalClosed, accountModalOpened, selectAuth } from './authSlice';
import { FormAlert, FormField } from './FormField';

/** Spec shell §8: "Forgot-password success toasts for 3 seconds", ms. */
const SENT_TOAST_MS = 3000;

export function ForgotPasswordModal() {
  const t = useT();
  const dispatch = useDispatch();
  const auth = useSelector(selectAuth);
  const [email, setEmail] = useState(auth.prefilledEmail);
  const [send, sending] = useForgotPasswordMutation();
  const error = auth.errors.forgotPassword;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await send({ email });
    if ('data' in r)
      dispatch(
        notify({ kind: 'success', messageKeys: ['forgotPasswordSent'], timerMs: SENT_TOAST_MS }),
      );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) dispatch(accountModalClosed());
      }}
      title={t('forgotPasswordTitle')}
      testId="forgot-password-modal"
    >
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('forgotPasswordHint')}</p>
        <FormField
          name="email"
          labelKey="emailLabel"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={error}
          required
        />
        <FormAlert error={error} />
        <button type="submit" className="button button-primary" disabled={sending.isLoading}>
          {t('sendResetLink')}
        </button>
      </form>
      <p className="account-switch">
        <button
          type="button"
          className="link-button"
          onClick={() => dispatch(accountModalOpened({ modal: 'login' }))}
        >
          {t('backToSignIn')}
        </button>
      </p>
    </Modal>
  );
}
