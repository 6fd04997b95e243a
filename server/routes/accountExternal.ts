/**
 * External sign-in through OpenID Connect (spec shell §1, §4, §7; README, Accounts):
 *
 * - `GET Account/ExternalProviders`: the configured providers, for the sign-in buttons.
 * - `GET Account/External/:provider/Start`: a full-page navigation; stores a new `state`, `nonce`
 *   and PKCE verifier bound to the session (a session row is written) and redirects to the
 *   provider's authorization endpoint.
 * - `GET Account/External/:provider/Callback?code&state…`: takes the state's row (once, this
 *   session's only), exchanges the code (PKCE verifier, id token signature, issuer, audience,
 *   nonce), then signs a known account in with a rotated session and redirects to `/`; a new
 *   person is kept as a sign-up to confirm and sent to `/designer/account-confirmation`. Any
 *   failure redirects there with `?externalError=<key>`: the page shows the translated message.
 * - `GET Account/ExternalSignUp`: the sign-up to confirm (accountConfirmationData); 404.
 * - `POST Account/ExternalSignUpConfirm`: makes the account, signs it in (a rotated session) and
 *   answers its details, the sign-in payload; 400 externalSignUpExpired / emailTaken.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountDetails } from '../../src/domain/accounts/protocol';
import type { AccountConfirmationData, ExternalProvider } from '../../src/domain/accounts/external';
import {
  ACCOUNT_CONFIRMATION_ROUTE,
  EXTERNAL_ERROR_PARAM,
  ExternalErrorKey,
} from '../../src/domain/accounts/external';
import { AccountErrorKey } from '../../src/domain/accounts/errors';
import { rotateIntoUser } from '../accounts/sessionRotation';
import { accountDetails } from '../accounts/users';
import {
  peekSessionChallenge,
  putChallenge,
  takeChallenge,
  takeSessionChallenge,
} from '../external/challenges';
import type { ExternalContext } from '../external/context';
import { callbackUrl } from '../external/context';
import type { PendingExternalSignUp } from '../external/identities';
import { createExternalUser, matchExternalUser } from '../external/identities';
import type { FlowSecrets } from '../external/oidc';
import { newFlowSecrets } from '../external/oidc';
import { generalError, HttpError } from '../http/httpError';
import { text } from './accountSchemas';

interface ProviderParams {
  provider: string;
}
/** What the `oidc` challenge row keeps. */
interface OidcFlow extends FlowSecrets {
  provider: string;
}

const PROVIDER_PARAMS = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', maxLength: 32 } },
} as const;

/** Every callback parameter is a bounded string (the provider's own are passed on as they are). */
const CALLBACK_QUERY = { type: 'object', additionalProperties: text } as const;

