/**
 * Refusals made before any route runs — by Node's HTTP parser (header or URL over 16 KB, bad
 * header bytes, Content-Length with Transfer-Encoding, duplicate Content-Length, an unknown
 * method) or by Fastify (bad URL encoding, body too large, unsupported media type) — answer the
 * one error shape `{status, errors}` with the no-cache headers, like every other API answer.
 * Node's parser errors never reach `inject`, so these tests write raw bytes to a real socket.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '../../src/domain/apiErrors';
import type { ListeningApp } from '../testing/listeningApp';
import { listenTestApp } from '../testing/listeningApp';
import { TestClient } from '../testing/testApp';

/** A raw HTTP answer. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let t: ListeningApp;
/** Cookie and anti-forgery headers of a started session, for requests that reach the body. */
let session = '';
/** Translated API error keys (server/db/translations/en.errors.json). */
let translated: Set<string>;

beforeAll(async () => {
  // A small body limit (bytes) so the oversize case stays cheap.
  t = await listenTestApp({ maxRequestBodyBytes: 4096 });
  const file = path.resolve(import.meta.dirname, '..', 'db', 'translations', 'en.errors.json');
  const client = await new TestClient(t.app).start();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  session = `Cookie: ${cookie}\r\nX-XSRF-TOKEN: ${client.cookies.get('XSRF-TOKEN') ?? ''}\r\n`;
  translated = new Set(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object));
});
afterAll(() => t.close());

/** Writes `request` as it is to a new connection and reads until the server closes or answers. */
function raw(request: string | Buffer): Promise<RawAnswer> {
  const { hostname, port } = new URL(t.origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const parse = (): RawAnswer | null => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? NaN);
      const body = text.slice(end + 4);
      if (!Number.isFinite(length) || body.length < length) return null;
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      return { status, headers, body: body.slice(0, length) };
    };
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      const answer = parse();
      if (answer) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', (error) => {
      const answer = parse();
      if (answer) resolve(answer);
      else reject(error);
    });
    socket.on('close', () => {
      const answer = parse();
      if (answer) resolve(answer);
      else reject(new Error(`no complete answer: ${Buffer.concat(chunks).toString('latin1')}`));
    });
    socket.write(request);
  });
}

const HOST = 'Host: localhost\r\n';
/** A request line and headers with the session (filled once the app runs). */
const withSession = (line: string) => () => `${line}\r\n${HOST}${session}`;
const CALC = '/api/v1/Product/calculator';

describe('refusals before any route runs', () => {
  it.each([
    [
      'a header over 16 KB',
      `GET /api/v1/System/MaxRequestBodySize HTTP/1.1\r\n${HOST}X-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
      431,
      'requestHeadersTooLarge',
    ],
    [
      'a URL over 16 KB',
      `GET /api/v1/${'a'.repeat(17_000)} HTTP/1.1\r\n${HOST}\r\n`,
      431,
      'requestHeadersTooLarge',
    ],
    [
      'a control byte in a header value',
      `GET /api/v1/System/MaxRequestBodySize HTTP/1.1\r\n${HOST}X-Bad: a\x01b\r\n\r\n`,
      400,
      'invalidRequest',
    ],
    [
      'a space in a header name',
      `GET /api/v1/System/MaxRequestBodySize HTTP/1.1\r\n${HOST}X Bad: a\r\n\r\n`,
      400,
      'invalidRequest',
    ],
    [
      'Content-Length with Transfer-Encoding',
      `POST ${CALC} HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
      400,
      'invalidRequest',
    ],
    [
      'two different Content-Lengths',
      `POST ${CALC} HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{} `,
      400,
      'invalidRequest',
    ],
    ['an unknown method', `BREW /api/v1/Nope HTTP/1.1\r\n${HOST}\r\n`, 400, 'invalidRequest'],
    ['not HTTP at all', 'hello there\r\n\r\n', 400, 'invalidRequest'],
    [
      'a malformed URL escape',
      `GET /api/v1/Translations/%E0%A4%A HTTP/1.1\r\n${HOST}\r\n`,
      400,
      'invalidField',
    ],
    [
      'a body over the limit',
      () =>
        `${withSession(`POST ${CALC} HTTP/1.1`)()}Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"a":"${'x'.repeat(4992)}"}`,
      413,
      'payloadTooLarge',
    ],
    [
      'a body in a type no route reads',
      () =>
        `${withSession(`POST ${CALC} HTTP/1.1`)()}Content-Type: application/x-nope\r\nContent-Length: 2\r\n\r\n{}`,
      415,
      'unsupportedMediaType',
    ],
  ])('%s: the API error shape', async (_name, request, status, key) => {
    const answer = await raw(typeof request === 'function' ? request() : request);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body: unknown = JSON.parse(answer.body);
    expect(isApiErrorBody(body)).toBe(true);
    expect((body as { status: number }).status).toBe(status);
    const keys = Object.values((body as { errors: Record<string, string[]> }).errors).flat();
    expect(keys).toContain(key);
    for (const k of keys) expect(translated.has(k), `${k} is translated`).toBe(true);
    expect(answer.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
    expect(answer.headers.pragma).toBe('no-cache');
  });

  it('the server keeps answering after each refusal', async () => {
    await raw(`GET /api/v1/System/MaxRequestBodySize HTTP/1.1\r\n${HOST}X-Bad: a\x01b\r\n\r\n`);
    const ok = await raw(
      `GET /api/v1/System/MaxRequestBodySize HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`,
    );
    expect(ok.status).toBe(200);
  });
});

describe('a request arriving while the server closes', () => {
  it('answers 503 serviceUnavailable in the API error shape', async () => {
    const own = await listenTestApp();
    const { hostname, port } = new URL(own.origin);
    const socket = net.connect({ host: hostname, port: Number(port) });
    await new Promise((resolve) => socket.once('connect', resolve));
    // The request has begun (so the connection is not idle) when the close starts.
    socket.write(`GET /api/v1/System/MaxRequestBodySize HTTP/1.1\r\n${HOST}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = own.app.close();
    const text = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.write('\r\n');
    });
    await closed;
    await own.close();
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).toMatch(/\r\ncache-control: no-store, no-cache, must-revalidate\r\n/i);
    const body: unknown = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ status: 503, errors: { general: ['serviceUnavailable'] } });
  });
});
