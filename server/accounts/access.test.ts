import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/httpError';
import type { Owner } from '../uploads/owner';
import { requireAdmin, requireOwnership, signInRequired } from './access';
import type { UserRow } from './users';

const user = (roles: string): UserRow => ({
  id: 7,
  email: 'a@example.com',
  first_name: 'A',
  last_name: 'B',
  phone_number: null,
  password_hash: null,
  roles,
  created_at: 0,
  email_confirmed_at: 0,
  pending_email: null,
  language: null,
});

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, body: error.body };
    throw error;
  }
  return null;
};

describe('access rules', () => {
  const guest: Owner = { sessionId: 's-guest', userId: null };
  const signedIn: Owner = { sessionId: 's-user', userId: 7, carriedSessionId: 's-old-guest' };

  it.each([
    ['the guest’s own row', guest, { session_id: 's-guest', user_id: null }, true],
    ['another guest’s row', guest, { session_id: 's-other', user_id: null }, false],
    [
      'a user’s row, to a guest of the same session',
      guest,
      { session_id: 's-guest', user_id: 7 },
      false,
    ],
    ['the user’s own row', signedIn, { session_id: 'anything', user_id: 7 }, true],
    ['another user’s row', signedIn, { session_id: 's-user', user_id: 8 }, false],
    [
      'the carried guest session’s row',
      signedIn,
      { session_id: 's-old-guest', user_id: null },
      true,
    ],
  ])('%s: allowed %s', (_name, owner, row, allowed) => {
    const refused = refusal(() => requireOwnership(row, owner));
    if (allowed) expect(refused).toBeNull();
    else
      expect(refused).toEqual({
        status: 400,
        body: { status: 400, errors: { general: ['wrongUser'] } },
      });
  });

  it('Admin only when the roles list includes Admin', () => {
    expect(refusal(() => requireAdmin(user('["Admin"]')))).toBeNull();
    expect(refusal(() => requireAdmin(user('["Customer"]')))).toEqual({
      status: 403,
      body: { status: 403, errors: { general: ['adminOnly'] } },
    });
  });

  it('a missing session is 401 sessionExpired', () => {
    expect(signInRequired().body).toEqual({ status: 401, errors: { general: ['sessionExpired'] } });
  });
});
