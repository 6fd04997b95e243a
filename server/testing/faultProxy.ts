/**
 * An HTTP proxy (node:http) in front of a real listening server that injects the faults a
 * mobile connection has, for tests of the upload client:
 *
 * - `status500` / `status502` / `status503`: answers the error itself, the server never sees
 *   the request;
 * - `dropBeforeForward`: reads the request, then destroys the connection (nothing stored);
 * - `dropAfterForward`: forwards the request, waits for the server's whole answer, then destroys
 *   the connection — the server stored the chunk but the client saw a network error;
 * - slow answers: waits 200–800 ms (by default) before forwarding, independently of the faults.
 *
 * Decisions come from a seeded PRNG keyed by the request's identity (method, path, file id,
 * chunk index, and how many times that identity was seen), not by arrival order: the same seed
 * and the same file ids give the same faults however the client's parallel requests interleave.
 */
import { seededRandom } from '../../src/domain/seededRandom';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The faults that fail a request. */
export const FAULT_KINDS = [
  'status500',
  'status502',
  'status503',
  'dropBeforeForward',
  'dropAfterForward',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** What the proxy knows of a request when it decides. */
export interface ProxiedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  /** `X-Upload-File-Id`, or null. */
  fileId: string | null;
  /** `X-Upload-Chunk-Index`, or null. */
  chunkIndex: number | null;
}

/** One request through the proxy. */
export interface ProxyLogEntry extends ProxiedRequest {
  fault: FaultKind | null;
  /** Added wait, ms (0 when not slowed). */
  delayMs: number;
}

/** Options of {@link startFaultProxy}. */
export interface FaultProxyOptions {
  /** The real server, e.g. `http://127.0.0.1:41234`. */
  target: string;
  /** Seed of the decisions. */
  seed: number;
  /** Share (0–1) of matching requests failed with one of `kinds`. */
  faultRate: number;
  /** Faults to choose from, evenly; default all of {@link FAULT_KINDS}. */
  kinds?: readonly FaultKind[];
  /** Share (0–1) of matching requests delayed (a fault may be delayed too); default 0. */
  slowRate?: number;
  /** Range of the delay, ms; default [200, 800]. */
  slowMs?: readonly [number, number];
  /** Which requests may be faulted or slowed; default the chunk POSTs. */
  matches?(request: ProxiedRequest): boolean;
}

/** Counts of what the proxy did. */
export type FaultStats = Record<FaultKind | 'requests' | 'matched' | 'forwarded' | 'slow', number>;

/** A running proxy. */
export interface FaultProxy {
  /** Origin to send requests to, e.g. `http://127.0.0.1:41235`. */
  url: string;
  stats: FaultStats;
  log: ProxyLogEntry[];
  close(): Promise<void>;
}

/** The chunk POSTs of `FileManagement/ImageChunkedUpload` (routes are case-insensitive). */
export function isChunkPost(request: ProxiedRequest): boolean {
  return (
    request.method === 'POST' &&
    request.path.toLowerCase() === '/api/v1/filemanagement/imagechunkedupload'
  );
}

/** 32-bit FNV-1a of a string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'proxy-connection',
  'upgrade',
  'content-length',
]);

function header(request: http.IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

async function bodyOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the proxy on 127.0.0.1 (a free port). */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  const kinds = options.kinds ?? FAULT_KINDS;
  const [slowMin, slowMax] = options.slowMs ?? [200, 800];
  const matches = options.matches ?? isChunkPost;
  const seen = new Map<string, number>();
  const stats: FaultStats = {
    requests: 0,
    matched: 0,
    forwarded: 0,
    slow: 0,
    status500: 0,
    status502: 0,
    status503: 0,
    dropBeforeForward: 0,
    dropAfterForward: 0,
  };
  const log: ProxyLogEntry[] = [];

  /** The fault and delay of a request: the same identity and occurrence always draw the same. */
  function decide(request: ProxiedRequest): { fault: FaultKind | null; delayMs: number } {
    if (!matches(request)) return { fault: null, delayMs: 0 };
    const identity = `${request.method} ${request.path} ${request.fileId} ${request.chunkIndex}`;
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    const random = seededRandom(fnv1a(`${options.seed}|${identity}|${occurrence}`));
    const fails = random() < options.faultRate;
    const kind = kinds[Math.floor(random() * kinds.length)] ?? null;
    const slow = random() < (options.slowRate ?? 0);
    const delayMs = slow ? Math.round(slowMin + random() * (slowMax - slowMin)) : 0;
    return { fault: fails ? kind : null, delayMs };
  }

  /** Sends the request on to the target; resolves with its whole answer. */
  function forward(request: http.IncomingMessage, body: Buffer) {
    return new Promise<{ status: number; headers: http.OutgoingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, host: target.host, 'content-length': body.length },
          },
          (answer) => {
            bodyOf(answer).then((data) => {
              const headers: http.OutgoingHttpHeaders = {};
              for (const [name, value] of Object.entries(answer.headers))
                if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
              headers['content-length'] = data.length;
              resolve({ status: answer.statusCode ?? 502, headers, body: data });
            }, reject);
          },
        );
        upstream.on('error', reject);
        upstream.end(body);
      },
    );
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    stats.requests++;
    const url = new URL(request.url ?? '/', 'http://proxy');
    const index = header(request, 'x-upload-chunk-index');
    const proxied: ProxiedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      fileId: header(request, 'x-upload-file-id'),
      chunkIndex: index !== null && /^\d+$/.test(index) ? Number(index) : null,
    };
    const { fault, delayMs } = decide(proxied);
    if (matches(proxied)) stats.matched++;
    log.push({ ...proxied, fault, delayMs });
    const body = await bodyOf(request);
    if (delayMs > 0) {
      stats.slow++;
      await delay(delayMs);
    }
    if (fault) stats[fault]++;
    if (fault === 'dropBeforeForward') return void request.socket.destroy();
    if (fault === 'status500' || fault === 'status502' || fault === 'status503') {
      const status = Number(fault.slice('status'.length));
      const text = JSON.stringify({ status, errors: { general: ['opsSomethingWentWrong'] } });
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      return void response.end(text);
    }
    let answer;
    try {
      answer = await forward(request, body);
    } catch {
      response.writeHead(502, { 'content-type': 'text/plain' });
      return void response.end('upstream failed');
    }
    stats.forwarded++;
    if (fault === 'dropAfterForward') return void request.socket.destroy();
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
