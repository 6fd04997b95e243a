/**
 * External sign-in (OpenID Connect) and passkeys: the calls' payloads, answers and error keys
 * (README, Accounts: "OpenID Connect and passkeys"). The server sends these and the editor reads
 * them; each error key is a translation key (server/db/translations/en.errors.json).
 */

/** Error keys of external sign-in and passkeys. */
export const ExternalErrorKey = {
  /** No provider of that name is configured. */
  externalProviderUnknown: 'externalProviderUnknown',
  /** The provider's answer failed a check (state, code, id token, nonce) or it was unreachable. */
  externalSignInFailed: 'externalSignInFailed',
  /** The provider gave no e-mail address: an account cannot be made. */
  externalEmailMissing: 'externalEmailMissing',
  /** No external sign-up waits for confirmation in this session (expired or done). */
  externalSignUpExpired: 'externalSignUpExpired',
  /** The passkey could not be checked (unknown, wrong challenge, origin or signature). */
  passkeyFailed: 'passkeyFailed',
  /** No passkey of that id in the account. */
  passkeyNotFound: 'passkeyNotFound',
} as const;
export type ExternalErrorKey = (typeof ExternalErrorKey)[keyof typeof ExternalErrorKey];

/** `GET Account/ExternalProviders`: the sign-in buttons. */
export interface ExternalProvider {
  name: string;
  displayName: string;
  /** Where the button navigates (a full page load: the provider's page follows). */
  startUrl: string;
}

/** `GET Account/ExternalSignUp` (spec shell §3 accountConfirmationData). */
export interface AccountConfirmationData {
  email: string;
  /** The provider's name (`google`, `facebook`…). */
  socialType: string;
  firstName: string;
  lastName: string;
}

/** A passkey of the signed-in account (`GET Account/Passkeys`). */
export interface PasskeySummary {
  id: string;
  name: string;
  /** ms since the epoch. */
  createdAt: number;
  /** ms; null until used. */
  lastUsedAt: number | null;
}

/** Longest passkey name, characters. */
export const PASSKEY_NAME_MAX = 100;

/** The designer's route the callback sends a new external account to (spec shell §2). */
export const ACCOUNT_CONFIRMATION_ROUTE = '/designer/account-confirmation';

/** Query parameter carrying an external sign-in's error key to that route. */
export const EXTERNAL_ERROR_PARAM = 'externalError';

/** The analytics event of a completed registration (spec shell §4). */
export const REGISTRATION_COMPLETE_EVENT = 'registration_complete';
