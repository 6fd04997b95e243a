/**
 * The SMTP path against a real SMTP server started in the test (smtp-server, MIT-0): a sign-up's
 * confirmation mail arrives with its link, and nothing goes to the outbox.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { signUpBody } from '../testing/accountClient';
import { listOutbox } from './outbox';
import { smtpConfigFromEnv } from './smtp';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let server: SMTPServer;
let port = 0;
const received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  t = await createTestApp({
    smtp: smtpConfigFromEnv({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      MAIL_FROM: 'Print Designer <no-reply@shop.example.com>',
    }),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP', () => {
  it('delivers the confirmation mail to the SMTP server, not the outbox', async () => {
    const client = await new TestClient(t.app).start();
    const r = await client.postJson('/api/v1/Account/SignUp', signUpBody('smtp@example.com'));
    expect(r.status).toBe(200);
    await t.app.accounts.mailer.idle();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('no-reply@shop.example.com');
    expect(mail!.to).toEqual(['smtp@example.com']);
    expect(mail!.data).toMatch(/^Subject: Confirm your e-mail address$/m);
    expect(mail!.data.replace(/=\r\n/g, '')).toMatch(
      /confirm-email\?email=3Dsmtp%40example\.com&token=3D|confirm-email\?email=smtp%40example\.com&token=/,
    );
    expect(await listOutbox(t.app.db)).toEqual([]);
  });

  it('a dead SMTP server fails the delivery, not the request: the failure is logged', async () => {
    const lines: string[] = [];
    const dead = await createTestApp({
      smtp: {
        host: '127.0.0.1',
        port: 1,
        secure: false,
        user: null,
        password: null,
        from: 'a@b.c',
      },
      logger: { level: 'error', stream: { write: (line) => lines.push(line) } },
    });
    try {
      const client = await new TestClient(dead.app).start();
      const r = await client.postJson('/api/v1/Account/SignUp', signUpBody('dead@example.com'));
      expect(r.status).toBe(200);
      await dead.app.accounts.mailer.idle();
      const failures = lines.map((l) => JSON.parse(l) as { msg: string; subject?: string });
      expect(failures).toContainEqual(
        expect.objectContaining({
          msg: 'mail delivery failed',
          subject: 'Confirm your e-mail address',
        }),
      );
      // The address is not in the log line (only the subject is).
      expect(lines.join('\n')).not.toContain('dead@example.com');
    } finally {
      await dead.close();
    }
  });

  it('reads its settings from the environment', () => {
    expect(smtpConfigFromEnv({})).toBeNull();
    expect(smtpConfigFromEnv({ SMTP_HOST: 'mail.example.com', SMTP_SECURE: 'true' })).toMatchObject(
      {
        port: 465,
        secure: true,
        user: null,
        from: 'Print Designer <no-reply@localhost>',
      },
    );
    expect(() => smtpConfigFromEnv({ SMTP_HOST: 'm', SMTP_PORT: '70000' })).toThrow(/SMTP_PORT/);
  });
});
