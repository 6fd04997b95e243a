/**
 * External sign-in settings from the environment (README, Configuration):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | OIDC_PROVIDERS | unset: no external sign-in | JSON array of OpenID providers: `[{"name":"google","issuer":"https://accounts.google.com","clientId":"…","clientSecret":"…","displayName":"Google"}]` |
 * | OIDC_ALLOW_HTTP | false | lets issuers be plain http (a provider on the loopback link in tests), never in a deployment |
 *
 * The callback address each provider must allow is
 * `<PUBLIC_ORIGIN>/api/v1/Account/External/<name>/Callback`. Passkeys use PUBLIC_ORIGIN too: its
 * host is the relying party id and the origin the only one accepted.
 */
import type { Env } from '../uploads/envInteger';

/** One OpenID provider (Google and Facebook are just issuers). */
export interface OidcProviderConfig {
  /** Lower-case letters, digits and dashes; in the paths (`signin-<name>` on the storefront). */
  name: string;
  /** Shown on the button, e.g. "Google". */
  displayName: string;
  /** Issuer URL; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Empty: a public client (PKCE alone). */
  clientSecret: string;
}

/** The external sign-in settings. */
export interface ExternalSignInConfig {
  providers: OidcProviderConfig[];
  /** Allow http issuers (tests on the loopback link). */
  allowHttp: boolean;
  /** Life of a sign-in in progress (state, challenge, a sign-up to confirm), ms. */
  challengeMs: number;
}

/** Ten minutes: a person reading a provider's consent page or touching a key. */
export const DEFAULT_CHALLENGE_MS = 10 * 60_000;

/** Nothing configured: no external sign-in. */
export const DEFAULT_EXTERNAL_CONFIG: ExternalSignInConfig = {
  providers: [],
  allowHttp: false,
  challengeMs: DEFAULT_CHALLENGE_MS,
};

const NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;

function field(entry: Record<string, unknown>, key: string, i: number): string {
  const v = entry[key];
  if (typeof v !== 'string' || v.trim() === '')
    throw new Error(`OIDC_PROVIDERS[${i}].${key} must be a non-empty string`);
  return v.trim();
}

/** Parses OIDC_PROVIDERS; throws naming the entry and field on anything invalid. */
export function parseOidcProviders(raw: string, allowHttp: boolean): OidcProviderConfig[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('OIDC_PROVIDERS must be a JSON array of {name, issuer, clientId, …}');
  }
  if (!Array.isArray(parsed)) throw new Error('OIDC_PROVIDERS must be a JSON array');
  const seen = new Set<string>();
  return parsed.map((item: unknown, i) => {
    if (typeof item !== 'object' || item === null)
      throw new Error(`OIDC_PROVIDERS[${i}] must be an object`);
    const entry = item as Record<string, unknown>;
    const name = field(entry, 'name', i).toLowerCase();
    if (!NAME.test(name) || seen.has(name))
      throw new Error(`OIDC_PROVIDERS[${i}].name must be unique, [a-z0-9-], got "${name}"`);
    seen.add(name);
    const issuer = field(entry, 'issuer', i);
    const protocol = URL.canParse(issuer) ? new URL(issuer).protocol : '';
    if (protocol !== 'https:' && !(allowHttp && protocol === 'http:'))
      throw new Error(`OIDC_PROVIDERS[${i}].issuer must be an https URL, got "${issuer}"`);
    const secret = entry.clientSecret;
    return {
      name,
      displayName: typeof entry.displayName === 'string' ? entry.displayName : name,
      issuer,
      clientId: field(entry, 'clientId', i),
      clientSecret: typeof secret === 'string' ? secret : '',
    };
  });
}

/** The settings from `env`. */
export function externalConfigFromEnv(env: Env): ExternalSignInConfig {
  const allowHttp = /^(1|true|yes)$/i.test(env.OIDC_ALLOW_HTTP?.trim() ?? '');
  const raw = env.OIDC_PROVIDERS?.trim();
  return {
    ...DEFAULT_EXTERNAL_CONFIG,
    allowHttp,
    providers: raw ? parseOidcProviders(raw, allowHttp) : [],
  };
}
