/**
 * The login modal (spec shell §2, §4): e-mail and password, the error on its field, a resend
 * link when the address is not confirmed yet (`pleaseConfirmEmail`, spec shell §5), links to
 * forgot-password and registration, and the place for other ways in.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AccountErrorKey } from '../../domain/accounts/errors';
import { RECAPTCHA_ACTIONS } from '../../domain/accounts/humanVerification';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { notify } from '../notifications';
import { useResendConfirmationMutation, useSignInMutation } from './accountApi';
import { accountModalClosed, accountModalOpened, selectAuth } from './authSlice';
import { FormAlert, FormField } from './FormField';
import { SignInAlternatives } from './SignInAlternatives';
import { useHumanVerificationToken } from './useHumanVerification';

export function LoginModal() {
  const t = useT();
  const dispatch = useDispatch();
  const auth = useSelector(selectAuth);
  const [username, setUsername] = useState(auth.prefilledEmail);
  const [password, setPassword] = useState('');
  const [signIn, signingIn] = useSignInMutation();
  const [resend, resending] = useResendConfirmationMutation();
  const token = useHumanVerificationToken();
  const error = auth.errors.login;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const reCaptchaToken = await token(RECAPTCHA_ACTIONS.signIn);
    void signIn({ username, password, reCaptchaToken });
  };
  const resendLink = async () => {
    const r = await resend({ email: username });
    if ('data' in r)
      dispatch(notify({ kind: 'success', messageKeys: ['confirmationLinkSent'], timerMs: 5000 }));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) dispatch(accountModalClosed());
      }}
      title={t('signInTitle')}
      testId="login-modal"
    >
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormField
          name="username"
          labelKey="emailLabel"
          type="email"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          error={error}
          required
        />
        {error?.key === AccountErrorKey.pleaseConfirmEmail ? (
          <button
            type="button"
            className="link-button"
            disabled={resending.isLoading}
            onClick={() => void resendLink()}
          >
            {t('resendConfirmationLink')}
          </button>
        ) : null}
        <FormField
          name="password"
          labelKey="passwordLabel"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={error}
          required
        />
        <button
          type="button"
          className="link-button account-forgot"
          onClick={() => dispatch(accountModalOpened({ modal: 'forgotPassword', email: username }))}
        >
          {t('forgotPasswordLink')}
        </button>
        <FormAlert error={error} />
        <button type="submit" className="button button-primary" disabled={signingIn.isLoading}>
          {t('signInButton')}
        </button>
      </form>
      <SignInAlternatives mode="login" />
      <p className="account-switch">
        {t('noAccountYet')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => dispatch(accountModalOpened({ modal: 'registration' }))}
        >
          {t('menuSignUp')}
        </button>
      </p>
    </Modal>
  );
}
