/**
 * Signing out (spec shell §2, §4): `GET Account/SignOut`, then the browser goes to / unless it is
 * on a designer path, where it stays (the store forgets the user; the visitor's data refetch).
 */
import { useCallback } from 'react';
import { afterSignOutPath } from '../../domain/accounts/userMenu';
import { useSignOutMutation } from './accountApi';

export function useSignOut(): () => Promise<void> {
  const [signOut] = useSignOutMutation();
  return useCallback(async () => {
    await signOut();
    const next = afterSignOutPath(window.location.pathname);
    if (next !== null) window.location.assign(next);
  }, [signOut]);
}
