/** Tables of OpenID Connect sign-in and passkeys (migration 0015_external_sign_in). */

/** An account's identity at an OpenID provider. */
export interface ExternalIdentitiesTable {
  /** The provider's issuer URL, as its id token names it. */
  issuer: string;
  /** The provider's `sub` claim. */
  subject: string;
  user_id: number;
  /** The configured provider's name (`google`…). */
  provider: string;
  /** The address the provider gave when linked (normal form), if any. */
  email: string | null;
  /** ms since the epoch. */
  created_at: number;
}

/** A WebAuthn credential of an account. */
export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: number;
  /** COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 for those that keep none). */
  counter: number;
  /** JSON array of transports (`internal`, `usb`, `hybrid`…). */
  transports: string;
  name: string;
  /** ms. */
  created_at: number;
  /** ms; null until first used to sign in. */
  last_used_at: number | null;
}

/** A sign-in step waiting for its answer, bound to a session, used once. */
export interface SignInChallengesTable {
  /** SHA-256 (hex) of the OpenID state, or a random id. */
  id: string;
  session_id: string;
  /** `oidc` | `passkeyRegistration` | `passkeyAuthentication` | `externalSignUp`. */
  purpose: string;
  /** JSON: what the answer is checked against. */
  data: string;
  /** ms. */
  created_at: number;
  /** ms. */
  expires_at: number;
}

/** The tables above, merged into the Database interface. */
export interface ExternalTables {
  external_identities: ExternalIdentitiesTable;
  passkeys: PasskeysTable;
  sign_in_challenges: SignInChallengesTable;
}
