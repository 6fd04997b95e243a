/**
 * The other ways in, in the login and registration modals: the configured OpenID Connect
 * providers (a full-page round trip through the provider) and, on login, a passkey. A passkey
 * sign-in happens in place: its account's details become the signed-in state and the modal
 * closes.
 */
import { useDispatch } from 'react-redux';
import { signedInElsewhere } from './authSlice';
import { ExternalSignInButtons, PasskeySignInButton } from './external';

export function SignInAlternatives({ mode }: { mode: 'login' | 'registration' }) {
  const dispatch = useDispatch();
  return (
    <div className="sign-in-alternatives" data-testid={`sign-in-alternatives-${mode}`}>
      <ExternalSignInButtons />
      {mode === 'login' ? (
        <PasskeySignInButton onSignedIn={(details) => dispatch(signedInElsewhere(details))} />
      ) : null}
    </div>
  );
}
