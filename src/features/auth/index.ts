export { AccountConfirmationPage } from './AccountConfirmationPage';
export {
  ExternalSignInButtons,
  PasskeySignInButton,
  PasskeysPanel,
  SignInOptionsPage,
} from './external';
