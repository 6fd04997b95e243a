/**
 * `/designer/sign-in-options`: the external sign-in buttons, passkey sign-in and, for a
 * signed-in account, its passkeys — the parts the login modal's `<SignInAlternatives />` slot
 * shows, on a page of their own (and the e2e tests' way in). Closing goes to the designer.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../ui/Modal';
import { useT } from '../../../ui/i18n';
import { ExternalSignInButtons } from './ExternalSignInButtons';
import { PasskeySignInButton } from './PasskeySignInButton';
import { PasskeysPanel } from './PasskeysPanel';

export function SignInOptionsPage() {
  const t = useT();
  const navigate = useNavigate();
  // A new panel after a passkey sign-in: the list is the new account's.
  const [generation, setGeneration] = useState(0);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) void navigate('/');
      }}
      title={t('signInOptions')}
      testId="sign-in-options"
    >
      <ExternalSignInButtons />
      <PasskeySignInButton onSignedIn={() => setGeneration((g) => g + 1)} />
      <PasskeysPanel key={generation} />
    </Modal>
  );
}
