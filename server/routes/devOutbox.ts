/**
 * The outbox, for developers (README, Accounts): every mail the server would have sent, when no
 * SMTP server is configured, newest first — JSON at `GET /api/v1/Dev/Outbox` ({mails: [{id, to,
 * subject, text, links, createdAt}]}) and a page at `/dev/outbox`. Registered only when mail
 * goes to the outbox, and answered only to a loopback client: the router's client address
 * (`request.ip`, which names the client behind a trusted proxy) and the socket's peer must both
 * be loopback, and a request carrying forwarding headers is refused (a proxy on the same machine
 * that TRUST_PROXY does not name would otherwise make every visitor look local). Anyone else gets
 * the API's 404.
 */
import { isIP } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import type { OutboxMail } from '../mail/outbox';
import { listOutbox } from '../mail/outbox';

/** Whether an address is the local machine (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.replace(/^::ffff:/i, '');
  if (isIP(a) === 4) return a.startsWith('127.');
  return a === '::1' || a === '0:0:0:0:0:0:0:1';
}

/** Whether a request comes from this machine, not through a proxy. */
export function isLocalRequest(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return (
    forwarded === undefined && isLoopback(request.ip) && isLoopback(request.socket.remoteAddress)
  );
}

function refuseUnlessLocal(request: FastifyRequest): void {
  if (!isLocalRequest(request)) throw HttpError.notFound();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p>
<pre>${escapeHtml(m.text)}</pre>
<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;max-width:60rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox</h1><p>${mails.length === 0 ? 'No mail yet.' : `${mails.length} newest first.`}</p>
${items}</body></html>`;
}

/** The outbox's JSON route (register under /api/v1). */
export const outboxApiRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/Dev/Outbox', async (request) => {
    refuseUnlessLocal(request);
    return { mails: await listOutbox(db) };
  });
};

/** The outbox's page (register at the root). */
export const outboxPageRoute: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/outbox', async (request, reply) => {
    refuseUnlessLocal(request);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(page(await listOutbox(db)));
  });
};
