/**
 * One button per configured OpenID provider ("Sign in with Google"…). Each is a link: the
 * browser leaves for the provider's page and comes back through the server's callback, to `/`
 * or to the account confirmation. Nothing is shown when no provider is configured.
 */
import { useSelector } from 'react-redux';
import { apiRoot } from '../../../domain/runtimeConfig';
import type { RuntimeConfig } from '../../../domain/runtimeConfig';
import { useT } from '../../../ui/i18n';
import { useExternalProvidersQuery } from './externalApi';

export function ExternalSignInButtons() {
  const t = useT();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const { data: providers = [] } = useExternalProvidersQuery();
  if (providers.length === 0) return null;
  return (
    <ul className="external-sign-in" data-testid="external-sign-in">
      {providers.map((p) => (
        <li key={p.name}>
          <a
            className="button button-secondary external-sign-in-button"
            href={`${apiRoot(runtime)}Account/External/${encodeURIComponent(p.name)}/Start`}
          >
            {t('signInWith', { provider: p.displayName })}
          </a>
        </li>
      ))}
    </ul>
  );
}
