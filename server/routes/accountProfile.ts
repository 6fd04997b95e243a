/**
 * The signed-in account (spec shell §3 User, §7), every call 401 `sessionExpired` for a guest:
 *
 * - `GET Account/Details`: {userId, email, firstName, lastName, phoneNumber, roles, hasSyncData,
 *   pendingEmail}.
 * - `PATCH Account/Profile` {firstName, lastName, phoneNumber}: the details after the change;
 *   refusals field-keyed (400).
 * - `PUT Account/Email` {email, password}: the new address waits in `pendingEmail` until the
 *   link mailed to it is opened (re-confirmation; the account keeps signing in with the old one
 *   until then). The current password is required (400 `currentPasswordInvalid`, counted with
 *   the sign-in attempts). An address another account uses gets the same answer; its owner is
 *   told by mail, and the move can never be confirmed.
 */
import type { FastifyPluginAsync } from 'fastify';
import { isEmailAddress, normaliseEmail } from '../../src/domain/accounts/email';
import { AccountErrorKey } from '../../src/domain/accounts/errors';
import { normalisePhone, profileProblems } from '../../src/domain/accounts/profile';
import type { AccountDetails, ChangeEmailRequest } from '../../src/domain/accounts/protocol';
import { fieldErrorBody } from '../../src/domain/accounts/signUp';
import { requireUser } from '../accounts/access';
import type { AccountContext } from '../accounts/context';
import { countOrRefuse, mailAccount, mailLink, signInAccountCounter } from '../accounts/context';
import { HOUR_MS } from '../accounts/config';
import { verifyAgainstDummy, verifyPassword } from '../accounts/passwordHash';
import { accountDetails, findUserByEmail, findUserById } from '../accounts/users';
import { HttpError } from '../http/httpError';
import { addressInUseMail, confirmEmailMail } from '../mail/accountMails';
import { textBody } from './accountSchemas';

interface ProfileRequest {
  firstName: string;
  lastName: string;
  phoneNumber?: string;
}

const accountProfileRoutes: FastifyPluginAsync<{ accounts: AccountContext }> = async (
  app,
  { accounts: ctx },
) => {
  const { db } = ctx;

  app.get('/Account/Details', async (request): Promise<AccountDetails> => {
    const user = await requireUser(db, request);
    return accountDetails(db, user, request.session);
  });

  app.patch<{ Body: ProfileRequest }>(
    '/Account/Profile',
    {
      schema: {
        body: textBody(['firstName', 'lastName', 'phoneNumber'], ['firstName', 'lastName']),
      },
    },
    async (request): Promise<AccountDetails> => {
      const user = await requireUser(db, request);
      const problems = profileProblems(request.body);
      if (Object.keys(problems).length > 0) throw new HttpError(400, fieldErrorBody(problems));
      await db
        .updateTable('users')
        .set({
          first_name: request.body.firstName.trim(),
          last_name: request.body.lastName.trim(),
          phone_number: normalisePhone(request.body.phoneNumber),
        })
        .where('id', '=', user.id)
        .execute();
      return accountDetails(db, (await findUserById(db, user.id)) ?? user, request.session);
    },
  );

  app.put<{ Body: ChangeEmailRequest }>(
    '/Account/Email',
    { schema: { body: textBody(['email', 'password'], ['email', 'password']) } },
    async (request, reply): Promise<AccountDetails> => {
      const user = await requireUser(db, request);
      await countOrRefuse(ctx, reply, signInAccountCounter(ctx, user.email));
      const valid =
        user.password_hash !== null
          ? await verifyPassword(user.password_hash, request.body.password)
          : await verifyAgainstDummy(request.body.password);
      if (!valid) throw HttpError.validation(AccountErrorKey.currentPasswordInvalid, 'password');
      const email = normaliseEmail(request.body.email);
      if (!isEmailAddress(email)) throw HttpError.validation(AccountErrorKey.invalidEmail, 'email');
      const pending = email === user.email ? null : email;
      await db
        .updateTable('users')
        .set({ pending_email: pending })
        .where('id', '=', user.id)
        .execute();
      if (pending !== null) {
        const owner = await findUserByEmail(db, pending);
        const hours = Math.round(ctx.config.emailConfirmationTokenMs / HOUR_MS);
        if (owner) await mailAccount(ctx, owner, 'addressInUse', addressInUseMail(pending));
        else
          await mailLink(ctx, user, 'confirmEmail', pending, (link) =>
            confirmEmailMail(pending, link, hours),
          );
      }
      return accountDetails(db, (await findUserById(db, user.id)) ?? user, request.session);
    },
  );
};

/** The signed-in account's details, profile and address. */
export default accountProfileRoutes;
