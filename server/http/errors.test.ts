/**
 * Bad input never crashes the server: every refusal has the error shape and a 4xx status;
 * an internal failure answers 500 with only the generic key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import { isApiErrorBody } from '../../src/domain/apiErrors';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

const CALC = '/api/v1/Product/calculator';
const LIST = '/api/v1/Product/Personalized';
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  // A small body limit (bytes) so the oversize case stays cheap.
  t = await createTestApp({ maxRequestBodyBytes: 4096 });
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

function expectShape(status: number, body: unknown): ApiErrorBody {
  expect(isApiErrorBody(body)).toBe(true);
  expect((body as ApiErrorBody).status).toBe(status);
  expect(JSON.stringify(body)).not.toMatch(/stack|at \/|Error:/);
  return body as ApiErrorBody;
}

describe('malformed requests', () => {
  it.each([
    ['truncated JSON', '{"productId": 101'],
    ['not JSON at all', 'productId=101'],
    ['empty body', ''],
  ])('%s -> 400 invalidJson', async (_name, payload) => {
    const r = await client.request({
      method: 'POST',
      url: CALC,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    expect(expectShape(400, r.json()).errors.domainValidations).toEqual(['invalidJson']);
  });

  it('a body in an unread content type -> 415 unsupportedMediaType', async () => {
    const r = await client.request({
      method: 'POST',
      url: CALC,
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(r.statusCode).toBe(415);
    expect(expectShape(415, r.json()).errors.domainValidations).toEqual(['unsupportedMediaType']);
  });

  it('plain text where an object is expected -> 400 invalidField', async () => {
    const r = await client.request({
      method: 'POST',
      url: CALC,
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(r.statusCode).toBe(400);
    expect(expectShape(400, r.json()).errors.domainValidations).toEqual(['invalidField']);
  });

  it('a body over the limit -> 413 payloadTooLarge', async () => {
    const r = await client.request({
      method: 'POST',
      url: CALC,
      payload: { productId: 101, pad: 'x'.repeat(8000) },
    });
    expect(r.statusCode).toBe(413);
    expect(expectShape(413, r.json()).errors.domainValidations).toEqual(['payloadTooLarge']);
  });

  it('a malformed URL escape -> 400', async () => {
    const r = await client.request({ method: 'GET', url: '/api/v1/Translations/%E0%A4%A' });
    expect(r.statusCode).toBe(400);
    expectShape(400, r.json());
  });
});

describe('schema validation', () => {
  it.each([
    ['missing productId', CALC, {}, 'requiredField', 'domainValidations.productId'],
    [
      'productId as a string',
      CALC,
      { productId: '101' },
      'invalidField',
      'domainValidations.productId',
    ],
    [
      'productId fractional',
      CALC,
      { productId: 101.5 },
      'invalidField',
      'domainValidations.productId',
    ],
    ['productId zero', CALC, { productId: 0 }, 'invalidField', 'domainValidations.productId'],
    [
      'width as a string',
      CALC,
      { productId: 101, width: '72', height: 36 },
      'invalidField',
      'domainValidations.width',
    ],
    [
      'unknown unit',
      CALC,
      { productId: 101, measurementUnit: 3 },
      'invalidField',
      'domainValidations.measurementUnit',
    ],
    [
      'options not a list',
      CALC,
      { productId: 101, selectedOptionKeys: { material: 'vinyl-13oz' } },
      'invalidField',
      'domainValidations.selectedOptionKeys.material',
    ],
    ['body is an array', CALC, [1, 2], 'invalidField', null],
    ['page size 101', LIST, { page: { size: 101 } }, 'invalidField', 'domainValidations.page.size'],
    [
      'negative page',
      LIST,
      { page: { number: -1 } },
      'invalidField',
      'domainValidations.page.number',
    ],
    [
      'pattern of 251 characters',
      LIST,
      { pattern: 'a'.repeat(251) },
      'invalidField',
      'domainValidations.pattern',
    ],
    [
      'unknown sort member',
      LIST,
      { sort: { member: 'price' } },
      'invalidField',
      'domainValidations.sort.member',
    ],
  ])('%s -> 400', async (_name, url, payload, key, field) => {
    const r = await client.postJson(url, payload);
    expect(r.status).toBe(400);
    const body = expectShape(400, r.body);
    expect(body.errors.domainValidations).toEqual([key]);
    if (field) expect(body.errors[field]).toEqual([key]);
  });

  it('tolerates unknown properties', async () => {
    const r = await client.postJson(CALC, { productId: 101, somethingNew: true });
    expect(r.status).toBe(200);
  });

  it('reports several problems at once', async () => {
    const r = await client.postJson<ApiErrorBody>(CALC, { width: 'x' });
    expect(r.body.errors.domainValidations).toEqual(
      expect.arrayContaining(['requiredField', 'invalidField']),
    );
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/v1/Nope'],
    ['GET', '/api/v2/Product/calculator'],
    ['POST', '/api/v1/Nope'],
    ['DELETE', '/api/v1/Product/calculator'],
  ])('%s %s -> JSON 404', async (method, url) => {
    const r = await client.request({
      method: method as 'GET',
      url,
      payload: method === 'GET' ? undefined : {},
    });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ status: 404, errors: { general: ['resourceNotFound'] } });
    expect(r.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
  });
});

describe('no-cache headers', () => {
  it.each([
    ['GET', '/api/v1/System/MaxRequestBodySize', 200],
    ['GET', '/api/v1/Tenants/websiteconfigurations/nope', 404],
    ['POST', CALC, 400],
  ])('%s %s', async (method, url, status) => {
    const r = await client.request({
      method: method as 'GET',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(r.statusCode).toBe(status);
    expect(r.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
    expect(r.headers.pragma).toBe('no-cache');
    expect(r.headers.expires).toBe('0');
  });
});

describe('internal errors', () => {
  it('answer 500 with the generic key only', async () => {
    const own = await createTestApp();
    try {
      const c = await new TestClient(own.app).start();
      // Break the catalogue under the running server.
      await sql`DROP TABLE product_images`.execute(own.app.db);
      const r = await c.request({ method: 'POST', url: CALC, payload: { productId: 101 } });
      expect(r.statusCode).toBe(500);
      expect(r.json()).toEqual({ status: 500, errors: { general: ['opsSomethingWentWrong'] } });
      expect(r.body).not.toMatch(/product_images|no such table|stack/i);
      expect(r.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
    } finally {
      await own.close();
    }
  });
});
