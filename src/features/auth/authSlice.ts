/**
 * Auth state (spec shell §3 "Auth state", §4 "Authentication"): which account modal is open, the
 * signed-in user, the sign-in / sign-up / forgot-password submit errors (the first field's
 * first message), `signUpSuccess`, the prefilled address, the access-denied modal and the
 * human-verification state. Modals are driven by the account calls' own actions:
 *
 * - sign-in success closes login and registration and stores the user;
 * - sign-up success stores `signUpSuccess`; closing the notification then opens login;
 * - forgot-password success closes every modal; opening forgot-password clears sign-in errors;
 * - sign-out clears the user; a 401 marks the session expired.
 */
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { accessDenied, sessionExpired } from '../../api/baseApi';
import type { FormError } from '../../domain/accounts/fieldErrors';
import { firstFormError } from '../../domain/accounts/fieldErrors';
import type { AccountDetails } from '../../domain/accounts/protocol';
import type { RecaptchaState } from '../../domain/accounts/humanVerification';
import { dismiss } from '../notifications';
import { accountApi } from './accountApi';

export type AccountModal = 'login' | 'registration' | 'forgotPassword';

/** The form fields each modal shows (a field error elsewhere shows for the whole form). */
export const FORM_FIELDS = {
  login: ['username', 'password'],
  registration: ['email', 'firstName', 'lastName', 'phoneNumber', 'password'],
  forgotPassword: ['email'],
  newPassword: ['password', 'confirmPassword'],
} as const;

export interface AuthState {
  open: AccountModal | null;
  /** Known after `IsAuthenticated` (null until then). */
  isAuthenticated: boolean | null;
  user: AccountDetails | null;
  signUpSuccess: boolean;
  prefilledEmail: string;
  errors: Record<AccountModal, FormError | null>;
  accessDeniedOpen: boolean;
  sessionExpired: boolean;
  recaptcha: RecaptchaState;
  /** The dialog shown after the script failed: retry, then contact (spec shell §8). */
  recaptchaDialog: 'retry' | 'contact' | null;
}

const noErrors = (): AuthState['errors'] => ({
  login: null,
  registration: null,
  forgotPassword: null,
});

export const initialAuthState: AuthState = {
  open: null,
  isAuthenticated: null,
  user: null,
  signUpSuccess: false,
  prefilledEmail: '',
  errors: noErrors(),
  accessDeniedOpen: false,
  sessionExpired: false,
  recaptcha: 'unset',
  recaptchaDialog: null,
};

const api = accountApi.endpoints;

/** The body of a rejected call's answer (undefined for a network failure). */
const bodyOf = (payload: unknown) =>
  typeof payload === 'object' && payload !== null
    ? (payload as { data?: unknown }).data
    : undefined;

const slice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Signed in without the login form (a passkey): the account's details, modals closed. */
    signedInElsewhere(state, action: PayloadAction<AuthState['user']>) {
      state.user = action.payload;
      state.isAuthenticated = true;
      state.sessionExpired = false;
      state.open = null;
      state.errors = noErrors();
    },
    accountModalOpened(state, action: PayloadAction<{ modal: AccountModal; email?: string }>) {
      state.open = action.payload.modal;
      if (action.payload.email !== undefined) state.prefilledEmail = action.payload.email;
      state.errors[action.payload.modal] = null;
      // Spec shell §4: opening forgot-password clears sign-in errors.
      if (action.payload.modal === 'forgotPassword') state.errors.login = null;
    },
    accountModalClosed(state) {
      state.open = null;
      state.errors = noErrors();
    },
    accessDeniedClosed(state) {
      state.accessDeniedOpen = false;
    },
    recaptchaStateChanged(state, action: PayloadAction<RecaptchaState>) {
      state.recaptcha = action.payload;
      if (action.payload === 'failed')
        state.recaptchaDialog = state.recaptchaDialog === null ? 'retry' : 'contact';
      if (action.payload === 'ready') state.recaptchaDialog = null;
    },
    recaptchaDialogClosed(state) {
      state.recaptchaDialog = null;
    },
  },
  extraReducers(builder) {
    builder
      .addCase(accessDenied, (state) => {
        state.accessDeniedOpen = true;
      })
      .addCase(sessionExpired, (state) => {
        state.sessionExpired = true;
        state.isAuthenticated = false;
        state.user = null;
      })
      .addCase(dismiss, (state) => {
        // Spec shell §4: the notification closed with signUpSuccess set opens login.
        if (!state.signUpSuccess) return;
        state.signUpSuccess = false;
        state.open = 'login';
      })
      .addMatcher(api.isAuthenticated.matchFulfilled, (state, action) => {
        state.isAuthenticated = action.payload.isAuthenticated;
        if (!action.payload.isAuthenticated) state.user = null;
      })
      .addMatcher(
        isAnyOf(api.accountDetails.matchFulfilled, api.signIn.matchFulfilled),
        (state, action) => {
          state.user = action.payload;
          state.isAuthenticated = true;
          state.sessionExpired = false;
        },
      )
      .addMatcher(api.signIn.matchFulfilled, (state) => {
        state.open = null;
        state.errors = noErrors();
      })
      .addMatcher(api.signUp.matchFulfilled, (state, action) => {
        state.open = null;
        state.errors = noErrors();
        state.signUpSuccess = true;
        state.prefilledEmail = action.meta.arg.originalArgs.email.trim();
      })
      .addMatcher(api.forgotPassword.matchFulfilled, (state) => {
        state.open = null;
        state.errors = noErrors();
      })
      .addMatcher(api.signOut.matchFulfilled, (state) => {
        state.user = null;
        state.isAuthenticated = false;
      })
      .addMatcher(api.signIn.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        state.errors.login = firstFormError(bodyOf(action.payload), FORM_FIELDS.login);
      })
      .addMatcher(api.signUp.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        state.errors.registration = firstFormError(
          bodyOf(action.payload),
          FORM_FIELDS.registration,
        );
      })
      .addMatcher(api.forgotPassword.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        state.errors.forgotPassword = firstFormError(
          bodyOf(action.payload),
          FORM_FIELDS.forgotPassword,
        );
      });
  },
});

export const {
  signedInElsewhere,
  accountModalOpened,
  accountModalClosed,
  accessDeniedClosed,
  recaptchaStateChanged,
  recaptchaDialogClosed,
} = slice.actions;
export const authReducer = slice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (s: WithAuth) => s.auth;
export const selectOpenAccountModal = (s: WithAuth) => s.auth.open;
export const selectUser = (s: WithAuth) => s.auth.user;
export const selectIsAuthenticated = (s: WithAuth) => s.auth.isAuthenticated === true;
