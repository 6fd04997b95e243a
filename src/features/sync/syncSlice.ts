/**
 * The data sync's state (spec shell §3 userDataSyncing, userDataSyncStatus; §4 "Data sync"):
 * after a sign-in the guest's work moves into the account; the sync toast shows its progress,
 * then its success or the error keys of its failure.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type SyncStatus = 'idle' | 'syncing' | 'succeeded' | 'failed';

export interface SyncState {
  status: SyncStatus;
  /** Translation keys of what went wrong (failed) or was left (succeeded with notes). */
  errorKeys: string[];
}

const initialState: SyncState = { status: 'idle', errorKeys: [] };

const slice = createSlice({
  name: 'sync',
  initialState,
  reducers: {
    syncStarted: () => ({ status: 'syncing' as const, errorKeys: [] }),
    syncEnded(_state, action: PayloadAction<{ succeeded: boolean; errorKeys: string[] }>) {
      return {
        status: action.payload.succeeded ? ('succeeded' as const) : ('failed' as const),
        errorKeys: action.payload.errorKeys,
      };
    },
    syncToastDismissed: () => initialState,
  },
});

export const { syncStarted, syncEnded, syncToastDismissed } = slice.actions;
export const syncReducer = slice.reducer;
export const selectSync = (s: { sync: SyncState }) => s.sync;
