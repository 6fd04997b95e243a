/**
 * POST Product/calculator with malformed and out-of-range bodies: every one answers 400 (404
 * for an unknown product) with the spec's keys in the API error shape — never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';

const URL = '/api/v1/Product/calculator';
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  client = await new TestClient(t.app).start();
});
afterAll(() => t.close());

/** Sends raw JSON text, so values JSON.stringify cannot write (NaN…) go as sent. */
async function send(raw: string): Promise<{ status: number; body: ApiErrorBody }> {
  const r = await client.request({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json' },
    payload: raw,
  });
  return { status: r.statusCode, body: r.json<ApiErrorBody>() };
}

const B = (fields: string) => `{"productId":101${fields}}`;

describe('bad calculator bodies', () => {
  it.each([
    // Not JSON, or JSON of the wrong shape.
    ['NaN width', B(',"width":NaN,"height":36'), 400, 'invalidJson'],
    ['Infinity quantity', B(',"quantity":Infinity'), 400, 'invalidJson'],
    ['a body that is an array', '[101]', 400, 'invalidField'],
    ['a body that is null', 'null', 400, 'invalidField'],
    ['a body that is a string', '"101"', 400, 'invalidField'],
    ['no productId', '{}', 400, 'requiredField'],
    // Types.
    ['productId as a string', '{"productId":"101"}', 400, 'invalidField'],
    ['productId 0', '{"productId":0}', 400, 'invalidField'],
    ['productId fractional', '{"productId":101.5}', 400, 'invalidField'],
    ['productId huge', '{"productId":1e300}', 400, 'invalidField'],
    ['width as a string', B(',"width":"72","height":36'), 400, 'invalidField'],
    ['width as an array', B(',"width":[72],"height":36'), 400, 'invalidField'],
    ['height as an object', B(',"width":72,"height":{"in":36}'), 400, 'invalidField'],
    ['quantity as a string', B(',"quantity":"5"'), 400, 'invalidField'],
    ['measurementUnit 3', B(',"measurementUnit":3'), 400, 'invalidField'],
    [
      'selectedOptionKeys as an array',
      B(',"selectedOptionKeys":[["material"]]'),
      400,
      'invalidField',
    ],
    [
      'an option list as a string',
      B(',"selectedOptionKeys":{"material":"vinyl-13oz"}'),
      400,
      'invalidField',
    ],
    [
      'an option key as a number',
      B(',"selectedOptionKeys":{"material":[13]}'),
      400,
      'invalidField',
    ],
    ['changedAccessory as an array', B(',"changedAccessory":["material"]'), 400, 'invalidField'],
    // Ranges: the product's rules.
    ['width 0', B(',"width":0,"height":36'), 400, 'sizeOutOfRange'],
    ['negative height', B(',"width":72,"height":-36'), 400, 'sizeOutOfRange'],
    ['width 4 decimals', B(',"width":72.0001,"height":36'), 400, 'sizeOutOfRange'],
    ['width 1e308', B(',"width":1e308,"height":36'), 400, 'sizeOutOfRange'],
    ['width 1e-300', B(',"width":1e-300,"height":36'), 400, 'sizeOutOfRange'],
    ['height over 100000', B(',"width":72,"height":100000.5'), 400, 'sizeOutOfRange'],
    ['height without width', B(',"height":36'), 400, 'requiredField'],
    ['quantity 0', B(',"quantity":0'), 400, 'quantityInvalid'],
    ['negative quantity', B(',"quantity":-5'), 400, 'quantityInvalid'],
    ['quantity 1e300', B(',"quantity":1e300'), 400, 'quantityInvalid'],
    ['quantity with 4 decimals', B(',"quantity":1.0001'), 400, 'quantityInvalid'],
    [
      'size on a product of listed sizes only',
      '{"productId":103,"width":20,"height":20}',
      400,
      'sizeNotAvailable',
    ],
    // Options.
    [
      'an unknown accessory',
      B(',"selectedOptionKeys":{"__proto__x":["a"]}'),
      400,
      'optionNotFound',
    ],
    [
      'a prototype name as accessory',
      B(',"selectedOptionKeys":{"constructor":["a"]}'),
      400,
      'optionNotFound',
    ],
    [
      'a prototype name as option',
      B(',"selectedOptionKeys":{"material":["toString"]}'),
      400,
      'optionNotFound',
    ],
    [
      'two options of a single choice',
      B(',"selectedOptionKeys":{"hem":["no-hem","sewn-hem"]}'),
      400,
      'optionSelectionInvalid',
    ],
    [
      'an unknown changed accessory',
      B(',"changedAccessory":"hasOwnProperty"'),
      400,
      'optionNotFound',
    ],
    // Unknown product.
    ['an unknown product', '{"productId":424242}', 404, 'productNotFound'],
  ])('%s -> %s %s', async (_name, raw, status, key) => {
    const r = await send(raw);
    expect(r.status).toBe(status);
    expect(r.body.status).toBe(status);
    expect(r.body.errors.domainValidations ?? r.body.errors.general).toContain(key);
  });

  it('a duplicated option key counts once', async () => {
    const r = await send(B(',"selectedOptionKeys":{"extras":["wind-slits","wind-slits"]}'));
    expect(r.status).toBe(200);
  });
});
