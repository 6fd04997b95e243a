/**
 * The upload client against the real server: the app on a real SQLite file, listening on a
 * local port, reached over HTTP by a cookie-keeping fetch (a browser tab). Failures come from a
 * fault proxy in front of it; nothing of the server is mocked.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES, UPLOAD_HEADERS } from '../../domain/uploads/protocol';
import type { CookieFetch } from '../../../server/testing/cookieFetch';
import { browserTab } from '../../../server/testing/cookieFetch';
import type { FaultProxy } from '../../../server/testing/faultProxy';
import { startFaultProxy } from '../../../server/testing/faultProxy';
import type { ListeningApp } from '../../../server/testing/listeningApp';
import { listenTestApp } from '../../../server/testing/listeningApp';
import { chunkKey } from '../../../server/uploads/blobKeys';
import { corpusFile } from '../../../server/testing/uploadClient';
import type { ChunkedUploadOptions, UploadTransport } from './chunkedUpload';
import { uploadInChunks } from './chunkedUpload';
import { attachUpload, uploadStatus } from './uploadRequests';

const HEIC = 'heic/iphone16-grid-irot270-gainmap.heic'; // 3.1 MB: two 2 MiB chunks
const PDF = 'pdf/vector-cmyk-illustrator-cs6.pdf'; // 0.5 MB: one chunk
const TEXT = 'bad/text-renamed.png'; // text named .png
const MIB = 1024 * 1024;

const read = (relative: string) => fs.readFileSync(corpusFile(relative));
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * A 4-chunk file (7 MiB): the HEIC followed by filler. The server takes its type from the first
 * bytes and stores the rest as it is, so it stands for a large photo.
 */
function largeFile(): Uint8Array<ArrayBuffer> {
  const head = read(HEIC);
  const file = new Uint8Array(7 * MIB);
  file.set(head);
  for (let i = head.length; i < file.length; i++) file[i] = (i * 31 + 7) & 0xff;
  return file;
}

/** One request the client made. */
interface Sent {
  method: string;
  path: string;
  /** X-Upload-Chunk-Index, or null. */
  index: number | null;
  headers: Headers;
}

/** A client on `origin`: a tab's cookies, every request recorded, and the hooks a test needs. */
function clientOf(
  tab: CookieFetch,
  origin: string,
  onRequest?: (sent: Sent) => void,
): { transport: UploadTransport; sent: Sent[]; chunkPosts: () => number[] } {
  const sent: Sent[] = [];
  const recording: typeof fetch = (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const headers = new Headers(init?.headers);
    const index = headers.get(UPLOAD_HEADERS.chunkIndex);
    const entry = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      index: index === null ? null : Number(index),
      headers,
    };
    sent.push(entry);
    onRequest?.(entry);
    return tab.fetch(input, init);
  };
  return {
    transport: { apiBaseUrl: origin, xsrfToken: tab.xsrfToken, fetch: recording },
    sent,
    chunkPosts: () =>
      sent.filter((s) => s.method === 'POST' && s.index !== null).map((s) => s.index!),
  };
}

/** A sleep that returns at once and records what it was asked to wait, ms. */
function recordingSleep(): { sleep: NonNullable<ChunkedUploadOptions['sleep']>; waits: number[] } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms) };
}

let t: ListeningApp;
let origin: string;

beforeAll(async () => {
  // Room for every upload of this file in one guest session.
  t = await listenTestApp({ uploads: { guest: { maxFiles: 1000, maxBytes: 1024 * MIB } } });
  origin = t.origin;
});
afterAll(() => t.close());

