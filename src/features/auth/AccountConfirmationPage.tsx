/**
 * The route used after an external (social) sign-up (spec shell §2, §4): the "Create an account"
 * confirmation of the provider's data (external/ExternalSignUpConfirm.tsx); without such data
 * it says there is nothing to confirm, and closing goes to / as the spec says.
 */
import { ExternalSignUpConfirm } from './external';

export function AccountConfirmationPage() {
  return <ExternalSignUpConfirm />;
}
