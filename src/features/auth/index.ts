export { AccountConfirmationPage } from './AccountConfirmationPage';
