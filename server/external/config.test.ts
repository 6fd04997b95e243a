/** OIDC_PROVIDERS: what a deployment may write, and the clear start-up errors for the rest. */
import { describe, expect, it } from 'vitest';
import { externalConfigFromEnv, parseOidcProviders } from './config';

const google = {
  name: 'Google',
  displayName: 'Google',
  issuer: 'https://accounts.google.com',
  clientId: 'id',
  clientSecret: 'secret',
};

describe('OIDC_PROVIDERS', () => {
  it('reads providers, lower-cases names, defaults the display name and secret', () => {
    const [g, f] = parseOidcProviders(
      JSON.stringify([
        google,
        { name: 'facebook', issuer: 'https://www.facebook.com', clientId: 'x' },
      ]),
      false,
    );
    expect(g).toEqual({ ...google, name: 'google' });
    expect(f).toEqual({
      name: 'facebook',
      displayName: 'facebook',
      issuer: 'https://www.facebook.com',
      clientId: 'x',
      clientSecret: '',
    });
  });

  it.each([
    ['not JSON', '{', /JSON array/],
    ['an object', '{}', /JSON array/],
    ['an entry that is no object', '[1]', /\[0\] must be an object/],
    ['a missing issuer', JSON.stringify([{ name: 'a', clientId: 'x' }]), /\[0\]\.issuer/],
    ['an http issuer', JSON.stringify([{ ...google, issuer: 'http://idp.example' }]), /https URL/],
    ['a name with a slash', JSON.stringify([{ ...google, name: 'a/b' }]), /\[0\]\.name/],
    ['a name twice', JSON.stringify([google, google]), /\[1\]\.name must be unique/],
    ['no client id', JSON.stringify([{ ...google, clientId: ' ' }]), /\[0\]\.clientId/],
  ])('refuses %s', (_case, raw, message) => {
    expect(() => parseOidcProviders(raw, false)).toThrow(message);
  });

  it('allows an http issuer only with OIDC_ALLOW_HTTP, and nothing when unset', () => {
    const raw = JSON.stringify([{ ...google, issuer: 'http://127.0.0.1:4000' }]);
    expect(
      externalConfigFromEnv({ OIDC_PROVIDERS: raw, OIDC_ALLOW_HTTP: 'true' }).providers,
    ).toHaveLength(1);
    expect(() => externalConfigFromEnv({ OIDC_PROVIDERS: raw })).toThrow(/https URL/);
    expect(externalConfigFromEnv({}).providers).toEqual([]);
  });
});
