/**
 * `POST Account/GenerateVisitorToken?userId` (spec shell §7, "for the chat"): the chat's signed
 * visitor token (server/accounts/visitorToken.ts). A signed-in user gets one for their own
 * account; only an Admin (spec shell §6) may ask for another account's — the support desk
 * opening a customer's conversation. Guests 401 `sessionExpired`; another user's id 403
 * `adminOnly`; an unknown account 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../accounts/context';
import { requireAdmin, requireUser } from '../accounts/access';
import { findUserById } from '../accounts/users';
import { visitorToken } from '../accounts/visitorToken';
import { HttpError } from '../http/httpError';

/** The answer: the token and when it stops working (ms since the epoch). */
export interface VisitorTokenAnswer {
  token: string;
  expiresAt: number;
}

const accountVisitorTokenRoutes: FastifyPluginAsync<{ accounts: AccountContext }> = async (
  app,
  { accounts: ctx },
) => {
  app.post<{ Querystring: { userId: string } }>(
    '/Account/GenerateVisitorToken',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['userId'],
          // Query text is read as an integer here only (the app does not coerce types).
          properties: { userId: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
        },
      },
    },
    async (request): Promise<VisitorTokenAnswer> => {
      const user = await requireUser(ctx.db, request);
      const userId = Number(request.query.userId);
      if (userId !== user.id) {
        requireAdmin(user);
        if (!(await findUserById(ctx.db, userId))) throw HttpError.notFound();
      }
      const now = ctx.now();
      const token = visitorToken(ctx.keys.secret, userId, now);
      return { token, expiresAt: Number(token.split('.')[2]) };
    },
  );
};

/** Account/GenerateVisitorToken. */
export default accountVisitorTokenRoutes;
