/**
 * Mail goes through one interface: SMTP when configured (server/mail/smtp.ts), else the outbox
 * in the database (server/mail/outbox.ts), listed at /dev/outbox for loopback clients, so the
 * whole sign-up flow works on one machine.
 */

/** A mail: plain text, with the links it holds listed apart (the outbox shows them). */
export interface MailMessage {
  /** Recipient address (normal form). */
  to: string;
  subject: string;
  text: string;
  /** Every link in `text`, in order. */
  links: string[];
}

/** Where mail goes. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Delivers (or stores) one mail; rejects when it could not. */
  send(message: MailMessage): Promise<void>;
}

/** Logs a failed delivery (Fastify's logger fits). */
export interface MailLog {
  error(details: object, message: string): void;
}

/**
 * Sends mail without making the request wait for the network: an SMTP delivery runs in the
 * background (a slow server would otherwise tell, by the answer's timing, whether an address has
 * an account), failures are logged; the outbox write is awaited (it is local and fast).
 * `idle()` waits for deliveries under way (closing the app, tests).
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly transport: MailTransport,
    private readonly log: MailLog,
  ) {}

  /** Queues `message`; resolves once it is stored (outbox) or handed to the background (SMTP). */
  async queue(message: MailMessage): Promise<void> {
    if (this.transport.kind === 'outbox') return this.transport.send(message);
    const delivery = this.transport.send(message).catch((error: unknown) => {
      this.log.error({ err: error, subject: message.subject }, 'mail delivery failed');
    });
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  /** Resolves when every background delivery has ended. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
