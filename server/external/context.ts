/** What the external sign-in and passkey routes share: the accounts' context and the providers. */
import type { AccountContext } from '../accounts/context';
import type { ExternalSignInConfig } from './config';
import { OidcRelyingParty } from './oidc';

/** The external routes' context. */
export interface ExternalContext {
  accounts: AccountContext;
  config: ExternalSignInConfig;
  /** One relying party per configured provider, by name. */
  parties: Map<string, OidcRelyingParty>;
}

/** The context for `config`'s providers. */
export function createExternalContext(
  accounts: AccountContext,
  config: ExternalSignInConfig,
): ExternalContext {
  const parties = new Map(
    config.providers.map((p) => [p.name, new OidcRelyingParty(p, config.allowHttp)]),
  );
  return { accounts, config, parties };
}

/** Where a provider sends the browser back: on PUBLIC_ORIGIN, never the request's Host. */
export function callbackUrl(ctx: ExternalContext, provider: string): string {
  return `${ctx.accounts.config.publicOrigin}/api/v1/Account/External/${provider}/Callback`;
}
