/**
 * Passkeys (WebAuthn, @simplewebauthn/server). The relying party is PUBLIC_ORIGIN: its host is
 * the RP id and it is the only origin accepted. Each ceremony's challenge is stored server-side
 * for the session (one per purpose: a new one replaces the last) and taken — deleted — by the
 * verification that reads it, whatever the outcome, so a response cannot be replayed.
 */
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { PasskeySummary } from '../../src/domain/accounts/external';
import { PASSKEY_NAME_MAX } from '../../src/domain/accounts/external';
import type { UserRow } from '../accounts/users';
import type { Db } from '../db/database';
import { putChallenge, takeSessionChallenge } from './challenges';
import type { ExternalContext } from './context';

/** The relying party of PUBLIC_ORIGIN. */
export function relyingParty(ctx: ExternalContext): { rpID: string; origin: string } {
  const origin = ctx.accounts.config.publicOrigin;
  return { rpID: new URL(origin).hostname, origin };
}

const RP_NAME = 'Print Designer';

/** The account's passkeys, newest first. */
export async function listPasskeys(db: Db, userId: number): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
  }));
}

/** Registration options for `user`; the challenge is kept for the session. */
export async function registrationOptions(
  ctx: ExternalContext,
  sessionId: string,
  user: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { db } = ctx.accounts;
  const existing = await db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(ctx).rpID,
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim() || user.email,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.id,
      transports: JSON.parse(p.transports) as AuthenticatorTransport[],
    })),
    // Discoverable, so the sign-in needs no address typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(ctx, sessionId, 'passkeyRegistration', options.challenge, user.id);
  return options;
}

async function keepChallenge(
  ctx: ExternalContext,
  sessionId: string,
  purpose: 'passkeyRegistration' | 'passkeyAuthentication',
  challenge: string,
  userId: number | null,
): Promise<void> {
  await putChallenge(ctx.accounts.db, {
    secret: challenge,
    sessionId,
    purpose,
    data: { challenge, userId },
    now: ctx.accounts.now(),
    lifetimeMs: ctx.config.challengeMs,
    single: true,
  });
}

interface KeptChallenge {
  challenge: string;
  userId: number | null;
}

/** Verifies a registration and stores the passkey; false when any check fails. */
export async function registerPasskey(
  ctx: ExternalContext,
  sessionId: string,
  user: UserRow,
  response: RegistrationResponseJSON,
  name: string,
): Promise<boolean> {
  const { db } = ctx.accounts;
  const kept = await takeSessionChallenge<KeptChallenge>(
    db,
    sessionId,
    'passkeyRegistration',
    ctx.accounts.now(),
  );
  if (!kept || kept.userId !== user.id) return false;
  const { rpID, origin } = relyingParty(ctx);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: kept.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return false;
  const { credential } = result.registrationInfo;
  const inserted = await db
    .insertInto('passkeys')
    .values({
      id: credential.id,
      user_id: user.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name: name.trim().slice(0, PASSKEY_NAME_MAX) || 'Passkey',
      created_at: ctx.accounts.now(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Authentication options (any of the site's passkeys); the challenge is kept for the session. */
export async function authenticationOptions(
  ctx: ExternalContext,
  sessionId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    userVerification: 'preferred',
  });
  await keepChallenge(ctx, sessionId, 'passkeyAuthentication', options.challenge, null);
  return options;
}

/** The account a passkey assertion proves; null when any check fails. */
export async function authenticatePasskey(
  ctx: ExternalContext,
  sessionId: string,
  response: AuthenticationResponseJSON,
): Promise<number | null> {
  const { db } = ctx.accounts;
  const kept = await takeSessionChallenge<KeptChallenge>(
    db,
    sessionId,
    'passkeyAuthentication',
    ctx.accounts.now(),
  );
  if (!kept) return null;
  const row = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('id', '=', response.id)
    .executeTakeFirst();
  if (!row) return null;
  const { rpID, origin } = relyingParty(ctx);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: kept.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: row.id,
      publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
      counter: Number(row.counter),
      transports: JSON.parse(row.transports) as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  await db
    .updateTable('passkeys')
    .set({ counter: result.authenticationInfo.newCounter, last_used_at: ctx.accounts.now() })
    .where('id', '=', row.id)
    .execute();
  return row.user_id;
}
