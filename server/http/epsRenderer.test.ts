/**
 * The optional EPS renderer's files (Ghostscript wasm, AGPL; README "EPS and Ghostscript"):
 * served from the installed package under their own URL, with the types the worker needs, and
 * absent (404) when EPS_RENDERER=off — the editor then refuses EPS files without a preview.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPS_RENDERER_PATH } from '../../codecs/eps/renderPlan';
import type { TestApp } from '../testing/testApp';
import { createTestApp } from '../testing/testApp';
import { installedEpsRenderer } from './epsRenderer';

let served: TestApp;
let off: TestApp;

beforeAll(async () => {
  served = await createTestApp();
  off = await createTestApp({ epsRenderer: 'off' });
});
afterAll(async () => {
  await served.close();
  await off.close();
});

describe('the optional EPS renderer', () => {
  it('is installed (optionalDependencies) and served by default', async () => {
    const dir = installedEpsRenderer();
    expect(dir, 'npm install keeps optional dependencies').not.toBeNull();
    const wasm = await served.app.inject({ method: 'GET', url: `${EPS_RENDERER_PATH}gs.wasm` });
    expect(wasm.statusCode).toBe(200);
    expect(wasm.headers['content-type']).toBe('application/wasm');
    expect(wasm.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
    expect(wasm.rawPayload.length).toBe(fs.statSync(path.join(dir!, 'gs.wasm')).size);
    const glue = await served.app.inject({ method: 'GET', url: `${EPS_RENDERER_PATH}gs.js` });
    expect(glue.statusCode).toBe(200);
    expect(glue.headers['content-type']).toContain('javascript');
    const licence = await served.app.inject({ method: 'GET', url: `${EPS_RENDERER_PATH}LICENSE` });
    expect(licence.statusCode).toBe(200);
    expect(licence.body).toContain('GNU AFFERO GENERAL PUBLIC LICENSE');
  });

  it.each(['package.json', '..%2fpackage.json', 'gs.wasm.map', '%2e%2e%2fLICENSE'])(
    'serves nothing else (%s)',
    async (name) => {
      const r = await served.app.inject({ method: 'GET', url: `${EPS_RENDERER_PATH}${name}` });
      expect(r.statusCode).toBe(404);
    },
  );

  it.each(['gs.js', 'gs.wasm', 'LICENSE'])('EPS_RENDERER=off: %s is a 404', async (name) => {
    const r = await off.app.inject({ method: 'GET', url: `${EPS_RENDERER_PATH}${name}` });
    expect(r.statusCode).toBe(404);
  });
});
