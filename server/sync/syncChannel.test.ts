/**
 * The sync-data channel with a real WebSocket client (`ws`) against a listening app: a signed-in
 * session hears SyncFinished with the counts; a socket that connects after the run ended gets
 * it on connecting; another origin, no cookie, a guest's cookie or another path are refused at
 * the upgrade.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_COOKIE } from '../http/session';
import { guestThenSignIn, sessionOf } from '../testing/guestWork';
import type { ListeningApp } from '../testing/listeningApp';
import { listenTestApp } from '../testing/listeningApp';
import { TestClient } from '../testing/testApp';
import { SYNC_CHANNEL_PATH } from './syncChannel';
import type { SyncFinishedMessage } from './userDataSync';

let t: ListeningApp;
// Building and migrating the app takes more than the default 10 s when the machine is loaded.
beforeAll(async () => {
  t = await listenTestApp();
}, 60_000);
afterAll(() => t.close());

const wsUrl = () => `${t.origin.replace('http', 'ws')}${SYNC_CHANNEL_PATH}`;

/** A socket and the messages it received (kept from the start: one may come with the upgrade). */
interface Channel {
  ws: WebSocket;
  next(): Promise<SyncFinishedMessage>;
}

/** Opens the channel; resolves once open, rejects with the refusal's status. */
function connect(headers: Record<string, string>, url = wsUrl()): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const received: SyncFinishedMessage[] = [];
    const waiting: ((m: SyncFinishedMessage) => void)[] = [];
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as SyncFinishedMessage;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else received.push(message);
    });
    const next = () =>
      new Promise<SyncFinishedMessage>((done) => {
        const first = received.shift();
        if (first) done(first);
        else waiting.push(done);
      });
    ws.once('open', () => resolve({ ws, next }));
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
}

const cookieOf = (client: TestClient) => `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`;

describe('the sync-data channel', () => {
  it('sends SyncFinished with the counts to the signed-in session', async () => {
    const client = await new TestClient(t.app).start();
    await guestThenSignIn(t.app.db, client, 'ws-ann@example.com', 1);
    const { ws, next } = await connect({ cookie: cookieOf(client), origin: t.origin });
    const message = next();
    const started = await client.postJson<{ jobId: string }>('/api/v1/Account/SyncUserData', {});
    expect(await message).toEqual({
      type: 'SyncFinished',
      data: {
        jobId: started.body.jobId,
        succeeded: true,
        designFiles: 3,
        designs: 1,
        cartItems: 1,
        uploads: 1,
        uploadsKeptTemporary: 0,
        errors: [],
      },
    });
    ws.close();
  });

  it('gives a socket that connects late the message it missed, once', async () => {
    const client = await new TestClient(t.app).start();
    await guestThenSignIn(t.app.db, client, 'ws-late@example.com', 0);
    const started = await client.postJson<{ jobId: string }>('/api/v1/Account/SyncUserData', {});
    await t.app.userDataSync.idle();
    const { ws, next } = await connect({ cookie: cookieOf(client), origin: t.origin });
    const message = await next();
    expect(message.data).toMatchObject({ jobId: started.body.jobId, designs: 1 });
    ws.close();
    // Marked delivered once sent: a later socket is not sent it again.
    const session = sessionOf(client);
    for (let i = 0; i < 100 && (await t.app.userDataSync.undelivered(session)).length > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await t.app.userDataSync.undelivered(session)).toEqual([]);
  });

  it('refuses other origins, guests, missing cookies and other paths', async () => {
    const client = await new TestClient(t.app).start();
    await guestThenSignIn(t.app.db, client, 'ws-refused@example.com', 0);
    const guest = await new TestClient(t.app).start();
    await expect(
      connect({ cookie: cookieOf(client), origin: 'https://evil.example' }),
    ).rejects.toThrow('refused 403');
    await expect(connect({ cookie: cookieOf(client) })).rejects.toThrow('refused 403');
    await expect(connect({ origin: t.origin })).rejects.toThrow('refused 401');
    await expect(connect({ cookie: cookieOf(guest), origin: t.origin })).rejects.toThrow(
      'refused 401',
    );
    await expect(
      connect(
        { cookie: cookieOf(client), origin: t.origin },
        `${t.origin.replace('http', 'ws')}/api/v1/other`,
      ),
    ).rejects.toThrow('refused 404');
  });
});
