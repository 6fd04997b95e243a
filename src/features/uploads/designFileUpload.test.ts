/**
 * The export's path for design files, against the real server over HTTP (a listening app on a
 * real SQLite file, a cookie-keeping fetch as the browser tab): `uploadInChunks` with
 * `purpose: 'design'` sends a file larger than any image may be, `attachDesignFile` records it,
 * its `path` serves it, `deleteDesignFile` removes it. Refusals come back as values.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_HEADERS, UPLOAD_MAX_FILE_BYTES } from '../../domain/uploads/protocol';
import type { CookieFetch } from '../../../server/testing/cookieFetch';
import { browserTab } from '../../../server/testing/cookieFetch';
import { pngBytes, svgBytes } from '../../../server/testing/designFileBytes';
import type { ListeningApp } from '../../../server/testing/listeningApp';
import { listenTestApp } from '../../../server/testing/listeningApp';
import { uploadInChunks } from './chunkedUpload';
import type { UploadTransport } from './transport';
import { attachDesignFile, deleteDesignFile } from './uploadRequests';

const MIB = 1024 * 1024;
/** Over the 50 MiB of user files, so only the design purpose can take it. */
const PRINT = pngBytes({ width: 7200, height: 14400, dpi: 300, totalBytes: 52 * MIB });

let t: ListeningApp;
beforeAll(async () => {
  t = await listenTestApp();
});
afterAll(() => t.close());

/** A tab's transport, recording the purpose header of every chunk it posts. */
function transportOf(tab: CookieFetch): { transport: UploadTransport; purposes: string[] } {
  const purposes: string[] = [];
  const recording: typeof fetch = (input, init) => {
    const purpose = new Headers(init?.headers).get(UPLOAD_HEADERS.purpose);
    if (purpose !== null) purposes.push(purpose);
    return tab.fetch(input, init);
  };
  return {
    transport: { apiBaseUrl: t.origin, xsrfToken: tab.xsrfToken, fetch: recording },
    purposes,
  };
}

async function upload(transport: UploadTransport, data: Uint8Array, purpose?: 'design') {
  const fileId = randomUUID();
  const outcome = await uploadInChunks(new Blob([new Uint8Array(data)]), {
    transport,
    fileId,
    fileName: 'design.png',
    fresh: true,
    ...(purpose ? { purpose } : {}),
  });
  return { fileId, outcome };
}

describe('design files from the editor', () => {
  it('uploads a print PNG over the image limit, attaches it and reads it back', async () => {
    expect(PRINT.length).toBeGreaterThan(UPLOAD_MAX_FILE_BYTES);
    const tab = await browserTab(t.origin);
    const { transport, purposes } = transportOf(tab);

    const asImage = await upload(transport, PRINT);
    expect(asImage.outcome).toMatchObject({
      result: 'BadRequest',
      errorKeys: ['uploadFileSizeInvalid'],
    });
    expect(purposes).toEqual(['original']); // existing callers: unchanged default

    purposes.length = 0;
    const { fileId, outcome } = await upload(transport, PRINT, 'design');
    expect(outcome.result).toBe('Success');
    expect(new Set(purposes)).toEqual(new Set(['design']));
    expect(purposes).toHaveLength(26);

    const attached = await attachDesignFile(transport, fileId, 'png');
    if (!attached.ok) throw new Error(attached.errorKeys.join());
    expect(attached.answer).toMatchObject({
      fileId,
      kind: 'png',
      mimeType: 'image/png',
      bytes: PRINT.length,
      width: 7200,
      height: 14400,
      dpi: 300,
    });
    const served = await tab.fetch(`${t.origin}${attached.answer.path}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PRINT)).toBe(true);

    expect(await deleteDesignFile(transport, attached.answer.id)).toBe(true);
    expect((await tab.fetch(`${t.origin}${attached.answer.path}`)).status).toBe(404);
    expect(await deleteDesignFile(transport, attached.answer.id)).toBe(true); // already gone
  });

  it('returns a refused attach as a value with the server keys', async () => {
    const tab = await browserTab(t.origin);
    const { transport } = transportOf(tab);
    const { fileId, outcome } = await upload(
      transport,
      svgBytes('width="1in" height="1in"'),
      'design',
    );
    expect(outcome.result).toBe('Success');
    const refused = await attachDesignFile(transport, fileId, 'thumbnail240', {
      sleep: async () => undefined,
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'refused',
      status: 400,
      errorKeys: ['designFileKindInvalid'],
      params: { kind: 'thumbnail240', acceptableFiles: 'webp, png' },
    });
    const svg = await attachDesignFile(transport, fileId, 'svg');
    expect(svg).toMatchObject({ ok: true, answer: { kind: 'svg', width: 96, height: 96 } });
  });
});
