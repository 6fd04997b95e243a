/** Recovery (issue 19): the open design kept in IndexedDB and offered back after a crash. */
export { RecoveryOffer } from './RecoveryOffer';
