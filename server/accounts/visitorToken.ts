/**
 * The chat's visitor token (spec shell §7 `Account/GenerateVisitorToken?userId`, "for the
 * chat"): a signed statement "this chat visitor is account {userId}" that the embedded chat
 * passes to its service, so a visitor cannot claim another account's conversation by typing
 * its id. Format `v1.{userId}.{expiresAt ms}.{HMAC-SHA256 base64url}`, keyed with a key derived
 * from the session secret (never the secret itself), valid {@link VISITOR_TOKEN_LIFETIME_MS}.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** One hour, ms: a chat opened later asks again. */
export const VISITOR_TOKEN_LIFETIME_MS = 3_600_000;

function chatKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('chat-visitor-token').digest();
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', chatKey(secret)).update(payload).digest('base64url');
}

/** A token for `userId`, valid until `now + VISITOR_TOKEN_LIFETIME_MS`. */
export function visitorToken(secret: string, userId: number, now: number): string {
  const payload = `v1.${userId}.${now + VISITOR_TOKEN_LIFETIME_MS}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The account a token names, or null when it is forged, altered or expired at `now`. */
export function verifyVisitorToken(secret: string, token: string, now: number): number | null {
  const match = /^(v1\.(\d{1,15})\.(\d{1,15}))\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload, userId, expiresAt, mac] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expiresAt) > now ? Number(userId) : null;
}
