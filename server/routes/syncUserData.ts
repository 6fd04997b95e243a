/**
 * `POST Account/SyncUserData` (spec shell §7; issue 18 "Guest work carried into the account"):
 * moves the uploads, design files, saved designs and cart items of the guest session the caller
 * signed in from into the account (server/sync). Answers at once `{isSyncing, jobId}`; the end
 * comes as `SyncFinished` on the sync-data channel, and `Account/IsAuthenticated` says
 * `isSyncing` until then. Nothing to move (no guest session carried): `{isSyncing: false,
 * jobId: null}`. Guests: 401 `sessionExpired`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AccountContext } from '../accounts/context';
import { requireUser } from '../accounts/access';
import type { SyncStart, UserDataSync } from '../sync/userDataSync';

export interface SyncRouteOptions {
  accounts: AccountContext;
  sync: UserDataSync;
}

const syncUserDataRoutes: FastifyPluginAsync<SyncRouteOptions> = async (app, options) => {
  app.post('/Account/SyncUserData', async (request): Promise<SyncStart> => {
    const user = await requireUser(options.accounts.db, request);
    return options.sync.start(user.id, request.session.id, request.session.carriedFrom);
  });
};

/** Account/SyncUserData. */
export default syncUserDataRoutes;
