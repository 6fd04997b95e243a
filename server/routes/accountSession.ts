/**
 * Signing in and out (spec shell §7 "Account and session"):
 *
 * - `POST Account/SignIn` {username, password, reCaptchaToken}: the account's details, in a new
 *   session (server/accounts/sessionRotation.ts). Refusals: 400 `invalidUsernameOrPassword` for
 *   an unknown address or a wrong password alike (an unknown address costs the same scrypt
 *   time), 400 `pleaseConfirmEmail` when the password is right but the address unconfirmed, 429
 *   `tooManyRequests` with Retry-After past the attempts per address typed or per client
 *   address. `reCaptchaToken` is checked when human verification is configured (400
 *   `invalidReCaptchaToken`, server/accounts/humanVerification.ts).
 * - `GET Account/SignOut`: a new guest session (a guest's is left as it is).
 * - `GET Account/IsAuthenticated`: {isAuthenticated, isSyncing} (isSyncing: a data sync of the
 *   account is running, server/sync).
 */
import type { FastifyPluginAsync } from 'fastify';
import type {
  AccountDetails,
  IsAuthenticatedAnswer,
  SignInRequest,
} from '../../src/domain/accounts/protocol';
import { normaliseEmail } from '../../src/domain/accounts/email';
import { AccountErrorKey } from '../../src/domain/accounts/errors';
import type { AccountContext } from '../accounts/context';
import { countOrRefuse, signInAccountCounter, signInAddressCounter } from '../accounts/context';
import { resetAttempts } from '../accounts/attempts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../accounts/passwordHash';
import { requireHuman } from '../accounts/humanVerification';
import { rotateIntoGuest, rotateIntoUser } from '../accounts/sessionRotation';
import { accountDetails, findUserByEmail } from '../accounts/users';
import { HttpError } from '../http/httpError';
import { isSyncing } from '../sync/userDataSync';
import { textBody } from './accountSchemas';

const accountSessionRoutes: FastifyPluginAsync<{ accounts: AccountContext }> = async (
  app,
  { accounts: ctx },
) => {
  const { db } = ctx;

  app.post<{ Body: SignInRequest }>(
    '/Account/SignIn',
    {
      schema: {
        body: textBody(['username', 'password', 'reCaptchaToken'], ['username', 'password']),
      },
    },
    async (request, reply): Promise<AccountDetails> => {
      const email = normaliseEmail(request.body.username);
      const { password } = request.body;
      // Counted before the check: parallel guesses cannot all pass while the first is hashing.
      await countOrRefuse(ctx, reply, signInAddressCounter(ctx, request));
      await countOrRefuse(ctx, reply, signInAccountCounter(ctx, email));
      // After the counts: a bot failing the check still spends its attempts.
      await requireHuman(ctx.verifier, request.body.reCaptchaToken, request.ip);
      const user = await findUserByEmail(db, email);
      const valid =
        user?.password_hash != null
          ? await verifyPassword(user.password_hash, password)
          : await verifyAgainstDummy(password);
      if (!user || !valid)
        throw HttpError.validation(AccountErrorKey.invalidUsernameOrPassword, 'password');
      if (user.email_confirmed_at === null)
        throw HttpError.validation(AccountErrorKey.pleaseConfirmEmail, 'username');
      await resetAttempts(db, signInAccountCounter(ctx, email).name);
      if (user.password_hash !== null && needsRehash(user.password_hash)) {
        const rehashed = await hashPassword(password);
        await db
          .updateTable('users')
          .set({ password_hash: rehashed })
          .where('id', '=', user.id)
          .execute();
      }
      await rotateIntoUser(ctx.keys, request, reply, user.id);
      return accountDetails(db, user, request.session);
    },
  );

  app.get('/Account/SignOut', async (request, reply): Promise<IsAuthenticatedAnswer> => {
    if (request.session.userId !== null) await rotateIntoGuest(ctx.keys, request, reply);
    return { isAuthenticated: false, isSyncing: false };
  });

  app.get('/Account/IsAuthenticated', async (request): Promise<IsAuthenticatedAnswer> => {
    return {
      isAuthenticated: request.session.userId !== null,
      isSyncing: await isSyncing(ctx.db, request.session.userId),
    };
  });
};

/** Sign-in, sign-out and the session's state. */
export default accountSessionRoutes;
