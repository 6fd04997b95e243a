/**
 * Who owns an upload or image. A guest owns what its session made; a signed-in user owns what
 * was made under its user id, plus the guest (temporary) images of its current session and of
 * the guest session it was signed in from (sign-in replaces the session: `carriedFrom`), so a
 * guest who signs in keeps seeing the uploads made before.
 */
import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { RequestSession } from '../http/session';

/** The caller, from its session. */
export interface Owner {
  sessionId: string;
  /** Null for guests. */
  userId: number | null;
  /** A signed-in session's guest session, whose guest rows it also owns; else null. */
  carriedSessionId?: string | null;
}

/** The owner of a request's session. */
export function ownerOf(session: RequestSession): Owner {
  return {
    sessionId: session.id,
    userId: session.userId,
    carriedSessionId: session.userId === null ? null : session.carriedFrom,
  };
}

/** The guest sessions whose rows without a user `owner` owns. */
function guestSessionsOf(owner: Owner): string[] {
  return owner.carriedSessionId ? [owner.sessionId, owner.carriedSessionId] : [owner.sessionId];
}

/** Whether the caller is signed in. */
export function isSignedIn(owner: Owner): boolean {
  return owner.userId !== null;
}

/** Tables whose rows have an owner (session_id, user_id). */
export type OwnedTable =
  'upload_files' | 'uploaded_images' | 'design_files' | 'saved_designs' | 'cart_items';

/** The owner columns of a row. */
export interface OwnerColumns {
  session_id: string | null;
  user_id: number | null;
}

/** Whether `row` belongs to `owner`. */
export function isOwnedBy(row: OwnerColumns, owner: Owner): boolean {
  if (owner.userId !== null && row.user_id === owner.userId) return true;
  return (
    row.user_id === null &&
    row.session_id !== null &&
    guestSessionsOf(owner).includes(row.session_id)
  );
}

/** The SQL filter of {@link isOwnedBy}, for `.where(ownedBy(owner))`. */
export function ownedBy<TB extends OwnedTable>(owner: Owner) {
  return (eb: ExpressionBuilder<Database, TB>): ExpressionWrapper<Database, TB, SqlBool> => {
    const e = eb as unknown as ExpressionBuilder<Database, OwnedTable>;
    const session = e.and([
      e('user_id', 'is', null),
      e('session_id', 'in', guestSessionsOf(owner)),
    ]);
    const filter =
      owner.userId === null ? session : e.or([e('user_id', '=', owner.userId), session]);
    return filter as unknown as ExpressionWrapper<Database, TB, SqlBool>;
  };
}
