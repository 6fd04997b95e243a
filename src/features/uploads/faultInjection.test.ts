/**
 * Uploads under injected faults: 20 real files of mixed sizes (four of them over 2 MiB, so two
 * 2 MiB chunks each) go through a proxy that fails 30 % of the chunk requests, of the resume
 * queries before them and of the attaches after them (500, 502, 503, connections dropped before
 * or after the server saw them) and slows 20 % by 200–800 ms. Waits between attempts are the
 * policy's, shortened fifty times. Every file must arrive whole and once: byte-identical when
 * read back, one upload row, one stored file and one image per file id.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../domain/uploads/protocol';
import { browserTab } from '../../../server/testing/cookieFetch';
import type { FaultProxy, ProxiedRequest } from '../../../server/testing/faultProxy';
import { FAULT_KINDS, isChunkPost, startFaultProxy } from '../../../server/testing/faultProxy';
import type { ListeningApp } from '../../../server/testing/listeningApp';
import { listenTestApp } from '../../../server/testing/listeningApp';
import { corpusFile } from '../../../server/testing/uploadClient';
import type { ChunkedUploadOutcome, UploadTransport } from './chunkedUpload';
import { uploadInChunks } from './chunkedUpload';
import type { AttachResult } from './uploadRequests';
import { attachUpload } from './uploadRequests';

/** 20 accepted originals, 8 KB to 3.1 MB; the last four take two chunks. */
const FILES = [
  'tiff/rgb8-packbits.tif',
  'gif/static-palette.gif',
  'jpeg/baseline-300dpi-photoshop-cs4.jpg',
  'avif/8bit-yuv420-kodim23.avif',
  'bmp/rgb24-bottom-up.bmp',
  'webp/lossy-vp8.webp',
  'svg/w3c-embedded-jpeg-png-data-uri-percent-size.svg',
  'pdf/a0-poster-rotate90.pdf',
  'png/palette8.png',
  'ai/illustrator-cs5.1-pdf-compatible.ai',
  'jpeg/exif-orientation-6-landscape.jpg',
  'eps/illustrator-cs6-dos-eps-tiff-preview.eps',
  'pdf/vector-cmyk-illustrator-cs6.pdf',
  'png/rgb16-phys-300dpi.png',
  'psd/cmyk8-layered.psd',
  'tiff/cmyk8-lzw-300dpi.tif',
  'psd/cmyk8-alpha-spot-letter-300dpi.psd',
  'heic/samsung-s24ultra-200mp-grid-irot270.heic',
  'heic/sony-a7siii-10bit-422-grid.hif',
  'heic/iphone16-grid-irot270-gainmap.heic',
];
/** The proxy's seed; `FAULT_SEED=<n>` replays another run. */
const SEED = Number(process.env.FAULT_SEED ?? 20250101);
/** Uploads running at once (each with its default 2 chunks in flight). */
const CONCURRENT_UPLOADS = 4;
/**
 * Calls of uploadInChunks per file. Under 30 % faults one request in 0.3⁵ ≈ 400 fails all five
 * attempts and the upload ends Incomplete, as the spec wants; the editor then resumes it with
 * the same file id, and so does this test.
 */
const MAX_CALLS = 3;
const MIB = 1024 * 1024;
const isStatusQuery = (r: ProxiedRequest) =>
  r.method === 'GET' && /^\/api\/v1\/FileManagement\/ImageChunkedUpload\/[^/]+$/i.test(r.path);
const isAttach = (r: ProxiedRequest) =>
  r.method === 'POST' && /^\/api\/v1\/EditorElement\/AttachUploaded/i.test(r.path);
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

let t: ListeningApp;
let proxy: FaultProxy;
let origin: string;

beforeAll(async () => {
  t = await listenTestApp({
    uploads: {
      guest: { maxFiles: 1000, maxBytes: 1024 * MIB },
      // The rate limit is not under test here (see chunkedUpload.test.ts): fast sleeps would
      // only turn its 429s into exhausted retries.
      rateLimit: { burst: 100_000, refillPerSecond: 10_000 },
    },
  });
  origin = t.origin;
  proxy = await startFaultProxy({
    target: origin,
    seed: SEED,
    faultRate: 0.3,
    slowRate: 0.2,
    // The chunk POSTs, the resume queries before them and the attaches after them.
    matches: (r) => isChunkPost(r) || isStatusQuery(r) || isAttach(r),
  });
});
afterAll(async () => {
  await proxy?.close();
  await t?.close();
});

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!, i);
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return results;
}

