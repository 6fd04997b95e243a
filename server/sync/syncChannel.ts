/**
 * The real-time `sync-data` channel (spec shell §4 "Data sync"): a WebSocket at
 * `/api/v1/sync-data` on which the server sends `{"type":"SyncFinished","data":{…}}` when a
 * data sync of the socket's session ends (userDataSync.ts). One-way: what a client sends is
 * ignored.
 *
 * The upgrade is refused before any WebSocket exists unless
 * - the path is the channel's (the parsed path, compared case-blind like the router's);
 * - `Origin` is this server's own (the scheme and `Host` it was reached at, or PUBLIC_ORIGIN):
 *   a page of another site cannot open the channel with the visitor's cookie (cross-site
 *   WebSocket hijacking; browsers send cookies on cross-site upgrades);
 * - the session cookie names a live signed-in session (guests have nothing to sync).
 * Refusals answer 403 or 401 and close. A message a socket missed because it connected after
 * the run ended is sent as it connects. Sockets are pinged every 30 s and dropped when silent.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { Db } from '../db/database';
import { SESSION_COOKIE, sessionIdOf } from '../http/session';
import type { SyncAnnouncer, SyncFinishedMessage, UserDataSync } from './userDataSync';

/** The channel's path. */
export const SYNC_CHANNEL_PATH = '/api/v1/sync-data';
/** Ping period, ms: a socket that missed one pong is closed. */
const PING_INTERVAL_MS = 30_000;

export interface SyncChannelOptions {
  db: Db;
  sync: UserDataSync;
  /** PUBLIC_ORIGIN (accounts config): also accepted as Origin. */
  publicOrigin: string;
}

/** The cookie `name` of a Cookie header, or undefined. */
function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name)
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Whether the upgrade's Origin is this server's own. */
export function isOwnOrigin(request: IncomingMessage, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (origin === undefined || host === undefined) return false;
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  const own = `${encrypted ? 'https' : 'http'}://${host}`.toLowerCase();
  const given = origin.toLowerCase();
  return given === own || given === publicOrigin.toLowerCase();
}

function refuse(socket: Duplex, status: 401 | 403 | 404): void {
  const text = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status];
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The sockets of each session; sends SyncFinished to them. */
class Sockets implements SyncAnnouncer {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  add(sessionId: string, socket: WebSocket): void {
    const set = this.bySession.get(sessionId) ?? new Set();
    set.add(socket);
    this.bySession.set(sessionId, set);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.bySession.delete(sessionId);
    });
  }

  announce(sessionId: string, message: SyncFinishedMessage): boolean {
    const set = this.bySession.get(sessionId);
    if (!set || set.size === 0) return false;
    const text = JSON.stringify(message);
    for (const socket of set) socket.send(text);
    return true;
  }
}

/** Opens the channel on the app's HTTP server and hands the sync its announcer. */
export function installSyncChannel(app: FastifyInstance, options: SyncChannelOptions): void {
  const { db, sync } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const sockets = new Sockets();
  sync.announcer = sockets;
  const alive = new WeakMap<WebSocket, boolean>();

  async function sessionOf(request: IncomingMessage): Promise<string | null> {
    const token = cookieOf(request.headers.cookie, SESSION_COOKIE);
    if (token === undefined) return null;
    const id = sessionIdOf(token);
    const row = await db
      .selectFrom('sessions')
      .select(['user_id', 'rotated_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && row.user_id !== null && row.rotated_at === null ? id : null;
  }

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://channel.invalid').pathname;
    if (path.toLowerCase() !== SYNC_CHANNEL_PATH.toLowerCase()) return refuse(socket, 404);
    if (!isOwnOrigin(request, options.publicOrigin)) return refuse(socket, 403);
    const sessionId = await sessionOf(request);
    if (sessionId === null) return refuse(socket, 401);
    wss.handleUpgrade(request, socket, head, (ws) => {
      alive.set(ws, true);
      ws.on('pong', () => alive.set(ws, true));
      ws.on('error', () => ws.terminate());
      sockets.add(sessionId, ws);
      void sync.undelivered(sessionId).then(async (messages) => {
        for (const message of messages) {
          ws.send(JSON.stringify(message));
          await sync.delivered(message.data.jobId);
        }
      });
    });
  }

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    upgrade(request, socket, head).catch((error: unknown) => {
      app.log.error({ err: error }, 'sync-data upgrade failed');
      socket.destroy();
    });
  });

  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, PING_INTERVAL_MS);
  pinger.unref();

  // Before the HTTP server closes: it waits for every connection, upgraded ones included.
  app.addHook('preClose', async () => {
    clearInterval(pinger);
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
