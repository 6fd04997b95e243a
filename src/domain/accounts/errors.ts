/**
 * Error keys of the account calls (spec shell §7 "Account and session", §8). Each is a
 * translation key (server/db/translations/en.errors.json); field errors come back under
 * `domainValidations.<field>` (spec shell §5: "Registration: errors come back as a field-keyed
 * list; the first field's first message shows on that field").
 */
export const AccountErrorKey = {
  /** Not an e-mail address (or longer than 254 characters). */
  invalidEmail: 'invalidEmail',
  /** Fewer than {@link PASSWORD_MIN_LENGTH} characters. */
  passwordTooShort: 'passwordTooShort',
  /** More than {@link PASSWORD_MAX_LENGTH} characters. */
  passwordTooLong: 'passwordTooLong',
  /** One of the most common passwords (the list the server ships). */
  passwordTooCommon: 'passwordTooCommon',
  /** The confirmation differs from the password. */
  passwordsDoNotMatch: 'passwordsDoNotMatch',
  /** A first or last name over its length. */
  nameTooLong: 'nameTooLong',
  invalidPhoneNumber: 'invalidPhoneNumber',
  /** Sign-in refused: unknown address or wrong password (never says which). */
  invalidUsernameOrPassword: 'invalidUsernameOrPassword',
  /** The password is right but the address is not confirmed yet (the client offers a resend). */
  pleaseConfirmEmail: 'pleaseConfirmEmail',
  /** The current password given to change the password or the address is wrong. */
  currentPasswordInvalid: 'currentPasswordInvalid',
  /** A confirmation, reset or create-password link that is unknown, used or expired. */
  invalidToken: 'invalidToken',
  /** The confirmed new address belongs to another account meanwhile. */
  emailTaken: 'emailTaken',
  /** SignUp or SignIn with a human-verification token the provider refused (spec shell §8). */
  invalidReCaptchaToken: 'invalidReCaptchaToken',
  /** `Languages/set` with a language the catalogue has no translations for. */
  languageNotSupported: 'languageNotSupported',
  /** A call only an Admin may make (403). */
  adminOnly: 'adminOnly',
} as const;
export type AccountErrorKey = (typeof AccountErrorKey)[keyof typeof AccountErrorKey];

/** Fewest characters of a password (NIST SP 800-63B: at least 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** Most characters of a password: bounds the hashing work an anonymous caller can ask for. */
export const PASSWORD_MAX_LENGTH = 128;
