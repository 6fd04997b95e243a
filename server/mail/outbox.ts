/**
 * The outbox: mail kept in the database when no SMTP server is configured. Listed newest first
 * at `GET /api/v1/Dev/Outbox` and `/dev/outbox` (server/routes/devOutbox.ts).
 */
import type { Db } from '../db/database';
import type { MailMessage, MailTransport } from './transport';

/** A stored mail, as the outbox lists it. */
export interface OutboxMail extends MailMessage {
  id: number;
  /** ISO 8601. */
  createdAt: string;
}

/** Most mails the outbox lists. */
export const OUTBOX_LIST_LIMIT = 100;

/** The transport that stores mail in `mail_outbox`. */
export function outboxTransport(db: Db, now: () => number): MailTransport {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insertInto('mail_outbox')
        .values({
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          links: JSON.stringify(message.links),
          created_at: now(),
        })
        .execute();
    },
  };
}

/** The newest mails, newest first. */
export async function listOutbox(db: Db, limit = OUTBOX_LIST_LIMIT): Promise<OutboxMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    text: r.body,
    links: JSON.parse(r.links) as string[],
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
