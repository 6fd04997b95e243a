/**
 * Every account modal in one place, mounted once by the app: the open one of login,
 * registration and forgot-password (each mounted fresh, so it starts from the prefilled
 * address), the access-denied modal and the human-verification dialogs. It also asks at start
 * whether the session is signed in, and then for the account's details.
 */
import { useSelector } from 'react-redux';
import { AccessDeniedModal } from './AccessDeniedModal';
import { useAccountDetailsQuery, useIsAuthenticatedQuery } from './accountApi';
import { selectAuth } from './authSlice';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LoginModal } from './LoginModal';
import { RecaptchaDialogs } from './RecaptchaDialogs';
import { RegistrationModal } from './RegistrationModal';
import { useRecaptchaLoader } from './useHumanVerification';

export function AuthModals() {
  const auth = useSelector(selectAuth);
  const signedIn = useIsAuthenticatedQuery().data?.isAuthenticated === true;
  // Details answer 401 for a guest (which marks the session expired): asked only when signed in.
  useAccountDetailsQuery(undefined, { skip: !signedIn });
  useRecaptchaLoader(auth.open === 'login' || auth.open === 'registration');
  return (
    <>
      {auth.open === 'login' ? <LoginModal /> : null}
      {auth.open === 'registration' ? <RegistrationModal /> : null}
      {auth.open === 'forgotPassword' ? <ForgotPasswordModal /> : null}
      <AccessDeniedModal />
      <RecaptchaDialogs />
    </>
  );
}
