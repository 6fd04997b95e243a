/** The per-attempt timeout: a server that accepts the request and never answers. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestWithRetry } from './retryingRequest';

let server: http.Server;
let origin = '';
let received = 0;

beforeAll(async () => {
  server = http.createServer(() => {
    received++; // never answers
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('requestWithRetry against a hung server', () => {
  it('abandons each attempt after the attempt timeout and gives up after 5', async () => {
    const waits: number[] = [];
    const result = await requestWithRetry(
      { apiBaseUrl: origin, xsrfToken: () => 'token' },
      { path: 'Profile/UploadImages', method: 'GET' },
      {
        // Long enough for each request to reach the server on a loaded machine.
        attemptTimeoutMs: 300,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    expect(result).toEqual({ kind: 'exhausted', status: null });
    // The server may see the last request a moment after the client abandoned it.
    await vi.waitFor(() => expect(received).toBe(5));
    expect(waits).toEqual([1000, 1500, 2250, 3375]);
  });

  it('an abort ends a hung attempt at once', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 50);
    const result = await requestWithRetry(
      { apiBaseUrl: origin, xsrfToken: () => 'token' },
      { path: 'Profile/UploadImages', method: 'GET' },
      { signal: controller.signal },
    );
    expect(result).toEqual({ kind: 'canceled' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
