/**
 * The e2e server: the real server (server/main.ts) with one external sign-in provider, a real
 * OpenID provider (server/testing/localOidcProvider.ts) started first in this process on a free
 * loopback port, named `local`. Everything else is configured by playwright.config.ts's env.
 */
import { LOCAL_CLIENT, startLocalOidcProvider } from '../../../server/testing/localOidcProvider';

const origin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8080}`;
const provider = await startLocalOidcProvider([`${origin}/api/v1/Account/External/local/Callback`]);
process.env.OIDC_ALLOW_HTTP = 'true';
process.env.OIDC_PROVIDERS = JSON.stringify([
  { name: 'local', displayName: 'Local ID', issuer: provider.issuer, ...LOCAL_CLIENT },
]);
await import('../../../server/main');
