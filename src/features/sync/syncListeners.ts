/**
 * Starts the data sync after a sign-in (spec shell §4: "Sign-in success: sync user data if
 * any"): when the account's details say the session carries a guest's work (`hasSyncData`) —
 * after the login form, a passkey, a provider's round trip or a reload — `SyncUserData` starts
 * the move and the sync-data channel says when it ended. Then the lists that changed owner
 * (designs, cart, uploads) are asked again.
 */
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { errorKeysOfQuery } from '../../api/errors';
import { syncChannelUrl } from '../../domain/accounts/syncMessage';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { waitForSyncFinished } from '../../platform/syncSocket';
import { accountApi, signedInElsewhere } from '../auth';
import { syncApi } from './syncApi';
import { syncEnded, syncStarted } from './syncSlice';
import type { SyncState } from './syncSlice';

/** How long a sync may take before the toast says it failed, ms (the move is rows, not bytes). */
const SYNC_TIMEOUT_MS = 120_000;

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
      if (started.data.isSyncing && started.data.jobId) {
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
