/** Moving a guest's work into the account after sign-in (issue 18): the sync and its toast. */
export { SyncToast } from './SyncToast';
export { addSyncListeners } from './syncListeners';
export { syncReducer } from './syncSlice';
