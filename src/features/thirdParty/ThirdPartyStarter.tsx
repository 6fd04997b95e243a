/**
 * Starts the third-party pieces from the `configs` website configuration and the runtime
 * configuration (src/domain/thirdParty decides what is on), and identifies the client again
 * with the user's id when someone signs in. Renders nothing.
 */
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { thirdPartySetup } from '../../domain/thirdParty';
import { useWebsiteConfigurationQuery } from '../configuration';
import { identifyClient, startThirdParty } from './thirdPartyServices';

/** The signed-in user's id, read without importing the auth feature (which uses this one). */
type WithUser = { auth: { user: { userId: number } | null } };

export function ThirdPartyStarter() {
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const { data: configs, isSuccess } = useWebsiteConfigurationQuery('configs');
  const userId = useSelector((s: WithUser) => s.auth.user?.userId ?? null);
  useEffect(() => {
    if (!isSuccess) return;
    startThirdParty(thirdPartySetup(configs, runtime), runtime.COOKIE_DOMAIN);
  }, [configs, isSuccess, runtime]);
  useEffect(() => {
    if (isSuccess && userId !== null) identifyClient({ userId });
  }, [isSuccess, userId]);
  return null;
}
