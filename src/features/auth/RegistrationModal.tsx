/**
 * The registration modal (spec shell §2, §4, §5): e-mail, first and last name, phone, password;
 * the first field's first error shows on that field. Success shows `signUpSuccess` and, when
 * that notification closes, the login modal (authSlice).
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { RECAPTCHA_ACTIONS } from '../../domain/accounts/humanVerification';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { notify } from '../notifications';
import { useSignUpMutation } from './accountApi';
import { accountModalClosed, accountModalOpened, selectAuth } from './authSlice';
import { FormAlert, FormField } from './FormField';
import { SignInAlternatives } from './SignInAlternatives';
import { useHumanVerificationToken } from './useHumanVerification';

const EMPTY = { email: '', firstName: '', lastName: '', phoneNumber: '', password: '' };

export function RegistrationModal() {
  const t = useT();
  const dispatch = useDispatch();
  const auth = useSelector(selectAuth);
  const [form, setForm] = useState(EMPTY);
  const [signUp, signingUp] = useSignUpMutation();
  const token = useHumanVerificationToken();
  const error = auth.errors.registration;
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((f) => ({ ...f, [name]: value })),
    error,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const reCaptchaToken = await token(RECAPTCHA_ACTIONS.signUp);
    const r = await signUp({ ...form, reCaptchaToken });
    if ('data' in r)
      dispatch(notify({ kind: 'success', messageKeys: ['signUpSuccess'], timerMs: null }));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) dispatch(accountModalClosed());
      }}
      title={t('signUpTitle')}
      testId="registration-modal"
    >
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormField
          {...field('email')}
          labelKey="emailLabel"
          type="email"
          autoComplete="email"
          required
        />
        <div className="account-row">
          <FormField
            {...field('firstName')}
            labelKey="firstNameLabel"
            autoComplete="given-name"
            required
          />
          <FormField
            {...field('lastName')}
            labelKey="lastNameLabel"
            autoComplete="family-name"
            required
          />
        </div>
        <FormField {...field('phoneNumber')} labelKey="phoneLabel" type="tel" autoComplete="tel" />
        <FormField
          {...field('password')}
          labelKey="passwordLabel"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormAlert error={error} />
        <button type="submit" className="button button-primary" disabled={signingUp.isLoading}>
          {t('signUpButton')}
        </button>
      </form>
      <SignInAlternatives mode="registration" />
      <p className="account-switch">
        {t('haveAccount')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => dispatch(accountModalOpened({ modal: 'login' }))}
        >
          {t('menuSignIn')}
        </button>
      </p>
    </Modal>
  );
}