describe('20 uploads under 30 % injected faults', () => {
  it('all complete, byte-identical, each stored once', async () => {
    const tab = await browserTab(proxy.url);
    const transport: UploadTransport = {
      apiBaseUrl: proxy.url,
      xsrfToken: tab.xsrfToken,
      fetch: tab.fetch,
    };
    // The policy's waits, fifty times shorter (1000 ms → 20 ms).
    const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms / 50));
    const files = FILES.map((relative) => fs.readFileSync(corpusFile(relative)));
    expect(files.filter((f) => f.length > UPLOAD_CHUNK_BYTES)).toHaveLength(4);

    const results = await pool(files, CONCURRENT_UPLOADS, async (data, i) => {
      // Fixed ids: the proxy's faults depend on them, so one seed gives one run.
      const fileId = `fault-${SEED}-${String(i).padStart(2, '0')}`;
      const outcomes: ChunkedUploadOutcome[] = [];
      do {
        outcomes.push(
          await uploadInChunks(new Blob([data]), {
            transport,
            fileId,
            fileName: path.basename(FILES[i]!),
            sleep,
          }),
        );
      } while (outcomes.at(-1)!.result === 'Incomplete' && outcomes.length < MAX_CALLS);
      if (outcomes.at(-1)!.result !== 'Success') return { fileId, data, outcomes, attaches: [] };
      // Attaching is safe to repeat (the same image answers): retried like the chunks.
      const attaches: AttachResult[] = [];
      do attaches.push(await attachUpload(transport, { fileId, signedIn: false, sleep }));
      while (!attaches.at(-1)!.ok && attaches.length < MAX_CALLS);
      return { fileId, data, outcomes, attaches };
    });

    for (const { data, outcomes } of results) {
      expect(outcomes.at(-1)).toMatchObject({
        result: 'Success',
        answer: { size: data.length, sha256: sha256(data) },
      });
      // Only an exhausted request may end a call early.
      for (const o of outcomes.slice(0, -1)) expect(o.result).toBe('Incomplete');
    }

    // Read every original back as export does, through system/source?size=2 (past the proxy).
    for (const { data, attaches } of results) {
      const attached = attaches.at(-1);
      expect(attached?.ok).toBe(true);
      if (!attached?.ok) continue;
      expect(attached.answer).toMatchObject({ size: data.length, sha256: sha256(data) });
      const response = await tab.fetch(
        `${origin}/api/v1/system/source?id=${attached.answer.id}&size=2`,
      );
      expect(response.status).toBe(200);
      expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(data));
    }

    // Stored once: one upload row per file id, each with its chunk rows once, and one file each.
    const rows = await t.app.db
      .selectFrom('upload_files')
      .select(['id', 'file_id', 'status', 'chunk_count'])
      .execute();
    expect(rows.map((r) => r.file_id).sort()).toEqual(results.map((r) => r.fileId).sort());
    expect(rows.every((r) => r.status === 'complete')).toBe(true);
    const chunkRows = await t.app.db.selectFrom('upload_chunks').select('upload_id').execute();
    expect(chunkRows).toHaveLength(rows.reduce((n, r) => n + r.chunk_count, 0));
    const uploadsDir = path.join(t.dataDir, 'storage', 'uploads');
    const stored = fs.readdirSync(uploadsDir).sort();
    expect(stored).toEqual(rows.map((r) => r.id).sort());
    for (const id of stored) expect(fs.readdirSync(path.join(uploadsDir, id))).toEqual(['file']);
    // And one image per upload, however often its attach was repeated.
    const originals = await t.app.db
      .selectFrom('uploaded_image_files')
      .select(['upload_id', 'image_id'])
      .execute();
    expect(originals.map((o) => o.upload_id).sort()).toEqual(stored);
    const images = await t.app.db.selectFrom('uploaded_images').select('id').execute();
    expect(images.map((i) => i.id).sort()).toEqual(originals.map((o) => o.image_id).sort());

    // The proxy really failed requests, of every kind, and slowed some.
    const calls = results.reduce((n, r) => n + r.outcomes.length + r.attaches.length, 0);
    const faults = FAULT_KINDS.reduce((n, kind) => n + proxy.stats[kind], 0);
    console.info(
      `fault injection (seed ${SEED}): ${proxy.stats.matched} requests eligible, ${faults} failed`,
      JSON.stringify(proxy.stats),
      `${calls} upload and attach calls for ${results.length} files`,
    );
    for (const kind of FAULT_KINDS) expect(proxy.stats[kind]).toBeGreaterThan(0);
    expect(proxy.stats.slow).toBeGreaterThan(0);
    expect(faults / proxy.stats.matched).toBeGreaterThan(0.15);
  }, 60_000);
});
