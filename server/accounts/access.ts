/**
 * Access rules other routes use (spec shell §6): `requireUser` for calls that need a signed-in
 * account (401 `sessionExpired` otherwise: the editor marks the session expired and, on add to
 * cart, opens the login modal); `requireAdmin` for Admin-only calls (403: the editor goes to
 * /403/); `requireOwnership` for a design or cart item of another user (400 `wrongUser`: the
 * editor raises the access-denied modal — not 403, which would leave the designer).
 */
import type { FastifyRequest } from 'fastify';
import { ApiErrorKey } from '../../src/domain/apiErrors';
import { AccountErrorKey } from '../../src/domain/accounts/errors';
import { isAdmin, parseRoles } from '../../src/domain/accounts/roles';
import type { Db } from '../db/database';
import { generalError, HttpError } from '../http/httpError';
import type { Owner, OwnerColumns } from '../uploads/owner';
import { isOwnedBy } from '../uploads/owner';
import type { UserRow } from './users';
import { findUserById } from './users';

/** The 401 of a call that needs a signed-in account. */
export function signInRequired(): HttpError {
  return new HttpError(401, generalError(401, ApiErrorKey.sessionExpired));
}

/** The signed-in account of the request; 401 sessionExpired for a guest (or a deleted account). */
export async function requireUser(db: Db, request: FastifyRequest): Promise<UserRow> {
  const userId = request.session.userId;
  if (userId === null) throw signInRequired();
  const user = await findUserById(db, userId);
  if (!user) throw signInRequired();
  return user;
}

/** The account, when its roles include Admin; 403 otherwise. */
export function requireAdmin(user: UserRow): UserRow {
  if (!isAdmin(parseRoles(user.roles)))
    throw new HttpError(403, generalError(403, AccountErrorKey.adminOnly));
  return user;
}

/** Refuses a row (a design, a cart item) the caller does not own: 400 `wrongUser`. */
export function requireOwnership(row: OwnerColumns, owner: Owner): void {
  if (!isOwnedBy(row, owner)) throw new HttpError(400, generalError(400, ApiErrorKey.forbidden));
}
