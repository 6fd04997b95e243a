/** `POST Account/SyncUserData` (spec shell §7): starts moving the guest's work. */
import { baseApi } from '../../api/baseApi';

export interface SyncStart {
  isSyncing: boolean;
  jobId: string | null;
}

export const syncApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    syncUserData: build.mutation<SyncStart, void>({
      query: () => ({ url: 'Account/SyncUserData', method: 'POST' }),
    }),
  }),
});
