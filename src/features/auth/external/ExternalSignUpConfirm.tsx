/**
 * The account confirmation after an external sign-up (spec shell §2, §4): "Create an account"
 * with the provider's first name, last name and e-mail, a Change link back to login, and
 * Confirm, which makes the account and signs it in (`Account/ExternalSignUpConfirm`), shows
 * socialLoginCompletedSuccessfully, fires the registration-complete analytics event and goes to
 * `/`. Closing goes to `/` too. A failed external sign-in lands here with `?externalError=`.
 */
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorKeysOfQuery } from '../../../api/errors';
import type { AccountDetails } from '../../../domain/accounts/protocol';
import {
  EXTERNAL_ERROR_PARAM,
  ExternalErrorKey,
  REGISTRATION_COMPLETE_EVENT,
} from '../../../domain/accounts/external';
import { thirdParty } from '../../thirdParty';
import { Modal } from '../../../ui/Modal';
import { useT } from '../../../ui/i18n';
import { notify } from '../../notifications';
import { useExternalSignUpConfirmMutation, useExternalSignUpQuery } from './externalApi';

/** Where Change goes: the login route of the spec's route names (the login modal). */
export const LOGIN_ROUTE = '/login';

const KNOWN_ERRORS = new Set<string>(Object.values(ExternalErrorKey));

export function ExternalSignUpConfirm(props: { onSignedIn?: (details: AccountDetails) => void }) {
  const t = useT();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get(EXTERNAL_ERROR_PARAM);
  const redirectError = raw && KNOWN_ERRORS.has(raw) ? raw : null;
  const pending = useExternalSignUpQuery(undefined, { skip: redirectError !== null });
  const [confirm, confirming] = useExternalSignUpConfirmMutation();
  const data = pending.data;

  async function onConfirm() {
    const answer = await confirm();
    // A failed ExternalSignUpConfirm is only logged (spec shell §8); its key shows below.
    if (answer.error) return console.warn('ExternalSignUpConfirm failed', answer.error);
    dispatch(notify({ kind: 'success', messageKeys: ['socialLoginCompletedSuccessfully'] }));
    thirdParty().analytics.track(REGISTRATION_COMPLETE_EVENT, {
      method: data?.socialType ?? 'external',
    });
    props.onSignedIn?.(answer.data);
    void navigate('/');
  }

  const confirmError = confirming.error ? errorKeysOfQuery(confirming.error)[0] : undefined;
  const message =
    redirectError ?? confirmError ?? (pending.isError ? 'accountConfirmationMissing' : null);

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) void navigate('/');
      }}
      title={t('createAnAccount')}
      testId="account-confirmation"
    >
      {message ? (
        <p role="alert" className="field-error">
          {t(message)}
        </p>
      ) : null}
      {data && !redirectError ? (
        <form
          className="account-confirmation"
          onSubmit={(e) => {
            e.preventDefault();
            void onConfirm();
          }}
        >
          <p>{t('accountConfirmationIntro', { socialType: data.socialType })}</p>
          <dl className="account-confirmation-fields">
            <dt>{t('accountConfirmationFirstName')}</dt>
            <dd data-testid="confirmation-first-name">{data.firstName}</dd>
            <dt>{t('accountConfirmationLastName')}</dt>
            <dd data-testid="confirmation-last-name">{data.lastName}</dd>
            <dt>{t('accountConfirmationEmail')}</dt>
            <dd data-testid="confirmation-email">{data.email}</dd>
          </dl>
          <div className="account-confirmation-actions">
            <button
              type="button"
              className="link-button"
              onClick={() => void navigate(LOGIN_ROUTE)}
            >
              {t('accountConfirmationChange')}
            </button>
            <button type="submit" className="button button-primary" disabled={confirming.isLoading}>
              {t('accountConfirmationConfirm')}
            </button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
