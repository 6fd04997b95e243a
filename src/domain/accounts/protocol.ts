/**
 * The account calls' payloads and answers (spec shell §7 "Account and session"; README,
 * Accounts). The server sends these and the editor reads them.
 */

/** `POST Account/SignIn`. `username` is the e-mail address. */
export interface SignInRequest {
  username: string;
  password: string;
  /** Ignored until human verification is configured. */
  reCaptchaToken?: string;
}

/** The signed-in user (spec shell §3 User), answered by SignIn, Details and Profile. */
export interface AccountDetails {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  roles: string[];
  /** Whether the guest session this one was signed in from left uploads or designs to move. */
  hasSyncData: boolean;
  /** A new address waiting for its confirmation (`PUT Account/Email`), else null. */
  pendingEmail: string | null;
}

/** `GET Account/IsAuthenticated`. */
export interface IsAuthenticatedAnswer {
  isAuthenticated: boolean;
  /** A guest's data being moved into the account (always false until the sync exists). */
  isSyncing: boolean;
}

/** `POST account/resetPassword` and `account/createPasswordConfirm` (spec shell §5). */
export interface NewPasswordRequest {
  password: string;
  confirmPassword: string;
  email: string;
  token: string;
}

/** `PUT Account/Password`. */
export interface ChangePasswordRequest {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** `PUT Account/Email`: the new address, confirmed by a link sent to it. */
export interface ChangeEmailRequest {
  email: string;
  /** The current password: a session left open elsewhere cannot take the account. */
  password: string;
}

/** `POST Account/ConfirmEmail` (the designer's confirm-email route calls it with the link's query). */
export interface ConfirmEmailRequest {
  email: string;
  token: string;
}

/** `GET Profile/IsUserEmailExists?email`. */
export interface EmailExistsAnswer {
  exists: boolean;
}

/** The designer's routes the mails link to (spec shell §2 route-segment names). */
export const ACCOUNT_LINK_ROUTES = {
  confirmEmail: '/designer/confirm-email',
  resetPassword: '/designer/reset-password',
  createPassword: '/designer/create-password',
} as const;