const accountExternalRoutes: FastifyPluginAsync<{ external: ExternalContext }> = async (
  app,
  { external: ctx },
) => {
  const { db } = ctx.accounts;
  const now = () => ctx.accounts.now();

  const failed = (reply: FastifyReply, key: string) =>
    reply.redirect(`${ACCOUNT_CONFIRMATION_ROUTE}?${EXTERNAL_ERROR_PARAM}=${key}`);

  function partyOf(request: FastifyRequest<{ Params: ProviderParams }>) {
    const party = ctx.parties.get(request.params.provider.toLowerCase());
    if (!party)
      throw new HttpError(404, generalError(404, ExternalErrorKey.externalProviderUnknown));
    return party;
  }

  app.get('/Account/ExternalProviders', async (): Promise<ExternalProvider[]> =>
    ctx.config.providers.map((p) => ({
      name: p.name,
      displayName: p.displayName,
      startUrl: `/api/v1/Account/External/${p.name}/Start`,
    })),
  );

  app.get<{ Params: ProviderParams }>(
    '/Account/External/:provider/Start',
    { schema: { params: PROVIDER_PARAMS }, config: { needsSession: true } },
    async (request, reply) => {
      const party = partyOf(request);
      const secrets = newFlowSecrets();
      const name = party.provider.name;
      let target: URL;
      try {
        target = await party.authorizationUrl(secrets, callbackUrl(ctx, name));
      } catch (error) {
        request.log.warn({ err: error, provider: name }, 'OpenID discovery failed');
        return failed(reply, ExternalErrorKey.externalSignInFailed);
      }
      const flow: OidcFlow = { ...secrets, provider: name };
      await putChallenge(db, {
        secret: secrets.state,
        sessionId: request.session.id,
        purpose: 'oidc',
        data: flow,
        now: now(),
        lifetimeMs: ctx.config.challengeMs,
        // One flow per session: repeated starts cannot pile rows up (a second tab's start
        // ends the first tab's, whose callback then asks to try again).
        single: true,
      });
      return reply.redirect(target.href);
    },
  );

  app.get<{ Params: ProviderParams; Querystring: Record<string, string> }>(
    '/Account/External/:provider/Callback',
    { schema: { params: PROVIDER_PARAMS, querystring: CALLBACK_QUERY } },
    async (request, reply) => {
      const party = partyOf(request);
      const name = party.provider.name;
      const state = request.query.state ?? '';
      const flow = state
        ? await takeChallenge<OidcFlow>(db, state, request.session.id, 'oidc', now())
        : null;
      if (!flow || flow.provider !== name) {
        request.log.warn({ provider: name }, 'OpenID callback: unknown or used state');
        return failed(reply, ExternalErrorKey.externalSignInFailed);
      }
      // The exchange reads the parameters the router parsed, on the registered callback URL.
      const redirectUri = callbackUrl(ctx, name);
      const current = new URL(redirectUri);
      for (const [k, v] of Object.entries(request.query)) current.searchParams.set(k, v);
      let claims;
      try {
        claims = await party.exchange(current, flow, redirectUri);
      } catch (error) {
        request.log.warn({ err: error, provider: name }, 'OpenID callback refused');
        return failed(reply, ExternalErrorKey.externalSignInFailed);
      }
      const user = await matchExternalUser(db, name, claims, now());
      if (user) {
        await rotateIntoUser(ctx.accounts.keys, request, reply, user.id);
        return reply.redirect('/');
      }
      if (!claims.email) return failed(reply, ExternalErrorKey.externalEmailMissing);
      const pending: PendingExternalSignUp = { ...claims, provider: name };
      await putChallenge(db, {
        secret: flow.state,
        sessionId: request.session.id,
        purpose: 'externalSignUp',
        data: pending,
        now: now(),
        lifetimeMs: ctx.config.challengeMs,
        single: true,
      });
      return reply.redirect(ACCOUNT_CONFIRMATION_ROUTE);
    },
  );

  app.get('/Account/ExternalSignUp', async (request): Promise<AccountConfirmationData> => {
    const pending = await peekSessionChallenge<PendingExternalSignUp>(
      db,
      request.session.id,
      'externalSignUp',
      now(),
    );
    if (!pending?.email)
      throw new HttpError(404, generalError(404, ExternalErrorKey.externalSignUpExpired));
    return {
      email: pending.email,
      socialType: pending.provider,
      firstName: pending.firstName,
      lastName: pending.lastName,
    };
  });

  // No body: what is confirmed is the session's pending sign-up (spec: "session cookie").
  app.post('/Account/ExternalSignUpConfirm', async (request, reply): Promise<AccountDetails> => {
    const pending = await takeSessionChallenge<PendingExternalSignUp>(
      db,
      request.session.id,
      'externalSignUp',
      now(),
    );
    if (!pending)
      throw new HttpError(400, generalError(400, ExternalErrorKey.externalSignUpExpired));
    const user = await createExternalUser(db, pending, now());
    if (!user) throw HttpError.validation(AccountErrorKey.emailTaken, 'email');
    await rotateIntoUser(ctx.accounts.keys, request, reply, user.id);
    return accountDetails(db, user, request.session);
  });
};

/** OpenID Connect sign-in and the external account's confirmation. */
export default accountExternalRoutes;
