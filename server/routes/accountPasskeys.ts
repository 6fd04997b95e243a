/**
 * Passkeys (README, Accounts "OpenID Connect and passkeys"; server/external/passkeys.ts):
 *
 * - `POST Account/Passkeys/RegistrationOptions` (signed in): WebAuthn creation options.
 * - `POST Account/Passkeys/Register` {response, name}: verifies and stores; the list. 400 passkeyFailed.
 * - `GET Account/Passkeys` (signed in): the account's passkeys.
 * - `DELETE Account/Passkeys/:id` (signed in, the owner only): the list; 404 passkeyNotFound.
 * - `POST Account/Passkeys/AuthenticationOptions`: request options (a session row is written).
 * - `POST Account/Passkeys/SignIn` {response}: the account's details in a rotated session;
 *   400 passkeyFailed; counted with the password sign-ins per client address (429).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsync } from 'fastify';
import type { PasskeySummary } from '../../src/domain/accounts/external';
import { ExternalErrorKey } from '../../src/domain/accounts/external';
import type { AccountDetails } from '../../src/domain/accounts/protocol';
import { requireUser } from '../accounts/access';
import { countOrRefuse, signInAddressCounter } from '../accounts/context';
import { rotateIntoUser } from '../accounts/sessionRotation';
import { accountDetails, findUserById } from '../accounts/users';
import type { ExternalContext } from '../external/context';
import {
  authenticatePasskey,
  authenticationOptions,
  listPasskeys,
  registerPasskey,
  registrationOptions,
} from '../external/passkeys';
import { generalError, HttpError } from '../http/httpError';
import { text } from './accountSchemas';

/** A WebAuthn response as @simplewebauthn/browser sends it; its parts are checked by the library. */
const CREDENTIAL = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response'],
  properties: {
    id: { type: 'string', maxLength: 1400 },
    rawId: { type: 'string', maxLength: 1400 },
    type: { type: 'string', maxLength: 32 },
    response: { type: 'object' },
  },
} as const;

const failed = () => new HttpError(400, generalError(400, ExternalErrorKey.passkeyFailed));

const accountPasskeyRoutes: FastifyPluginAsync<{ external: ExternalContext }> = async (
  app,
  { external: ctx },
) => {
  const { db } = ctx.accounts;

  app.post('/Account/Passkeys/RegistrationOptions', async (request) => {
    const user = await requireUser(db, request);
    return registrationOptions(ctx, request.session.id, user);
  });

  app.post<{ Body: { response: RegistrationResponseJSON; name?: string } }>(
    '/Account/Passkeys/Register',
    {
      schema: {
        body: {
          type: 'object',
          required: ['response'],
          properties: { response: CREDENTIAL, name: text },
        },
      },
    },
    async (request): Promise<PasskeySummary[]> => {
      const user = await requireUser(db, request);
      const { response, name = '' } = request.body;
      const ok = await registerPasskey(ctx, request.session.id, user, response, name);
      if (!ok) throw failed();
      return listPasskeys(db, user.id);
    },
  );

  app.get('/Account/Passkeys', async (request): Promise<PasskeySummary[]> => {
    const user = await requireUser(db, request);
    return listPasskeys(db, user.id);
  });

  app.delete<{ Params: { id: string } }>(
    '/Account/Passkeys/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', maxLength: 1400 } },
        },
      },
    },
    async (request): Promise<PasskeySummary[]> => {
      const user = await requireUser(db, request);
      // The owner's only: another account's id is "not found", like an unknown one.
      const deleted = await db
        .deleteFrom('passkeys')
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n)
        throw new HttpError(404, generalError(404, ExternalErrorKey.passkeyNotFound));
      return listPasskeys(db, user.id);
    },
  );

  app.post(
    '/Account/Passkeys/AuthenticationOptions',
    { config: { needsSession: true } },
    async (request) => authenticationOptions(ctx, request.session.id),
  );

  app.post<{ Body: { response: AuthenticationResponseJSON } }>(
    '/Account/Passkeys/SignIn',
    {
      schema: {
        body: { type: 'object', required: ['response'], properties: { response: CREDENTIAL } },
      },
    },
    async (request, reply): Promise<AccountDetails> => {
      await countOrRefuse(ctx.accounts, reply, signInAddressCounter(ctx.accounts, request));
      const userId = await authenticatePasskey(ctx, request.session.id, request.body.response);
      const user = userId === null ? undefined : await findUserById(db, userId);
      if (!user) throw failed();
      await rotateIntoUser(ctx.accounts.keys, request, reply, user.id);
      return accountDetails(db, user, request.session);
    },
  );
};

/** Adding, listing, removing passkeys, and signing in with one. */
export default accountPasskeyRoutes;
