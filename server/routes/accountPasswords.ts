/**
 * Passwords (spec shell §5, §7):
 *
 * - `POST Account/ForgotPassword` {email} and `POST account/createPassword` {email}: the same
 *   200 `{ok: true}` whether or not the address has an account; an account gets a reset link
 *   (a create-password link when it has no password yet). Counted per client address (429).
 * - `POST account/resetPassword` and `POST account/createPasswordConfirm` {password,
 *   confirmPassword, email, token}: sets the password. The password is checked first (so a
 *   refused one does not use the link up: field-keyed 400), then the token: single-use, expiring
 *   (PASSWORD_TOKEN_MINUTES), for that address (400 `invalidToken`). The mailbox is proven, so an
 *   unconfirmed address becomes confirmed. Every session of the account ends.
 * - `PUT Account/Password` {currentPassword, password, confirmPassword}: signed in (401
 *   otherwise); the current password is checked (400 `currentPasswordInvalid`, counted with the
 *   account's sign-in attempts); the account's other sessions end and this one is replaced.
 */
import type { FastifyPluginAsync } from 'fastify';
import { normaliseEmail } from '../../src/domain/accounts/email';
import { AccountErrorKey } from '../../src/domain/accounts/errors';
import { newPasswordProblems } from '../../src/domain/accounts/passwordPolicy';
import type { ChangePasswordRequest, NewPasswordRequest } from '../../src/domain/accounts/protocol';
import { fieldErrorBody } from '../../src/domain/accounts/signUp';
import { requireUser } from '../accounts/access';
import type { AccountContext } from '../accounts/context';
import {
  countOrRefuse,
  mailAddressCounter,
  mailPasswordLink,
  signInAccountCounter,
} from '../accounts/context';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../accounts/passwordHash';
import { endOtherSessions, rotateIntoUser } from '../accounts/sessionRotation';
import type { TokenPurpose } from '../accounts/tokens';
import { consumeToken, TOKEN_PATTERN } from '../accounts/tokens';
import { findUserByEmail, findUserById } from '../accounts/users';
import { HttpError } from '../http/httpError';
import { ACCEPTED, EMAIL_BODY, text, textBody } from './accountSchemas';

const NEW_PASSWORD_BODY = {
  type: 'object',
  required: ['password', 'confirmPassword', 'email', 'token'],
  properties: {
    password: text,
    confirmPassword: text,
    email: text,
    token: { type: 'string', pattern: TOKEN_PATTERN },
  },
} as const;

const accountPasswordRoutes: FastifyPluginAsync<{ accounts: AccountContext }> = async (
  app,
  { accounts: ctx },
) => {
  const { db } = ctx;

  const passwordProblemsOrRefuse = (password: string, confirmPassword: string) => {
    const problems = newPasswordProblems(password, confirmPassword, ctx.isCommonPassword);
    if (Object.keys(problems).length > 0) throw new HttpError(400, fieldErrorBody(problems));
  };

  for (const path of ['/Account/ForgotPassword', '/account/createPassword']) {
    app.post<{ Body: { email: string } }>(
      path,
      { schema: { body: EMAIL_BODY } },
      async (request, reply) => {
        await countOrRefuse(ctx, reply, mailAddressCounter(ctx, request));
        const user = await findUserByEmail(db, request.body.email);
        if (user) await mailPasswordLink(ctx, user);
        return ACCEPTED;
      },
    );
  }

  const setPasswordWith = (purpose: TokenPurpose) =>
    async function setPassword(request: { body: NewPasswordRequest }) {
      const { password, confirmPassword, token } = request.body;
      passwordProblemsOrRefuse(password, confirmPassword);
      const email = normaliseEmail(request.body.email);
      const at = ctx.now();
      const userId = await consumeToken(db, { token, purpose, email, now: at });
      const user = userId === null ? undefined : await findUserById(db, userId);
      if (!user) throw HttpError.validation(AccountErrorKey.invalidToken, 'token');
      await db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(password),
          email_confirmed_at:
            user.email === email ? (user.email_confirmed_at ?? at) : user.email_confirmed_at,
        })
        .where('id', '=', user.id)
        .execute();
      await endOtherSessions(db, user.id, null);
      return ACCEPTED;
    };

  app.post<{ Body: NewPasswordRequest }>(
    '/account/resetPassword',
    { schema: { body: NEW_PASSWORD_BODY } },
    setPasswordWith('resetPassword'),
  );
  app.post<{ Body: NewPasswordRequest }>(
    '/account/createPasswordConfirm',
    { schema: { body: NEW_PASSWORD_BODY } },
    setPasswordWith('createPassword'),
  );

  app.put<{ Body: ChangePasswordRequest }>(
    '/Account/Password',
    {
      schema: {
        body: textBody(
          ['currentPassword', 'password', 'confirmPassword'],
          ['currentPassword', 'password', 'confirmPassword'],
        ),
      },
    },
    async (request, reply) => {
      const user = await requireUser(db, request);
      const { currentPassword, password, confirmPassword } = request.body;
      await countOrRefuse(ctx, reply, signInAccountCounter(ctx, user.email));
      const valid =
        user.password_hash !== null
          ? await verifyPassword(user.password_hash, currentPassword)
          : await verifyAgainstDummy(currentPassword);
      if (!valid)
        throw HttpError.validation(AccountErrorKey.currentPasswordInvalid, 'currentPassword');
      passwordProblemsOrRefuse(password, confirmPassword);
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', user.id)
        .execute();
      await endOtherSessions(db, user.id, request.session.id);
      await rotateIntoUser(ctx.keys, request, reply, user.id);
      return ACCEPTED;
    },
  );
};

/** Forgotten, created, reset and changed passwords. */
export default accountPasswordRoutes;
