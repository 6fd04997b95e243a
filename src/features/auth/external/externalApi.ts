/**
 * The external sign-in and passkey calls (README, Accounts "OpenID Connect and passkeys"),
 * injected into the one API.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { baseApi } from '../../../api/baseApi';
import type {
  AccountConfirmationData,
  ExternalProvider,
  PasskeySummary,
} from '../../../domain/accounts/external';
import type { AccountDetails, IsAuthenticatedAnswer } from '../../../domain/accounts/protocol';

export const externalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    externalProviders: build.query<ExternalProvider[], void>({
      query: () => 'Account/ExternalProviders',
    }),
    externalSignUp: build.query<AccountConfirmationData, void>({
      query: () => 'Account/ExternalSignUp',
    }),
    externalSignUpConfirm: build.mutation<AccountDetails, void>({
      query: () => ({ url: 'Account/ExternalSignUpConfirm', method: 'POST', body: {} }),
    }),
    /** Asked before the passkey list: a guest's 401 would mark the session expired. */
    signedIn: build.query<IsAuthenticatedAnswer, void>({ query: () => 'Account/IsAuthenticated' }),
    passkeys: build.query<PasskeySummary[], void>({ query: () => 'Account/Passkeys' }),
    passkeyRegistrationOptions: build.mutation<PublicKeyCredentialCreationOptionsJSON, void>({
      query: () => ({ url: 'Account/Passkeys/RegistrationOptions', method: 'POST', body: {} }),
    }),
    passkeyRegister: build.mutation<
      PasskeySummary[],
      { response: RegistrationResponseJSON; name: string }
    >({
      query: (body) => ({ url: 'Account/Passkeys/Register', method: 'POST', body }),
    }),
    passkeyRemove: build.mutation<PasskeySummary[], string>({
      query: (id) => ({ url: `Account/Passkeys/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
    passkeyAuthenticationOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, void>({
      query: () => ({ url: 'Account/Passkeys/AuthenticationOptions', method: 'POST', body: {} }),
    }),
    passkeySignIn: build.mutation<AccountDetails, { response: AuthenticationResponseJSON }>({
      query: (body) => ({ url: 'Account/Passkeys/SignIn', method: 'POST', body }),
    }),
  }),
});

export const {
  useExternalProvidersQuery,
  useExternalSignUpQuery,
  useExternalSignUpConfirmMutation,
  usePasskeysQuery,
  useSignedInQuery,
  usePasskeyRegistrationOptionsMutation,
  usePasskeyRegisterMutation,
  usePasskeyRemoveMutation,
  usePasskeyAuthenticationOptionsMutation,
  usePasskeySignInMutation,
} = externalApi;
