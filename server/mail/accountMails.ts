/**
 * The account mails, in English, plain text, each with its link: the link opens one of the
 * designer's routes (spec shell §2: confirm-email, reset-password, create-password), whose page
 * sends the token to the API. Links are built on PUBLIC_ORIGIN, never on the request's Host
 * header (a forged Host would otherwise send a victim's reset link to the attacker's site).
 */
import { ACCOUNT_LINK_ROUTES } from '../../src/domain/accounts/protocol';
import type { MailMessage } from './transport';

/** A link to one of the designer's account routes with the address and token in its query. */
export function accountLink(
  origin: string,
  route: keyof typeof ACCOUNT_LINK_ROUTES,
  email: string,
  token: string,
): string {
  const query = new URLSearchParams({ email, token });
  return `${origin}${ACCOUNT_LINK_ROUTES[route]}?${query.toString()}`;
}

const SIGNATURE = '\n\nPrint Designer';

function mail(to: string, subject: string, lines: string[], links: string[]): MailMessage {
  return { to, subject, text: lines.join('\n') + SIGNATURE, links };
}

/** Confirms the address of a new account (or a new address of an account). */
export function confirmEmailMail(to: string, link: string, hours: number): MailMessage {
  return mail(
    to,
    'Confirm your e-mail address',
    [
      'Please confirm your e-mail address by opening this link:',
      '',
      link,
      '',
      `The link works once and for ${hours} hours. If you did not ask for it, ignore this mail.`,
    ],
    [link],
  );
}

/** A link to choose a new password. */
export function resetPasswordMail(to: string, link: string, minutes: number): MailMessage {
  return mail(
    to,
    'Reset your password',
    [
      'Someone (we hope you) asked to reset the password of your account.',
      'Choose a new password here:',
      '',
      link,
      '',
      `The link works once and for ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    ],
    [link],
  );
}

/** A link to give a password to an account that has none (made through a social sign-in). */
export function createPasswordMail(to: string, link: string, minutes: number): MailMessage {
  return mail(
    to,
    'Create a password',
    [
      'Your account has no password yet. Create one here to sign in with your e-mail address:',
      '',
      link,
      '',
      `The link works once and for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
    ],
    [link],
  );
}

/**
 * Sent instead of a second account when someone signs up with an address that has one: the
 * sign-up's answer stays the same (it must not tell whether the address is known), and the
 * owner learns what happened, with a way back in.
 */
export function alreadyRegisteredMail(to: string, link: string, minutes: number): MailMessage {
  return mail(
    to,
    'You already have an account',
    [
      'Someone (we hope you) tried to create an account with this e-mail address, which already has one.',
      'Sign in with your password, or choose a new one here:',
      '',
      link,
      '',
      `The link works once and for ${minutes} minutes. If it was not you, ignore this mail.`,
    ],
    [link],
  );
}

/** Sent to a new address that another account already uses (`PUT Account/Email`). */
export function addressInUseMail(to: string): MailMessage {
  return mail(
    to,
    'This address already has an account',
    [
      'Someone asked to move an account to this e-mail address, which another account already uses.',
      'Nothing was changed. If it was you, sign in with this address instead.',
    ],
    [],
  );
}
