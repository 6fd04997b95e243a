/**
 * Logging for operators (issue #15, item 10): at the default level (`info`) a walk of requests
 * writes no line per request, a failure writes its error; at `debug` each answer is one line.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { LogLevel } from './requestLog';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** An app logging at `level` into an array of parsed lines. */
async function appLoggingAt(level: LogLevel): Promise<{ app: TestApp; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  t = await createTestApp({ logger: { level, stream } });
  return { app: t, lines };
}

/** A short walk: the calls the editor makes on start, a refusal and a miss. */
async function walk(app: TestApp): Promise<number> {
  const client = await new TestClient(app.app).start();
  const urls = [
    '/api/v1/Translations/en',
    '/api/v1/System/MaxRequestBodySize',
    '/api/v1/Tenants/websiteconfigurations/nope',
    '/api/v1/Nope',
  ];
  for (const url of urls) await client.request({ method: 'GET', url });
  await client.request({ method: 'POST', url: '/api/v1/Product/calculator', payload: {} });
  return urls.length + 2;
}

describe('request logging', () => {
  it('writes no line per request at the default level', async () => {
    const { app, lines } = await appLoggingAt('info');
    const atStart = lines.length; // start-up warnings (no build in the test's data dir)
    await walk(app);
    expect(lines.slice(atStart)).toEqual([]);
  });

  it('writes the error of a failure at the default level', async () => {
    const { app, lines } = await appLoggingAt('info');
    const client = await new TestClient(app.app).start();
    const atStart = lines.length;
    await sql`DROP TABLE product_images`.execute(app.app.db);
    const r = await client.request({
      method: 'POST',
      url: '/api/v1/Product/calculator',
      payload: { productId: 101 },
    });
    expect(r.statusCode).toBe(500);
    const failures = lines.slice(atStart);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 50, msg: 'request failed' });
    expect(JSON.stringify(failures[0]?.err)).toContain('product_images');
  });

  it('writes one line per answer at debug', async () => {
    const { app, lines } = await appLoggingAt('debug');
    const requests = await walk(app);
    const answered = lines.filter((l) => l.msg === 'answered');
    expect(answered).toHaveLength(requests);
    expect(answered[1]).toMatchObject({
      level: 20,
      method: 'GET',
      url: '/api/v1/Translations/en',
      route: '/api/v1/Translations/:lang',
      statusCode: 200,
    });
    expect(typeof answered[1]?.ms).toBe('number');
  });
});
