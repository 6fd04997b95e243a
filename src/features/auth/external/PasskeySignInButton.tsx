/**
 * "Sign in with a passkey": asks the server for a challenge, lets the browser's authenticator
 * answer it (any of the site's discoverable passkeys), and sends the answer back; the server
 * signs the account in with a new session. `onSignedIn` gets the account's details (the lead's
 * sign-in state takes them); a refusal shows the translated error under the button.
 */
import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { errorKeysOfQuery } from '../../../api/errors';
import type { AccountDetails } from '../../../domain/accounts/protocol';
import { ExternalErrorKey } from '../../../domain/accounts/external';
import { useT } from '../../../ui/i18n';
import { notify } from '../../notifications';
import { usePasskeyAuthenticationOptionsMutation, usePasskeySignInMutation } from './externalApi';

export function PasskeySignInButton(props: { onSignedIn?: (details: AccountDetails) => void }) {
  const t = useT();
  const dispatch = useDispatch();
  const [getOptions] = usePasskeyAuthenticationOptionsMutation();
  const [signIn] = usePasskeySignInMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      const options = await getOptions();
      if (options.error) return setError(errorKeysOfQuery(options.error)[0] ?? null);
      let response;
      try {
        response = await startAuthentication({ optionsJSON: options.data });
      } catch {
        // Cancelled by the person, or no passkey for this site on the device.
        return setError(ExternalErrorKey.passkeyFailed);
      }
      const answer = await signIn({ response });
      if (answer.error) return setError(errorKeysOfQuery(answer.error)[0] ?? null);
      dispatch(notify({ kind: 'success', messageKeys: ['passkeySignedIn'] }));
      props.onSignedIn?.(answer.data);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="passkey-sign-in">
      <button type="button" className="button" disabled={busy} onClick={() => void run()}>
        {t('signInWithPasskey')}
      </button>
      {error ? (
        <p role="alert" className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
