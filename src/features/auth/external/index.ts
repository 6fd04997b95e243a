/** External sign-in (OpenID Connect) and passkeys: what the login modal's slot and routes use. */
export { ExternalSignInButtons } from './ExternalSignInButtons';
export { ExternalSignUpConfirm } from './ExternalSignUpConfirm';
export { PasskeySignInButton } from './PasskeySignInButton';
export { PasskeysPanel } from './PasskeysPanel';
export { SignInOptionsPage } from './SignInOptionsPage';
export { externalApi } from './externalApi';
