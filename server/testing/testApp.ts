/**
 * Test helpers: an app on a fresh temporary data dir with a real SQLite file, and a tiny
 * cookie-keeping client that behaves like the editor (sends its cookies and, on unsafe
 * methods, the anti-forgery header read from the XSRF-TOKEN cookie).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BuildAppOptions } from '../app';
import { buildApp } from '../app';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Closes the app and deletes the data dir. */
  close(): Promise<void>;
}

/** A new temporary folder (deleted by the caller). */
export function tempDir(prefix = 'designer-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Builds the app on a fresh data dir; no build output unless `distDir` is given. */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDir();
  const app = await buildApp({ distDir: path.join(dataDir, 'no-dist'), ...options, dataDir });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A client keeping cookies across requests, like a browser tab. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  /** `remoteAddress`: the socket address its requests come from (inject's default 127.0.0.1). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress?: string,
  ) {}

  /** Sends a request; `xsrf: false` leaves out the anti-forgery header. */
  async request(options: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { xsrf = true, ...inject } = options;
    const headers: Record<string, string> = {
      ...(inject.headers as Record<string, string> | undefined),
    };
    if (this.cookies.size > 0 && headers.cookie === undefined) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const token = this.cookies.get('XSRF-TOKEN');
    const method = (inject.method ?? 'GET').toUpperCase();
    if (xsrf && token && UNSAFE.has(method) && headers['x-xsrf-token'] === undefined)
      headers['x-xsrf-token'] = token;
    const from = this.remoteAddress === undefined ? {} : { remoteAddress: this.remoteAddress };
    const response = await this.app.inject({ ...from, ...inject, headers });
    for (const c of response.cookies as { name: string; value: string }[])
      this.cookies.set(c.name, c.value);
    return response;
  }

  /** GET, then the parsed JSON body. */
  async getJson<T = unknown>(
    url: string,
  ): Promise<{ status: number; body: T; response: LightMyRequestResponse }> {
    const response = await this.request({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<T>(), response };
  }

  /** POST JSON (with the anti-forgery header), then the parsed JSON body. */
  async postJson<T = unknown>(
    url: string,
    payload: unknown,
  ): Promise<{ status: number; body: T; response: LightMyRequestResponse }> {
    const response = await this.request({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
    });
    return { status: response.statusCode, body: response.json<T>(), response };
  }

  /** Makes one GET so the session and anti-forgery cookies are set. */
  async start(): Promise<this> {
    await this.request({ method: 'GET', url: '/api/v1/System/MaxRequestBodySize' });
    return this;
  }
}
