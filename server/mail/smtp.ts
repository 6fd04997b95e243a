/**
 * SMTP delivery through nodemailer (MIT-0), when SMTP_HOST is set:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | SMTP_HOST | unset: mail goes to the outbox | the SMTP server |
 * | SMTP_PORT | 587 (465 with SMTP_SECURE) | its port |
 * | SMTP_SECURE | false | TLS from the first byte (port 465); otherwise STARTTLS when offered |
 * | SMTP_USER, SMTP_PASSWORD | unset: no authentication | credentials |
 * | MAIL_FROM | `Print Designer <no-reply@localhost>` | the sender |
 */
import nodemailer from 'nodemailer';
import type { Env } from '../uploads/envInteger';
import { envInteger } from '../uploads/envInteger';
import type { MailTransport } from './transport';

/** SMTP settings. */
export interface SmtpConfig {
  host: string;
  port: number;
  /** Implicit TLS (465); false: plain, upgraded by STARTTLS when the server offers it. */
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

/** The sender when MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = 'Print Designer <no-reply@localhost>';

/** The SMTP settings from `env`, or null when SMTP_HOST is unset (mail goes to the outbox). */
export function smtpConfigFromEnv(env: Env): SmtpConfig | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const secure = /^(1|true|yes)$/i.test(env.SMTP_SECURE?.trim() ?? '');
  return {
    host,
    port: envInteger(env, 'SMTP_PORT', secure ? 465 : 587, 1, 65_535),
    secure,
    user: env.SMTP_USER?.trim() || null,
    password: env.SMTP_PASSWORD ?? null,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
  };
}

/** Time limits of one delivery, ms: a dead server fails the send instead of hanging it. */
const TIMEOUT_MS = 15_000;

/** The transport that hands mail to an SMTP server. */
export function smtpTransport(config: SmtpConfig): MailTransport {
  const transporter = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
