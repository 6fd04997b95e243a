/**
 * Registration and e-mail confirmation (spec shell §4, §5, §7):
 *
 * - `POST Account/SignUp` {email, firstName, lastName, password, phoneNumber, reCaptchaToken}:
 *   200 `{ok: true}`, and a confirmation mail. Refusals are the field-keyed list
 *   (`domainValidations.<field>`). An address that already has an account gets the same answer
 *   (the password is hashed all the same, so the timing matches) and its owner a mail saying so,
 *   with a reset link; no second account is made.
 * - `POST Account/ConfirmEmail` {email, token}: the designer's confirm-email route
 *   (`/designer/confirm-email?email&token`, the mail's link) calls it. Confirms the address, or
 *   moves the account to a new address asked for by `PUT Account/Email`. 400 `invalidToken` for
 *   a link unknown, used or expired.
 * - `POST Account/ResendConfirmation` {email}: the same 200 whatever the address; a new link to an
 *   unconfirmed address (or a pending new one).
 * - `GET Profile/IsUserEmailExists?email`: {exists} — the one answer that tells, so it is counted
 *   per client address (EMAIL_LOOKUPS_PER_ADDRESS per window; 429 beyond).
 *
 * Mails asked for count per client address (429 beyond) and per account (silently not sent).
 */
import type { FastifyPluginAsync } from 'fastify';
import { isEmailAddress, normaliseEmail } from '../../src/domain/accounts/email';
import { AccountErrorKey } from '../../src/domain/accounts/errors';
import { normalisePhone } from '../../src/domain/accounts/profile';
import type { ConfirmEmailRequest, EmailExistsAnswer } from '../../src/domain/accounts/protocol';
import type { SignUpRequest } from '../../src/domain/accounts/signUp';
import { fieldErrorBody, signUpProblems } from '../../src/domain/accounts/signUp';
import type { AccountContext } from '../accounts/context';
import {
  clientKey,
  countOrRefuse,
  mailAddressCounter,
  mailLink,
  mailPasswordLink,
} from '../accounts/context';
import { HOUR_MS } from '../accounts/config';
import { hashPassword } from '../accounts/passwordHash';
import { consumeToken, TOKEN_PATTERN } from '../accounts/tokens';
import type { UserRow } from '../accounts/users';
import { findUserByEmail, findUserById } from '../accounts/users';
import { requireHuman } from '../accounts/humanVerification';
import { HttpError } from '../http/httpError';
import { alreadyRegisteredMail, confirmEmailMail } from '../mail/accountMails';
import { ACCEPTED, EMAIL_BODY, text, textBody } from './accountSchemas';

const SIGN_UP_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'password',
  'phoneNumber',
  'reCaptchaToken',
] as const;

const accountRegistrationRoutes: FastifyPluginAsync<{ accounts: AccountContext }> = async (
  app,
  { accounts: ctx },
) => {
  const { db } = ctx;
  const hours = () => Math.round(ctx.config.emailConfirmationTokenMs / HOUR_MS);

  /** Mails a confirmation link for `email` (the account's address or its pending one). */
  const mailConfirmation = (user: UserRow, email: string) =>
    mailLink(ctx, user, 'confirmEmail', email, (link) => confirmEmailMail(email, link, hours()));

  app.post<{ Body: SignUpRequest }>(
    '/Account/SignUp',
    {
      schema: {
        body: textBody(SIGN_UP_FIELDS, ['email', 'firstName', 'lastName', 'password']),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const problems = signUpProblems(body, ctx.isCommonPassword);
      if (Object.keys(problems).length > 0) throw new HttpError(400, fieldErrorBody(problems));
      await countOrRefuse(ctx, reply, mailAddressCounter(ctx, request));
      await requireHuman(ctx.verifier, body.reCaptchaToken, request.ip);
      const email = normaliseEmail(body.email);
      const passwordHash = await hashPassword(body.password);
      const existing = await findUserByEmail(db, email);
      if (existing) {
        await mailPasswordLink(ctx, existing, alreadyRegisteredMail);
        return ACCEPTED;
      }
      const inserted = await db
        .insertInto('users')
        .values({
          email,
          first_name: body.firstName.trim(),
          last_name: body.lastName.trim(),
          phone_number: normalisePhone(body.phoneNumber),
          password_hash: passwordHash,
          roles: '[]',
          created_at: ctx.now(),
        })
        // Two sign-ups of one address at once: the second makes nothing.
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      const user = inserted ? await findUserById(db, inserted.id) : undefined;
      if (user) await mailConfirmation(user, email);
      return ACCEPTED;
    },
  );

  app.post<{ Body: ConfirmEmailRequest }>(
    '/Account/ConfirmEmail',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'token'],
          properties: { email: text, token: { type: 'string', pattern: TOKEN_PATTERN } },
        },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const at = ctx.now();
      const userId = await consumeToken(db, {
        token: request.body.token,
        purpose: 'confirmEmail',
        email,
        now: at,
      });
      const user = userId === null ? undefined : await findUserById(db, userId);
      if (!user) throw HttpError.validation(AccountErrorKey.invalidToken, 'token');
      if (user.email === email) {
        await db
          .updateTable('users')
          .set({ email_confirmed_at: user.email_confirmed_at ?? at })
          .where('id', '=', user.id)
          .execute();
        return { emailConfirmed: true, email };
      }
      if (user.pending_email !== email)
        throw HttpError.validation(AccountErrorKey.invalidToken, 'token');
      const taken = await findUserByEmail(db, email);
      if (taken) throw HttpError.validation(AccountErrorKey.emailTaken, 'email');
      await db
        .updateTable('users')
        .set({ email, pending_email: null, email_confirmed_at: at })
        .where('id', '=', user.id)
        .execute();
      return { emailConfirmed: true, email };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/Account/ResendConfirmation',
    { schema: { body: EMAIL_BODY } },
    async (request, reply) => {
      await countOrRefuse(ctx, reply, mailAddressCounter(ctx, request));
      const email = normaliseEmail(request.body.email);
      const user = await findUserByEmail(db, email);
      if (user && user.email_confirmed_at === null) await mailConfirmation(user, email);
      else {
        const pending = await db
          .selectFrom('users')
          .selectAll()
          .where('pending_email', '=', email)
          .executeTakeFirst();
        if (pending) await mailConfirmation(pending, email);
      }
      return ACCEPTED;
    },
  );

  app.get<{ Querystring: { email: string } }>(
    '/Profile/IsUserEmailExists',
    {
      schema: {
        querystring: { type: 'object', required: ['email'], properties: { email: text } },
      },
    },
    async (request, reply): Promise<EmailExistsAnswer> => {
      await countOrRefuse(ctx, reply, {
        name: `lookup:address:${clientKey(request)}`,
        limit: ctx.config.emailLookupsPerAddress,
        windowMs: ctx.config.signInWindowMs,
      });
      const email = normaliseEmail(request.query.email);
      if (!isEmailAddress(email)) return { exists: false };
      return { exists: (await findUserByEmail(db, email)) !== undefined };
    },
  );
};

/** Sign-up, e-mail confirmation and the address look-up. */
export default accountRegistrationRoutes;
