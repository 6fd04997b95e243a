/**
 * The account calls (spec shell §7 "Account and session"; README, Accounts), on the one API.
 * Signing in or out invalidates what belongs to the visitor (uploads, designs, cart, account):
 * the design count and cart quantity refresh (spec shell §4: "Sign-in success: … refresh cart
 * quantity and design count").
 */
import { baseApi, LANGUAGE_DEPENDENT_TAGS } from '../../api/baseApi';
import type {
  AccountDetails,
  ConfirmEmailRequest,
  IsAuthenticatedAnswer,
  NewPasswordRequest,
  SignInRequest,
} from '../../domain/accounts/protocol';
import type { SignUpRequest } from '../../domain/accounts/signUp';

/** Calls answering `{ok: true}`. */
export interface Accepted {
  ok: true;
}

/** Which password link a page completes (spec: reset-password and create-password routes). */
export type PasswordLinkKind = 'resetPassword' | 'createPassword';

const VISITOR_DATA = ['Account', 'Uploads', 'Designs', 'Cart'] as const;

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    isAuthenticated: build.query<IsAuthenticatedAnswer, void>({
      query: () => 'Account/IsAuthenticated',
      providesTags: ['Account'],
    }),
    accountDetails: build.query<AccountDetails, void>({
      query: () => 'Account/Details',
      providesTags: ['Account'],
    }),
    signIn: build.mutation<AccountDetails, SignInRequest>({
      query: (body) => ({ url: 'Account/SignIn', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...VISITOR_DATA] : []),
    }),
    signUp: build.mutation<Accepted, SignUpRequest>({
      query: (body) => ({ url: 'Account/SignUp', method: 'POST', body }),
    }),
    signOut: build.mutation<IsAuthenticatedAnswer, void>({
      query: () => 'Account/SignOut',
      invalidatesTags: [...VISITOR_DATA],
    }),
    forgotPassword: build.mutation<Accepted, { email: string }>({
      query: (body) => ({ url: 'Account/ForgotPassword', method: 'POST', body }),
    }),
    newPassword: build.mutation<Accepted, NewPasswordRequest & { kind: PasswordLinkKind }>({
      query: ({ kind, ...body }) => ({
        url: kind === 'resetPassword' ? 'account/resetPassword' : 'account/createPasswordConfirm',
        method: 'POST',
        body,
      }),
    }),
    confirmEmail: build.mutation<{ emailConfirmed: true; email: string }, ConfirmEmailRequest>({
      query: (body) => ({ url: 'Account/ConfirmEmail', method: 'POST', body }),
    }),
    resendConfirmation: build.mutation<Accepted, { email: string }>({
      query: (body) => ({ url: 'Account/ResendConfirmation', method: 'POST', body }),
    }),
    /**
     * `GET Designer/Quantity`, the saved-designs count (the saved-designs server answers it). Any
     * failure — a server without it (404), a guest it refuses — means "no count", never
     * "signed out": the access answers are left out.
     */
    designQuantity: build.query<number | null, void>({
      query: () => 'Designer/Quantity',
      extraOptions: { ignoreAccessAnswers: true },
      transformResponse: (raw: unknown) => quantityOf(raw),
      providesTags: ['Designs'],
    }),
    setLanguage: build.mutation<{ code: string }, { code: string }>({
      query: (body) => ({ url: 'Languages/set', method: 'POST', body }),
      // The catalogue's names come in the new language: asked again.
      invalidatesTags: [...LANGUAGE_DEPENDENT_TAGS],
    }),
  }),
});

/** The count in `Designer/Quantity`'s answer: a number, or `{quantity}` / `{count}`. */
export function quantityOf(raw: unknown): number | null {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'object' && raw !== null) {
    const r = raw as Record<string, unknown>;
    for (const key of ['quantity', 'count', 'data'])
      if (typeof r[key] === 'number') return r[key] as number;
  }
  return null;
}

export const {
  useIsAuthenticatedQuery,
  useAccountDetailsQuery,
  useSignInMutation,
  useSignUpMutation,
  useSignOutMutation,
  useForgotPasswordMutation,
  useNewPasswordMutation,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useDesignQuantityQuery,
} = accountApi;
