/**
 * The outbox: JSON and page, newest first, only to loopback clients, and absent when SMTP is
 * configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../mail/outbox';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { signUpBody } from '../testing/accountClient';
import { isLoopback } from './devOutbox';

const OUTBOX = '/api/v1/Dev/Outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const client = await new TestClient(t.app).start();
  await client.postJson('/api/v1/Account/SignUp', signUpBody('first@example.com'));
  await client.postJson('/api/v1/Account/SignUp', signUpBody('second@example.com'));
});
afterAll(() => t.close());

describe('outbox', () => {
  it('lists mails newest first with to, subject, text and links', async () => {
    const local = new TestClient(t.app, '127.0.0.1');
    const r = await local.getJson<{ mails: OutboxMail[] }>(OUTBOX);
    expect(r.status).toBe(200);
    expect(r.body.mails.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    const [mail] = r.body.mails;
    expect(mail).toMatchObject({ subject: 'Confirm your e-mail address' });
    expect(mail!.links).toHaveLength(1);
    expect(mail!.text).toContain(mail!.links[0]);
  });

  it('serves a page with the links', async () => {
    const page = await new TestClient(t.app, '::1').request({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('second@example.com');
    expect(page.body).toMatch(
      /<a href="http:\/\/localhost:8080\/designer\/confirm-email\?email=second%40example\.com&#38;token=/,
    );
  });

  it('answers 404 to anyone not on this machine, whatever the headers say', async () => {
    const remote = new TestClient(t.app, '203.0.113.5');
    expect((await remote.getJson(OUTBOX)).status).toBe(404);
    expect((await remote.request({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    const spoof = await remote.request({
      method: 'GET',
      url: OUTBOX,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoof.statusCode).toBe(404);
    // A local proxy forwarding someone else is refused too.
    const proxied = await new TestClient(t.app, '127.0.0.1').request({
      method: 'GET',
      url: OUTBOX,
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('is not there when SMTP is configured', async () => {
    const smtp = await createTestApp({
      smtp: {
        host: '127.0.0.1',
        port: 1,
        secure: false,
        user: null,
        password: null,
        from: 'a@b.c',
      },
    });
    try {
      const local = new TestClient(smtp.app, '127.0.0.1');
      expect((await local.getJson(OUTBOX)).status).toBe(404);
      expect((await local.request({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:192.0.2.1', false],
    ['fe80::1', false],
    ['', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, loopback) => expect(isLoopback(address)).toBe(loopback));
});
