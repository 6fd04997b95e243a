export { AccountConfirmationPage } from './AccountConfirmationPage';
export { AuthModals } from './AuthModals';
export { ConfirmEmailPage } from './ConfirmEmailPage';
export { NewPasswordPage } from './NewPasswordPage';
export { SignInAlternatives } from './SignInAlternatives';
export { useSignOut } from './useSignOut';
export { accountApi, quantityOf, useDesignQuantityQuery } from './accountApi';
export type { PasswordLinkKind } from './accountApi';
export {
  signedInElsewhere,
  accountModalOpened,
  accountModalClosed,
  authReducer,
  initialAuthState,
  selectAuth,
  selectIsAuthenticated,
  selectUser,
} from './authSlice';
export type { AuthState, AccountModal } from './authSlice';
export {
  ExternalSignInButtons,
  PasskeySignInButton,
  PasskeysPanel,
  SignInOptionsPage,
} from './external';
