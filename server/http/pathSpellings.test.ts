/**
 * Security decisions follow what the router matched, never the raw URL: every unsafe route the
 * app registered (walked from `app.registeredRoutes`, not listed by hand), spelled every way a
 * client can spell a path, runs only with the anti-forgery header, and every answer carries the
 * no-cache headers. Sent over a real socket with the path exactly as written (a URL parser
 * would normalise `..` and `//` away before the server saw them).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningApp } from '../testing/listeningApp';
import { listenTestApp } from '../testing/listeningApp';
import { TestClient } from '../testing/testApp';
import { CHUNK_URL, sendChunk } from '../testing/uploadClient';

const REFUSED = { status: 400, errors: { domainValidations: ['antiForgeryInvalid'] } };
const NOT_FOUND = { status: 404, errors: { general: ['resourceNotFound'] } };
const NO_STORE = 'no-store, no-cache, must-revalidate';
/** Methods that need no token; every other registered method is walked. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Ways to spell an `/api/v1/…` path that a router may still match. */
const SPELLINGS: [string, (path: string) => string][] = [
  ['as registered', (p) => p],
  ['a percent-escaped letter', (p) => p.replace('/api/', '/%61pi/')],
  ['a percent-escaped capital', (p) => p.replace('/api/', '/%41PI/')],
  ['upper case', (p) => p.replace('/api/', '/API/')],
  [
    'every letter and digit escaped',
    (p) => p.replace(/[A-Za-z0-9]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
  ],
  ['a double escape', (p) => p.replace('/api/', '/%2561pi/')],
  ['a leading double slash', (p) => `/${p}`],
  ['a doubled inner slash', (p) => p.replace('/v1/', '//v1/')],
  ['a dot segment', (p) => p.replace('/api/v1/', '/api/v1/../v1/')],
  ['an escaped dot segment', (p) => p.replace('/api/v1/', '/api/v1/%2e%2e/v1/')],
  ['a trailing slash', (p) => `${p}/`],
  ['an escaped slash after api', (p) => p.replace('/api/', '/api%2F')],
  ['an escaped slash after v1', (p) => p.replace('/v1/', '/v1%2F')],
  ['a semicolon parameter', (p) => p.replace('/api/', '/api;a=b/')],
  ['a query naming another path', (p) => `${p}?to=/designer/`],
];

/** A concrete path of a route pattern: each `:param` and `*` filled with a plausible value. */
function concrete(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, 'forgery-probe-1').replace(/\*/g, 'x');
}

/**
 * Whether `body` is the error `expected`: same status and error groups (the chunk endpoint adds
 * `result: 'BadRequest'` to its 400s, which the comparison ignores).
 */
function sameError(body: unknown, expected: { status: number; errors: unknown }): boolean {
  const b = body as { status?: unknown; errors?: unknown } | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    b.status === expected.status &&
    JSON.stringify(b.errors) === JSON.stringify(expected.errors)
  );
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

let t: ListeningApp;
let client: TestClient;

/** One request with the path as written, the client's cookies and no anti-forgery header. */
function send(method: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(t.origin);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const payload = method === 'GET' || method === 'DELETE' ? undefined : '{}';
  const headers: Record<string, string> = { cookie };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: compared as text
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

beforeAll(async () => {
  // Every route × every spelling comes from one address: far beyond the per-address request
  // burst (600), which is not what this test is about (addressLimits.test.ts is).
  t = await listenTestApp({
    sessionSecret: 'test-secret',
    addressLimits: { requestBurst: 1_000_000 },
  });
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

describe('path spellings', () => {
  it('the route table lists the unsafe API routes', () => {
    const unsafe = t.app.registeredRoutes.filter((r) => !SAFE.has(r.method));
    // The upload, attach, delete and calculator routes at least: a broken walk fails here.
    expect(unsafe.length).toBeGreaterThanOrEqual(8);
    expect(unsafe.map((r) => r.url)).toContain('/api/v1/EditorElement/DeleteImage');
  });

  it('only the embedded session exchange is exempt from the anti-forgery header', () => {
    const exempt = t.app.registeredRoutes.filter((r) => r.antiForgeryExempt);
    expect(exempt.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v1/Embed/Session']);
  });

  it('no unsafe route runs without the anti-forgery header, however its path is spelled', async () => {
    const unsafe = t.app.registeredRoutes.filter(
      (r) => !SAFE.has(r.method) && !r.antiForgeryExempt,
    );
    const failures: string[] = [];
    for (const route of unsafe) {
      for (const [name, spell] of SPELLINGS) {
        const path = spell(concrete(route.url));
        const a = await send(route.method, path);
        const label = `${route.method} ${path} (${name}): ${a.status} ${JSON.stringify(a.body)}`;
        const refused = sameError(a.body, REFUSED);
        const notFound = sameError(a.body, NOT_FOUND);
        // Only the anti-forgery refusal, or no route at all, may answer.
        if (!refused && !notFound) failures.push(label);
        if ((name === 'as registered' || name === 'a percent-escaped letter') && !refused)
          failures.push(`${label}: must reach the route and be refused`);
        if (a.headers['cache-control'] !== NO_STORE) failures.push(`${label}: no no-cache header`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every API answer carries the no-cache headers, however its path is spelled', async () => {
    const safe = t.app.registeredRoutes.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/'),
    );
    expect(safe.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of safe) {
      for (const [name, spell] of SPELLINGS) {
        const path = spell(concrete(route.url));
        const a = await send('GET', path);
        const label = `GET ${path} (${name}): ${a.status}`;
        // Uploaded files choose `private, no-cache` with an ETag; everything else no-store.
        if (!/\bno-cache\b/.test(String(a.headers['cache-control']))) failures.push(label);
        if (a.status >= 500) failures.push(`${label}: server error`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a DELETE spelled /%61pi leaves the upload in place', async () => {
    const fileId = 'forgery-delete-0001';
    const data = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const chunk = await sendChunk(client, { fileId, data, index: 1, fileName: 'a.svg' });
    expect(chunk.statusCode).toBe(200);
    const forged = await send('DELETE', `/%61pi/v1/FileManagement/ImageChunkedUpload/${fileId}`);
    expect(sameError(forged.body, REFUSED)).toBe(true);
    const status = await client.getJson<{ result: string }>(`${CHUNK_URL}/${fileId}`);
    expect(status.status).toBe(200);
    expect(status.body.result).toBe('Success');
  });
});
