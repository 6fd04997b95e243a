/**
 * Starts the data sync after a sign-in (spec shell §4: "Sign-in success: sync user data if
 * any"): when the account's details say the session carries a guest's work (`hasSyncData`) —
 * after the login form, a passkey, a provider's round trip or a reload — `SyncUserData` starts
 * the move and the sync-data channel says when it ended (in an embedded header session,
 * `IsAuthenticated` polled: a WebSocket cannot carry the session header). Then the lists that changed owner
 * (designs, cart, uploads) are asked again.
 */
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { errorKeysOfQuery } from '../../api/errors';
import { syncChannelUrl } from '../../domain/accounts/syncMessage';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { hasEmbedSession } from '../../platform/embedSession';
import { waitForSyncFinished } from '../../platform/syncSocket';
import { accountApi, signedInElsewhere } from '../auth';
import { syncApi } from './syncApi';
import { syncEnded, syncStarted } from './syncSlice';
import type { SyncState } from './syncSlice';

/** How long a sync may take before the toast says it failed, ms (the move is rows, not bytes). */
const SYNC_TIMEOUT_MS = 120_000;
/** How often a header session asks whether the sync ended, ms. */
const SYNC_POLL_MS = 1000;

/** Asks `done` every `everyMs` until it says true (true) or `timeoutMs` passed (false). */
async function pollUntil(
  done: () => Promise<boolean>,
  everyMs: number,
  timeoutMs: number,
): Promise<boolean> {
  for (let waited = 0; waited <= timeoutMs; waited += everyMs) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

type State = { sync: SyncState; runtimeConfig: RuntimeConfig };

export function addSyncListeners(middleware: ListenerMiddlewareInstance): void {
  middleware.startListening({
    matcher: isAnyOf(
      accountApi.endpoints.signIn.matchFulfilled,
      accountApi.endpoints.accountDetails.matchFulfilled,
      signedInElsewhere,
    ),
    effect: async (action, api) => {
      const details = (action as { payload?: { hasSyncData?: boolean } | null }).payload;
      const state = api.getState() as State;
      if (!details?.hasSyncData || state.sync.status === 'syncing') return;
      api.dispatch(syncStarted());
      const started = await api.dispatch(syncApi.endpoints.syncUserData.initiate());
      if ('error' in started) {
        api.dispatch(syncEnded({ succeeded: false, errorKeys: errorKeysOfQuery(started.error) }));
        return;
      }
      let result = { succeeded: true, errorKeys: [] as string[] };
      if (started.data.isSyncing && started.data.jobId && hasEmbedSession()) {
        // A header session (a storefront's frame, cookies blocked): a WebSocket cannot carry
        // the header, so the end is read from IsAuthenticated's `isSyncing`, once a second.
        const ended = await pollUntil(
          async () => {
            const query = api.dispatch(
              accountApi.endpoints.isAuthenticated.initiate(undefined, { forceRefetch: true }),
            );
            const r = await query;
            query.unsubscribe();
            return r.data !== undefined && !r.data.isSyncing;
          },
          SYNC_POLL_MS,
          SYNC_TIMEOUT_MS,
        );
        if (!ended) result = { succeeded: false, errorKeys: ['syncFailed'] };
      } else if (started.data.isSyncing && started.data.jobId) {
        const url = syncChannelUrl(state.runtimeConfig.WS_URL, window.location.origin);
        const finished = await waitForSyncFinished(url, started.data.jobId, SYNC_TIMEOUT_MS);
        result = finished
          ? { succeeded: finished.succeeded, errorKeys: finished.errors }
          : { succeeded: false, errorKeys: ['syncFailed'] };
      }
      api.dispatch(baseApi.util.invalidateTags(['Designs', 'Cart', 'Uploads']));
      api.dispatch(syncEnded(result));
    },
  });
}
