/**
 * A real OpenID provider (oidc-provider, devDependency) on the loopback link, for the external
 * sign-in tests: discovery, the authorization code flow with PKCE, signed id tokens, userinfo.
 * Its development login page takes any login and password; the login names the person (table
 * below, else `<login>@example.test`, verified). Consent is granted as it is asked for, so the
 * login page is the only page a person sees (as with a provider they used before).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderContext } from 'oidc-provider';
import Provider from 'oidc-provider';

/** A person at the provider: the claims it releases. */
export interface LocalPerson {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** Logins with particular claims; any other login is `<login>@example.test`, verified. */
export const LOCAL_PEOPLE: Record<string, LocalPerson> = {
  unverified: { email: 'unverified@example.test', email_verified: false, given_name: 'Una' },
  'no-email': { given_name: 'Nemo', family_name: 'Nobody' },
};

/** The claims of `login`. */
export function localPerson(login: string): LocalPerson {
  return (
    LOCAL_PEOPLE[login] ?? {
      email: `${login}@example.test`,
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    }
  );
}

/** The test client the provider knows. */
export const LOCAL_CLIENT = { clientId: 'designer-test', clientSecret: 'designer-test-secret' };

/** A running local provider. */
export interface LocalOidcProvider {
  /** e.g. `http://127.0.0.1:41234`. */
  issuer: string;
  close(): Promise<void>;
}

/**
 * Quiets oidc-provider's start-up warnings and notices (in-memory adapter, development keys and
 * login page, default lifetimes, Node 20): all expected of a test provider, noise in every run.
 */
function quietProviderNotices(): void {
  for (const level of ['warn', 'info'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('oidc-provider ')) return;
      original(...args);
    };
  }
}

let quieted = false;

/** Starts a provider on 127.0.0.1 (`port` 0: a free one) accepting `redirectUris`. */
export async function startLocalOidcProvider(
  redirectUris: string[],
  port = 0,
): Promise<LocalOidcProvider> {
  if (!quieted) quietProviderNotices();
  quieted = true;
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: LOCAL_CLIENT.clientId,
        client_secret: LOCAL_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, ...localPerson(sub) }),
    }),
    loadExistingGrant: async (ctx: ProviderContext) => {
      const { client, session, provider: p } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new p.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['local-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  handler = provider.callback();
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Signs `login` in at the provider as a browser would, from the authorization URL to the
 * redirect back to the relying party: the callback URL with `code` and `state`.
 */
export async function loginAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await go(url);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form at ${url}: ${response.status}`);
    const submitted = await go(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    url = new URL(submitted.headers.get('location') ?? '', url).href;
  }
  throw new Error('the provider did not redirect back');
}