/** The stored original, read back the way export reads it: attach, then `system/source?size=2`. */
async function readBack(tab: CookieFetch, transport: UploadTransport, fileId: string) {
  const attached = await attachUpload(transport, { fileId, signedIn: false });
  if (!attached.ok) throw new Error(`attach failed: ${attached.errorKeys.join(', ')}`);
  const response = await tab.fetch(
    `${origin}/api/v1/system/source?id=${attached.answer.id}&size=2&isTemporary=true`,
  );
  expect(response.status).toBe(200);
  return { image: attached.answer, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('uploadInChunks against the real server', () => {
  it('sends a 2-chunk HEIC with every header; the stored original reads back identical', async () => {
    const tab = await browserTab(origin);
    const client = clientOf(tab, origin);
    const data = read(HEIC);
    const progress: [number, number][] = [];
    const fileId = randomUUID();
    const outcome = await uploadInChunks(new Blob([data], { type: 'image/heic' }), {
      transport: client.transport,
      fileId,
      fileName: 'IMG 0001 é.HEIC',
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(outcome).toEqual({
      result: 'Success',
      answer: { result: 'Success', fileId, size: data.length, sha256: sha256(data) },
      errorKeys: [],
      status: 200,
    });
    // Resume query first (404: fresh), then chunk 1 alone, then chunk 2.
    expect(client.sent.map((s) => `${s.method} ${s.index ?? s.path}`)).toEqual([
      `GET /api/v1/FileManagement/ImageChunkedUpload/${fileId}`,
      'POST 1',
      'POST 2',
    ]);
    const first = client.sent[1]!.headers;
    expect(Object.fromEntries(first)).toMatchObject({
      'content-type': 'application/octet-stream',
      'x-xsrf-token': tab.xsrfToken(),
      'x-upload-file-id': fileId,
      'x-upload-total-size': String(data.length),
      'x-upload-chunk-size': String(UPLOAD_CHUNK_BYTES),
      'x-upload-chunk-count': '2',
      'x-upload-chunk-index': '1',
      'x-upload-chunk-sha256': sha256(data.subarray(0, UPLOAD_CHUNK_BYTES)),
      'x-upload-file-name': 'IMG%200001%20%C3%A9.HEIC',
      'x-upload-file-type': 'image/heic',
      'x-upload-purpose': 'original',
    });
    expect(progress).toEqual([
      [0, data.length],
      [UPLOAD_CHUNK_BYTES, data.length],
      [data.length, data.length],
    ]);
    const { image, bytes } = await readBack(tab, client.transport, fileId);
    expect(image).toMatchObject({ fileId, fileName: 'IMG 0001 .HEIC', size: data.length });
    expect(sha256(bytes)).toBe(sha256(data));
  });

  it('a one-chunk PDF: resume query, one POST', async () => {
    const tab = await browserTab(origin);
    const client = clientOf(tab, origin);
    const data = read(PDF);
    const fileId = randomUUID();
    const outcome = await uploadInChunks(new Blob([data]), {
      transport: client.transport,
      fileId,
      fileName: 'logo.pdf',
    });
    expect(outcome.result).toBe('Success');
    expect(client.chunkPosts()).toEqual([1]);
    expect(client.sent[1]!.headers.has(UPLOAD_HEADERS.fileType)).toBe(false); // Blob without type
    expect(sha256((await readBack(tab, client.transport, fileId)).bytes)).toBe(sha256(data));
  });

  it('chunk 1 goes alone, then at most `parallel` chunks are in flight', async () => {
    const tab = await browserTab(origin);
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    const client = clientOf(tab, origin);
    const counting: typeof fetch = async (input, init) => {
      const index = new Headers(init?.headers).get(UPLOAD_HEADERS.chunkIndex);
      if (index) order.push(`start ${index}`);
      most = Math.max(most, ++inFlight);
      try {
        return await client.transport.fetch!(input, init);
      } finally {
        inFlight--;
        if (index) order.push(`end ${index}`);
      }
    };
    const data = largeFile();
    const fileId = randomUUID();
    const outcome = await uploadInChunks(new Blob([data]), {
      transport: { ...client.transport, fetch: counting },
      fileId,
      fileName: 'large.heic',
      parallel: 2,
    });
    expect(outcome.result).toBe('Success');
    expect(outcome.answer?.sha256).toBe(sha256(data));
    expect(order.slice(0, 2)).toEqual(['start 1', 'end 1']);
    expect(client.chunkPosts().sort()).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(sha256((await readBack(tab, client.transport, fileId)).bytes)).toBe(sha256(data));
  });

  it('resumes a partial upload: only the missing chunks travel, resumed bytes count at once', async () => {
    const tab = await browserTab(origin);
    const data = largeFile();
    const fileId = randomUUID();
    // First attempt: the user leaves after two chunks are confirmed.
    const leave = new AbortController();
    const first = clientOf(tab, origin);
    const stopped = await uploadInChunks(new Blob([data]), {
      transport: first.transport,
      fileId,
      fileName: 'large.heic',
      parallel: 1,
      signal: leave.signal,
      onProgress: (sent) => {
        if (sent >= 2 * UPLOAD_CHUNK_BYTES) leave.abort();
      },
    });
    expect(stopped).toEqual({ result: 'Canceled', errorKeys: [] });
    expect(first.chunkPosts()).toEqual([1, 2]);
    const status = await uploadStatus(first.transport, fileId);
    expect(status.ok && status.answer.received).toEqual([1, 2]);

    // Later (a reload): the same file id sends chunks 3 and 4 only.
    const second = clientOf(tab, origin);
    const progress: number[] = [];
    const outcome = await uploadInChunks(new Blob([data]), {
      transport: second.transport,
      fileId,
      fileName: 'large.heic',
      onProgress: (sent) => progress.push(sent),
    });
    expect(outcome.result).toBe('Success');
    expect(outcome.answer?.sha256).toBe(sha256(data));
    expect(second.chunkPosts().sort()).toEqual([3, 4]);
    expect(progress[0]).toBe(2 * UPLOAD_CHUNK_BYTES);
    expect(progress.at(-1)).toBe(data.length);

    // Once complete, asking again is Success at once: no chunk is sent.
    const third = clientOf(tab, origin);
    const again = await uploadInChunks(new Blob([data]), {
      transport: third.transport,
      fileId,
      fileName: 'large.heic',
    });
    expect(again.result).toBe('Success');
    expect(again.answer).toEqual(outcome.answer);
    expect(third.sent.map((s) => s.method)).toEqual(['GET']);
    expect(sha256((await readBack(tab, third.transport, fileId)).bytes)).toBe(sha256(data));
  });

  it('sends again a chunk the server found damaged while assembling', async () => {
    const tab = await browserTab(origin);
    const data = read(HEIC);
    const fileId = randomUUID();
    const leave = new AbortController();
    const first = clientOf(tab, origin);
    await uploadInChunks(new Blob([data]), {
      transport: first.transport,
      fileId,
      fileName: 'photo.heic',
      signal: leave.signal,
      onProgress: (sent) => sent > 0 && leave.abort(),
    });
    // The stored bytes of chunk 1 are lost (a disk error): the server asks for it again.
    const row = await t.app.db
      .selectFrom('upload_files')
      .select('id')
      .where('file_id', '=', fileId)
      .executeTakeFirstOrThrow();
    const chunkKeys = await t.app.uploads.storage.list(`uploads/${row.id}/chunks/`);
    expect(chunkKeys).toHaveLength(1);
    await t.app.uploads.storage.delete(chunkKeys[0]!);

    const second = clientOf(tab, origin);
    const outcome = await uploadInChunks(new Blob([data]), {
      transport: second.transport,
      fileId,
      fileName: 'photo.heic',
    });
    expect(outcome.result).toBe('Success');
    // Chunk 2 completes the set, assembly finds chunk 1 damaged (206 without it), status, chunk 1.
    expect(second.sent.map((s) => `${s.method} ${s.index ?? 'status'}`)).toEqual([
      'GET status',
      'POST 2',
      'GET status',
      'POST 1',
    ]);
    expect(sha256((await readBack(tab, second.transport, fileId)).bytes)).toBe(sha256(data));
  });

  it('resumes an upload the server was killed while completing: one status query, Success', async () => {
    const tab = await browserTab(origin);
    const data = read(HEIC);
    const fileId = randomUUID();
    const leave = new AbortController();
    const first = clientOf(tab, origin);
    await uploadInChunks(new Blob([data]), {
      transport: first.transport,
      fileId,
      fileName: 'photo.heic',
      signal: leave.signal,
      onProgress: (sent) => sent > 0 && leave.abort(),
    });
    // Chunk 2 stored and recorded, then the server died before assembling (a SIGKILL).
    const row = await t.app.db
      .selectFrom('upload_files')
      .select('id')
      .where('file_id', '=', fileId)
      .executeTakeFirstOrThrow();
    const last = data.subarray(UPLOAD_CHUNK_BYTES);
    await t.app.uploads.storage.put(chunkKey(row.id, 2, sha256(last)), last);
    await t.app.db
      .insertInto('upload_chunks')
      .values({ upload_id: row.id, idx: 2, size: last.length, sha256: sha256(last) })
      .execute();

    const second = clientOf(tab, origin);
    const outcome = await uploadInChunks(new Blob([data]), {
      transport: second.transport,
      fileId,
      fileName: 'photo.heic',
    });
    expect(outcome.result).toBe('Success');
    expect(second.sent.map((s) => `${s.method} ${s.index ?? 'status'}`)).toEqual(['GET status']);
    expect(sha256((await readBack(tab, second.transport, fileId)).bytes)).toBe(sha256(data));
  });

  it('a 400 stops at once with the server’s keys and params: a text file named .png', async () => {
    const tab = await browserTab(origin);
    const client = clientOf(tab, origin);
    const { sleep, waits } = recordingSleep();
    const outcome = await uploadInChunks(new Blob([read(TEXT)], { type: 'image/png' }), {
      transport: client.transport,
      fileId: randomUUID(),
      fileName: 'text-renamed.png',
      sleep,
    });
    expect(outcome).toEqual({
      result: 'BadRequest',
      errorKeys: ['uploadFileTypeInvalid'],
      params: {
        fileName: 'text-renamed.png',
        acceptableFiles:
          'jpg, jpeg, png, gif, bmp, eps, tif, tiff, ai, psd, pdf, svg, heif, heic, hif, webp, avif',
      },
      status: 400,
    });
    expect(client.chunkPosts()).toEqual([1]);
    expect(waits).toEqual([]);
  });

  it('refuses an empty file and a malformed file id without a request', async () => {
    const tab = await browserTab(origin);
    const client = clientOf(tab, origin);
    const base = { transport: client.transport, fileName: 'x.png' };
    expect(await uploadInChunks(new Blob([]), { ...base, fileId: randomUUID() })).toEqual({
      result: 'BadRequest',
      errorKeys: ['emptyFile'],
    });
    expect(await uploadInChunks(new Blob([read(PDF)]), { ...base, fileId: '../x' })).toEqual({
      result: 'BadRequest',
      errorKeys: ['uploadFileIdInvalid'],
    });
    expect(client.sent).toEqual([]);
  });
});

describe('retries and cancels through a fault proxy', () => {
  let proxy: FaultProxy | undefined;
  afterAll(() => proxy?.close());

  async function through(options: Parameters<typeof startFaultProxy>[0]) {
    await proxy?.close();
    proxy = await startFaultProxy(options);
    const tab = await browserTab(proxy.url);
    return { tab, client: clientOf(tab, proxy.url), proxy };
  }

  it('a server that keeps failing: 5 attempts, 1 s × 1.5 between, then Incomplete', async () => {
    const { client, proxy } = await through({
      target: origin,
      seed: 1,
      faultRate: 1,
      kinds: ['status503'],
    });
    const { sleep, waits } = recordingSleep();
    const outcome = await uploadInChunks(new Blob([read(HEIC)]), {
      transport: client.transport,
      fileId: randomUUID(),
      fileName: 'photo.heic',
      sleep,
    });
    expect(outcome).toEqual({
      result: 'Incomplete',
      errorKeys: ['file-upload-something-went-wrong'],
      status: 503,
    });
    expect(client.chunkPosts()).toEqual([1, 1, 1, 1, 1]);
    expect(proxy.stats.status503).toBe(5);
    expect(waits).toEqual([1000, 1500, 2250, 3375]);
  });

  it('dropped connections are retried the same way (no status to report)', async () => {
    const { client } = await through({
      target: origin,
      seed: 2,
      faultRate: 1,
      kinds: ['dropBeforeForward'],
    });
    const { sleep, waits } = recordingSleep();
    const outcome = await uploadInChunks(new Blob([read(PDF)]), {
      transport: client.transport,
      fileId: randomUUID(),
      fileName: 'logo.pdf',
      sleep,
    });
    expect(outcome).toEqual({
      result: 'Incomplete',
      errorKeys: ['file-upload-something-went-wrong'],
    });
    expect(client.chunkPosts()).toEqual([1, 1, 1, 1, 1]);
    expect(waits).toEqual([1000, 1500, 2250, 3375]);
  });

  it('a chunk stored whose answer was lost is sent again and answered as new', async () => {
    const { tab, client, proxy } = await through({
      target: origin,
      seed: 3,
      faultRate: 1,
      kinds: ['dropAfterForward'],
      // Only the first attempt of each chunk loses its answer.
      matches: (r) => r.method === 'POST' && r.chunkIndex !== null,
    });
    const fileId = `lost-answer-${randomUUID()}`;
    let attempts = 0;
    const { sleep, waits } = recordingSleep();
    const outcome = await uploadInChunks(new Blob([read(HEIC)]), {
      transport: {
        ...client.transport,
        fetch: (input, init) => {
          // After one lost answer per chunk, go around the proxy.
          const index = new Headers(init?.headers).get(UPLOAD_HEADERS.chunkIndex);
          if (index && ++attempts % 2 === 0)
            return tab.fetch(String(input).replace(proxy.url, origin), init);
          return client.transport.fetch!(input, init);
        },
      },
      fileId,
      fileName: 'photo.heic',
      sleep,
    });
    expect(outcome.result).toBe('Success');
    expect(proxy.stats.dropAfterForward).toBe(2);
    expect(waits).toEqual([1000, 1000]);
    const rows = await t.app.db
      .selectFrom('upload_chunks')
      .innerJoin('upload_files', 'upload_files.id', 'upload_chunks.upload_id')
      .select('upload_chunks.idx')
      .where('upload_files.file_id', '=', fileId)
      .execute();
    expect(rows.map((r) => r.idx).sort()).toEqual([1, 2]);
  });

  it('an abort during a wait returns Canceled at once, whatever the injected sleep does', async () => {
    const { client } = await through({
      target: origin,
      seed: 4,
      faultRate: 1,
      kinds: ['status500'],
    });
    const abort = new AbortController();
    const started = Date.now();
    const outcome = await uploadInChunks(new Blob([read(HEIC)]), {
      transport: client.transport,
      fileId: randomUUID(),
      fileName: 'photo.heic',
      signal: abort.signal,
      // A sleep that never ends and ignores the signal.
      sleep: () => {
        abort.abort();
        return new Promise(() => {});
      },
    });
    expect(outcome).toEqual({ result: 'Canceled', errorKeys: [] });
    expect(client.chunkPosts()).toEqual([1]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('an abort during a request returns Canceled at once', async () => {
    const abort = new AbortController();
    const { client } = await through({
      target: origin,
      seed: 5,
      faultRate: 0,
      slowRate: 1,
      slowMs: [5000, 5000],
    });
    const started = Date.now();
    const outcome = await uploadInChunks(new Blob([read(PDF)]), {
      transport: {
        ...client.transport,
        fetch: (input, init) => {
          if (init?.method === 'POST') setTimeout(() => abort.abort(), 50);
          return client.transport.fetch!(input, init);
        },
      },
      fileId: randomUUID(),
      fileName: 'logo.pdf',
      signal: abort.signal,
    });
    expect(outcome).toEqual({ result: 'Canceled', errorKeys: [] });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('an abort before the start sends nothing', async () => {
    const { client } = await through({ target: origin, seed: 6, faultRate: 0 });
    const outcome = await uploadInChunks(new Blob([read(PDF)]), {
      transport: client.transport,
      fileId: randomUUID(),
      fileName: 'logo.pdf',
      signal: AbortSignal.abort(),
    });
    expect(outcome).toEqual({ result: 'Canceled', errorKeys: [] });
    expect(client.sent).toEqual([]);
  });
});

describe('the rate limit: 429 with Retry-After', () => {
  let limited: ListeningApp;
  /** The upload service's clock, ms: moved on by the test's sleep, so waits cost no time. */
  let clock = Date.now();

  beforeAll(async () => {
    limited = await listenTestApp({
      // One chunk at once, then one every 4 s: Retry-After says 4.
      uploads: { rateLimit: { burst: 1, refillPerSecond: 0.25 } },
      now: () => clock,
    });
  });
  afterAll(() => limited.close());

  it('waits what the server asks (longer than the schedule), then completes', async () => {
    const tab = await browserTab(limited.origin);
    const client = clientOf(tab, limited.origin);
    const waits: number[] = [];
    const data = read(HEIC);
    const outcome = await uploadInChunks(new Blob([data]), {
      transport: client.transport,
      fileId: randomUUID(),
      fileName: 'photo.heic',
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    expect(outcome.result).toBe('Success');
    expect(outcome.answer?.sha256).toBe(sha256(data));
    expect(client.chunkPosts()).toEqual([1, 2, 2]);
    expect(waits).toEqual([4000]);
  });
});

describe('attachUpload and uploadStatus', () => {
  it('answer typed failures instead of throwing', async () => {
    const tab = await browserTab(origin);
    const { transport } = clientOf(tab, origin);
    const unknown = randomUUID();
    expect(await uploadStatus(transport, unknown)).toEqual({
      ok: false,
      reason: 'refused',
      status: 404,
      errorKeys: ['resourceNotFound'],
    });
    expect(await attachUpload(transport, { fileId: unknown, signedIn: false })).toEqual({
      ok: false,
      reason: 'refused',
      status: 404,
      errorKeys: ['resourceNotFound'],
    });
    expect(await attachUpload(transport, { fileId: unknown, signedIn: true })).toEqual({
      ok: false,
      reason: 'refused',
      status: 401,
      errorKeys: ['sessionExpired'],
    });
    const canceled = await attachUpload(transport, {
      fileId: unknown,
      signedIn: false,
      signal: AbortSignal.abort(),
    });
    expect(canceled).toMatchObject({
      ok: false,
      reason: 'canceled',
      canceled: true,
      errorKeys: [],
    });
  });

  it('attach names the image and attaching again answers the same image', async () => {
    const tab = await browserTab(origin);
    const { transport } = clientOf(tab, origin);
    const fileId = randomUUID();
    const uploaded = await uploadInChunks(new Blob([read(PDF)]), {
      transport,
      fileId,
      fileName: 'logo.pdf',
    });
    expect(uploaded.result).toBe('Success');
    const status = await uploadStatus(transport, fileId);
    expect(status).toMatchObject({ ok: true, answer: { result: 'Success', received: [1] } });
    const first = await attachUpload(transport, {
      fileId,
      signedIn: false,
      fileName: 'My logo & co.pdf',
    });
    const again = await attachUpload(transport, { fileId, signedIn: false });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(first.answer).toMatchObject({ fileName: 'My logo & co.pdf', isTemporary: true });
    expect(again.answer.id).toBe(first.answer.id);
  });
});
