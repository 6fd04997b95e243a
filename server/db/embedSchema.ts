/** Tables of the embedded editor's sessions (issue 20, migration 0018). */

/**
 * A single-use, short-lived code that resumes an embedded editor's session in a new frame of
 * the same storefront page: the storefront keeps the code, never the session token.
 */
export interface EmbedResumeCodesTable {
  /** SHA-256 (hex) of the code: a leaked database cannot redeem codes. */
  id: string;
  /** The session's token, sealed (AES-256-GCM under a key derived from the session secret). */
  sealed_token: string;
  /** The session it resumes (sessions.id), for deleting its codes with it. */
  session_id: string;
  /** ms since the epoch. */
  created_at: number;
  expires_at: number;
  /** Set when redeemed: a code works once. */
  used_at: number | null;
}

export interface EmbedTables {
  embed_resume_codes: EmbedResumeCodesTable;
}
