/**
 * The signed-in account's passkeys: the list (name, when added), "Add a passkey" (the browser
 * makes a credential for the server's challenge; the server verifies and stores it) and Remove.
 * For a guest it shows nothing, and asks nothing the guest would be refused (a 401 marks the
 * session expired).
 */
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { errorKeysOfQuery, statusOf } from '../../../api/errors';
import { ExternalErrorKey } from '../../../domain/accounts/external';
import { useT } from '../../../ui/i18n';
import {
  usePasskeyRegisterMutation,
  usePasskeyRegistrationOptionsMutation,
  usePasskeyRemoveMutation,
  usePasskeysQuery,
  useSignedInQuery,
} from './externalApi';

export function PasskeysPanel() {
  const t = useT();
  const signedIn = useSignedInQuery(undefined, { refetchOnMountOrArgChange: true });
  const list = usePasskeysQuery(undefined, {
    skip: signedIn.data?.isAuthenticated !== true,
    refetchOnMountOrArgChange: true,
  });
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [register] = usePasskeyRegisterMutation();
  const [remove] = usePasskeyRemoveMutation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!signedIn.data?.isAuthenticated || statusOf(list.error) === 401 || !list.data) return null;

  async function add() {
    setBusy(true);
    setError(null);
    try {
      const options = await getOptions();
      if (options.error) return setError(errorKeysOfQuery(options.error)[0] ?? null);
      let response;
      try {
        response = await startRegistration({ optionsJSON: options.data });
      } catch {
        return setError(ExternalErrorKey.passkeyFailed);
      }
      const added = await register({ response, name: deviceName() });
      if (added.error) return setError(errorKeysOfQuery(added.error)[0] ?? null);
      await list.refetch();
    } finally {
      setBusy(false);
    }
  }

  async function removeOne(id: string) {
    const r = await remove(id);
    if (r.error) setError(errorKeysOfQuery(r.error)[0] ?? null);
    await list.refetch();
  }

  return (
    <section className="passkeys" aria-labelledby="passkeys-title" data-testid="passkeys">
      <h2 id="passkeys-title">{t('passkeys')}</h2>
      <p>{t('passkeysIntro')}</p>
      {list.data.length === 0 ? <p>{t('noPasskeys')}</p> : null}
      <ul className="passkey-list">
        {list.data.map((p) => (
          <li key={p.id} data-testid="passkey">
            <span className="passkey-name">{p.name}</span>{' '}
            <span className="passkey-date">
              {t('passkeyCreatedOn', { date: new Date(p.createdAt).toLocaleDateString() })}
            </span>{' '}
            <button type="button" className="button" onClick={() => void removeOne(p.id)}>
              {t('removePasskey')}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => void add()}
      >
        {t('addPasskey')}
      </button>
      {error ? (
        <p role="alert" className="field-error">
          {t(error)}
        </p>
      ) : null}
    </section>
  );
}

/** A name the person recognises the passkey by: the device's platform. */
function deviceName(): string {
  const platform = /Android|iPhone|iPad|Mac|Windows|Linux|CrOS/.exec(navigator.userAgent)?.[0];
  return platform ? `Passkey on ${platform}` : 'Passkey';
}
