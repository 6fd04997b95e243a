/**
 * The embedded editor's session (issue 20): in a storefront's iframe the session token and its
 * anti-forgery token come from `POST Embed/Session` after the handshake, live in this frame's
 * memory only (never storage, never a URL), and go with every API request as headers —
 * `X-Designer-Session` and `X-XSRF-TOKEN` — so no third-party cookie is needed. Outside an
 * iframe (or before the handshake) nothing is set and the cookies work as before.
 */

/** Header of the session token (server/http/session.ts reads it). */
export const EMBED_SESSION_HEADER = 'X-Designer-Session';

/** Answer header of a rotated session's anti-forgery token (server/accounts/sessionRotation). */
const ROTATED_XSRF_HEADER = 'X-XSRF-TOKEN';

let current: { token: string; xsrf: string } | null = null;
const rotationListeners = new Set<() => void>();
let gate: Promise<void> = Promise.resolve();
let openGate: () => void = () => undefined;

/**
 * Holds the API calls until the header session is set, or `timeoutMs` passed (a parent that
 * never makes the handshake: the cookies are used). A framed editor's calls would otherwise go
 * out without a session a third-party frame can keep, and be refused.
 */
export function holdUntilEmbedSession(timeoutMs: number): void {
  gate = new Promise<void>((resolve) => {
    openGate = resolve;
    setTimeout(resolve, timeoutMs);
  });
}

/** Resolves when API calls may go out (at once, unless held above). */
export function embedSessionGate(): Promise<void> {
  return gate;
}

/** Sets the header session (after Embed/Session answered) and lets held calls go. */
export function setEmbedSession(session: { token: string; xsrf: string } | null): void {
  current = session;
  openGate();
}

/**
 * Takes the new session a sign-in or sign-out answer hands a header session (its
 * `X-Designer-Session` and `X-XSRF-TOKEN` headers: the server rotated the session, and the old
 * token names nothing now). True when it did; nothing happens outside a header session.
 */
export function adoptRotatedSession(headers: Headers | undefined): boolean {
  const token = headers?.get(EMBED_SESSION_HEADER);
  const xsrf = headers?.get(ROTATED_XSRF_HEADER);
  if (!current || !token || !xsrf || token === current.token) return false;
  current = { token, xsrf };
  for (const listener of rotationListeners) listener();
  return true;
}

/** Calls `listener` after each rotation adopted; returns the unsubscribe function. */
export function onEmbedSessionRotated(listener: () => void): () => void {
  rotationListeners.add(listener);
  return () => rotationListeners.delete(listener);
}

/** Lets held calls go without a header session (the handshake failed). */
export function releaseEmbedSessionGate(): void {
  openGate();
}

/** Whether requests carry the header session. */
export function hasEmbedSession(): boolean {
  return current !== null;
}

/** The session header to send, or none. */
export function embedSessionHeaders(): Record<string, string> {
  return current ? { [EMBED_SESSION_HEADER]: current.token } : {};
}

/** The anti-forgery token of the header session, or null (the cookie's is used then). */
export function embedXsrfToken(): string | null {
  return current?.xsrf ?? null;
}

/**
 * Fetches an API resource with the header session (images of the shopper's uploads, which an
 * `<img>` could only fetch with a cookie).
 */
export function fetchWithSession(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [k, v] of Object.entries(embedSessionHeaders())) headers.set(k, v);
  return fetch(url, { ...init, headers, credentials: current ? 'omit' : init.credentials });
}
