/**
 * Limits per client address, through inject with a real SQLite file and an injected clock: each
 * answers 429 in the spec's shape with Retry-After, leaves other addresses alone and recovers
 * with time; X-Forwarded-For names the client only when TRUST_PROXY is configured.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { BuildAppOptions } from '../app';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import { corpusFile, MIB, uploadFile } from '../testing/uploadClient';
import { SESSION_COOKIE } from './session';

const PNG = fs.readFileSync(corpusFile('png/palette8.png'));
const HEIC = fs.readFileSync(corpusFile('heic/iphone8plus-grid-irot270-exif6-arrow.heic'));
const PING = { method: 'GET' as const, url: '/api/v1/System/MaxRequestBodySize' };
const T0 = Date.UTC(2026, 0, 1);
const TOO_MANY = { status: 429, errors: { domainValidations: ['tooManyRequests'] } };

let t: TestApp | undefined;
let clock = T0;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function app(options: Partial<BuildAppOptions>): Promise<TestApp> {
  clock = T0;
  t = await createTestApp({ now: () => clock, ...options });
  return t;
}

function expectTooMany(r: LightMyRequestResponse, retryAfterS: number): void {
  expect(r.statusCode).toBe(429);
  expect(r.json()).toEqual(TOO_MANY);
  expect(r.headers['retry-after']).toBe(String(retryAfterS));
}

async function sessionRows(a: TestApp): Promise<number> {
  return (await a.app.db.selectFrom('sessions').select('id').execute()).length;
}

describe('request rate per address', () => {
  it('answers 429 beyond the burst, per address, and recovers at the rate', async () => {
    const { app: server } = await app({ addressLimits: { requestBurst: 5, requestsPerSecond: 2 } });
    const from = (remoteAddress: string) => server.inject({ ...PING, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await from('198.51.100.7')).statusCode).toBe(200);
    const refused = await from('198.51.100.7');
    expectTooMany(refused, 1);
    // No-cache like every API answer, and no cookie: nothing was looked at.
    expect(refused.headers['cache-control']).toContain('no-store');
    // Static files and unknown paths count too.
    expect(
      (await server.inject({ method: 'GET', url: '/designer/', remoteAddress: '198.51.100.7' }))
        .statusCode,
    ).toBe(429);
    // Another address is not affected; nor is another host of another /64.
    expect((await from('198.51.100.8')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await from('2001:db8:0:1::1')).statusCode).toBe(200);
    expect((await from('2001:db8:0:1::2')).statusCode).toBe(429); // same /64
    expect((await from('2001:db8:0:2::1')).statusCode).toBe(200);

    clock += 500; // 2 a second: one more after half a second
    expect((await from('198.51.100.7')).statusCode).toBe(200);
    expect((await from('198.51.100.7')).statusCode).toBe(429);
  });
});

describe('new guest sessions per address', () => {
  it('answers 429 to the session over the hourly count, stores no row, and recovers', async () => {
    const a = await app({ addressLimits: { guestSessionsPerHour: 2 } });
    const guests = Array.from({ length: 3 }, () => new TestClient(a.app, '203.0.113.9'));
    for (const g of guests.slice(0, 2)) {
      const { responses } = await uploadFile(await g.start(), PNG);
      expect(responses.map((r) => r.statusCode)).toEqual([200]);
    }
    expect(await sessionRows(a)).toBe(2);
    const third = guests[2]!;
    const { responses } = await uploadFile(await third.start(), PNG);
    // 2 an hour: the next in 30 minutes.
    expectTooMany(responses[0]!, 1800);
    expect(await sessionRows(a)).toBe(2);

    // Sessions already made go on; a guest from elsewhere is not affected.
    expect((await uploadFile(guests[0]!, PNG)).responses[0]?.statusCode).toBe(200);
    const elsewhere = await new TestClient(a.app, '203.0.113.10').start();
    expect((await uploadFile(elsewhere, PNG)).responses[0]?.statusCode).toBe(200);

    clock += 30 * 60_000;
    expect((await uploadFile(third, PNG)).responses[0]?.statusCode).toBe(200);
    const id = createHash('sha256')
      .update(third.cookies.get(SESSION_COOKIE) ?? '')
      .digest('hex');
    expect(
      await a.app.db.selectFrom('sessions').select('id').where('id', '=', id).execute(),
    ).toHaveLength(1);
  });
});

describe('guest upload bytes per address', () => {
  it('answers 429 to the chunk over the daily bytes, whatever the cookie, and recovers', async () => {
    // 1 MiB a day; the HEIC is 773 KiB: one fits, a second does not.
    const a = await app({ addressLimits: { guestUploadBytesPerDay: MIB } });
    const first = await new TestClient(a.app, '192.0.2.44').start();
    expect((await uploadFile(first, HEIC)).responses.map((r) => r.statusCode)).toEqual([200]);

    // A fresh cookie buys no fresh allowance.
    const second = await new TestClient(a.app, '192.0.2.44').start();
    const refused = (await uploadFile(second, HEIC)).responses[0]!;
    // 528 KiB missing at 1 MiB a day: 12.4 hours.
    const missing = HEIC.length - (MIB - HEIC.length);
    expectTooMany(refused, Math.ceil((missing / MIB) * 86_400));
    expect(await sessionRows(a)).toBe(1); // the refused chunk started no session

    const other = await new TestClient(a.app, '192.0.2.45').start();
    expect((await uploadFile(other, HEIC)).responses[0]?.statusCode).toBe(200);

    clock += 13 * 3_600_000;
    expect((await uploadFile(second, HEIC)).responses[0]?.statusCode).toBe(200);
  });
});

describe('the client address', () => {
  const spoofed = (server: TestApp['app'], forwardedFor: string) =>
    server.inject({
      ...PING,
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const { app: server } = await app({ addressLimits: { requestBurst: 3, requestsPerSecond: 1 } });
    const answers = [];
    for (let i = 1; i <= 4; i++)
      answers.push((await spoofed(server, `198.51.100.${i}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('believes X-Forwarded-For from a trusted proxy', async () => {
    const { app: server } = await app({
      addressLimits: { requestBurst: 3, requestsPerSecond: 1 },
      trustProxy: ['10.0.0.0/8'],
    });
    const answers = [];
    for (let i = 1; i <= 4; i++)
      answers.push((await spoofed(server, `198.51.100.${i}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200]);
    // One client behind the proxy is still limited.
    for (let i = 0; i < 2; i++) await spoofed(server, '198.51.100.1');
    expect((await spoofed(server, '198.51.100.1')).statusCode).toBe(429);
    // A client that is not the proxy cannot name itself.
    const direct = (forwardedFor: string) =>
      server.inject({
        ...PING,
        remoteAddress: '192.0.2.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const direct4 = [];
    for (let i = 1; i <= 4; i++) direct4.push((await direct(`198.51.100.${i + 10}`)).statusCode);
    expect(direct4).toEqual([200, 200, 200, 429]);
  });

  it('believes the last hop only, with TRUST_PROXY=1 (one proxy in front)', async () => {
    const { app: server } = await app({
      addressLimits: { requestBurst: 3, requestsPerSecond: 1 },
      trustProxy: 1,
    });
    // The client wrote a made-up address first; the proxy appended the one it saw.
    const answers = [];
    for (let i = 1; i <= 4; i++)
      answers.push((await spoofed(server, `203.0.113.${i}, 198.51.100.1`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect((await spoofed(server, '198.51.100.2')).statusCode).toBe(200);
  });
});
