/**
 * The OpenID Connect relying party (openid-client): discovery once per provider (retried after a
 * failure), the authorization URL of the code flow with PKCE (S256), `state` and `nonce`, and the
 * code exchange, which checks the state, the PKCE verifier (at the provider), the id token's
 * signature against the provider's keys, its issuer, audience, expiry and nonce.
 */
import * as oidc from 'openid-client';
import type { OidcProviderConfig } from './config';

/** The claims sign-in uses, from a verified id token (and the userinfo answer when it has more). */
export interface ExternalClaims {
  issuer: string;
  subject: string;
  /** Normal form is applied by the caller; null when the provider gave none. */
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** What the code flow needs kept between the redirect and the callback. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** New random state, nonce and PKCE verifier. */
export function newFlowSecrets(): FlowSecrets {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** One configured provider's relying-party side. */
export class OidcRelyingParty {
  private discovered: Promise<oidc.Configuration> | null = null;

  constructor(
    readonly provider: OidcProviderConfig,
    private readonly allowHttp: boolean,
  ) {}

  private configuration(): Promise<oidc.Configuration> {
    if (!this.discovered) {
      const { issuer, clientId, clientSecret } = this.provider;
      const auth = clientSecret ? oidc.ClientSecretPost(clientSecret) : oidc.None();
      this.discovered = oidc
        .discovery(new URL(issuer), clientId, undefined, auth, {
          execute: this.allowHttp ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          this.discovered = null;
          throw error;
        });
    }
    return this.discovered;
  }

  /** The provider's authorization URL for this flow. */
  async authorizationUrl(secrets: FlowSecrets, redirectUri: string): Promise<URL> {
    const config = await this.configuration();
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
      state: secrets.state,
      nonce: secrets.nonce,
    });
  }

  /**
   * Exchanges the callback's code; throws on a wrong state, a refused code (replayed, or its PKCE
   * verifier wrong), a bad id token or a wrong nonce.
   */
  async exchange(
    callbackUrl: URL,
    secrets: FlowSecrets,
    redirectUri: string,
  ): Promise<ExternalClaims> {
    const config = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(
      config,
      callbackUrl,
      {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: redirectUri },
    );
    const claims = tokens.claims();
    if (!claims) throw new Error('no id token');
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    let email = text(claims.email);
    let verified = claims.email_verified === true;
    let first = text(claims.given_name);
    let last = text(claims.family_name);
    if ((!email || !first) && tokens.access_token) {
      // Some providers keep the profile out of the id token: ask userinfo (same subject checked).
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      email ||= text(info.email);
      verified ||= info.email_verified === true;
      first ||= text(info.given_name);
      last ||= text(info.family_name);
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: email || null,
      emailVerified: email !== '' && verified,
      firstName: first.slice(0, 100),
      lastName: last.slice(0, 100),
    };
  }
}
