/**
 * `npm run bench:content -- [--runs 3] [--json out.json]`
 *
 * The server's half of each content panel's first page (issue 16): the list answer and the
 * thumbnails it names, through Fastify `inject` on a real migrated and seeded data dir, as the
 * panels will ask for them — Elements and Background: GetCategoriesByType, then the first tab's
 * 24 thumbnails at 160 px (two masonry columns at 2× density); Stock Images: StockImages page 0
 * and its 20 previews (340 px); Templates: template/Search and its previews at 320 px. **Cold**:
 * a fresh data dir, every thumbnail rendered by sharp; **warm**: the same requests again, from
 * the disk cache. Requests one after another (a browser fetches six at a time: a lower bound
 * there). Median of `runs` fresh data dirs; milliseconds and bytes (answer + thumbnails).
 * The browser half (first thumbnails on screen): scripts/bench-content-browser.ts, run after it.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type {
  ContentPage,
  ElementCategoryPage,
  StockImagesAnswer,
  TemplateSummary,
} from '../src/domain/content/types';
import { createTestApp, TestClient } from '../server/testing/testApp';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, json: { type: 'string' } },
});
const RUNS = Math.max(1, Math.round(Number(values.runs)) || 3);

const thumb = (path: string, width: number) =>
  `/images/process?src=${encodeURIComponent(path)}&width=${width}`;

interface PanelFigures {
  coldMs: number;
  warmMs: number;
  bytes: number;
  listBytes: number;
  thumbnails: number;
}

type Panel = (client: TestClient) => Promise<{ list: string; thumbnails: string[] }>;

const PANELS: Record<string, Panel> = {
  Elements: async (c) => {
    const list = '/api/v1/EditorElement/GetCategoriesByType?page=0&count=24&type=0';
    const tabs = (await c.getJson<ElementCategoryPage>(list)).body;
    return { list, thumbnails: tabs.data[0]!.elements.map((e) => thumb(e.imagePath, 160)) };
  },
  Background: async (c) => {
    const list = '/api/v1/EditorElement/GetCategoriesByType?page=0&count=24&type=1';
    const tabs = (await c.getJson<ElementCategoryPage>(list)).body;
    return { list, thumbnails: tabs.data[0]!.elements.map((e) => thumb(e.imagePath, 160)) };
  },
  'Stock Images': async (c) => {
    const list = '/api/v1/StockImages?page.number=0&page.size=20';
    const page = (await c.getJson<StockImagesAnswer>(list)).body;
    return { list, thumbnails: page.data[0].images.map((i) => i.previewUrl) };
  },
  Templates: async (c) => {
    const page = (await c.postJson<ContentPage<TemplateSummary>>('/api/v1/template/Search', {}))
      .body;
    return {
      list: '/api/v1/template/Search',
      thumbnails: page.data.map((t) => thumb(t.previewPath, 320)),
    };
  },
};

async function fetchAll(
  c: TestClient,
  urls: string[],
  list: string,
): Promise<[number, number, number]> {
  const started = performance.now();
  let bytes = 0;
  const first =
    list === '/api/v1/template/Search'
      ? await c.request({ method: 'POST', url: list, payload: {} })
      : await c.request({ method: 'GET', url: list });
  const listBytes = first.rawPayload.length;
  bytes += listBytes;
  for (const url of urls) {
    const r = await c.request({ method: 'GET', url });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode}`);
    bytes += r.rawPayload.length;
  }
  return [performance.now() - started, bytes, listBytes];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const samples: Record<string, PanelFigures[]> = {};
for (let run = 0; run < RUNS; run++) {
  const t = await createTestApp({
    imageProcess: { renderBurst: 10_000, rendersPerSecond: 10_000 },
  });
  try {
    const client = await new TestClient(t.app).start();
    for (const [name, panel] of Object.entries(PANELS)) {
      const { list, thumbnails } = await panel(client);
      const [coldMs, bytes, listBytes] = await fetchAll(client, thumbnails, list);
      const [warmMs] = await fetchAll(client, thumbnails, list);
      (samples[name] ??= []).push({
        coldMs,
        warmMs,
        bytes,
        listBytes,
        thumbnails: thumbnails.length,
      });
    }
  } finally {
    await t.close();
  }
}

const figures = Object.fromEntries(
  Object.entries(samples).map(([name, s]) => [
    name,
    {
      thumbnails: s[0]!.thumbnails,
      coldMs: Math.round(median(s.map((x) => x.coldMs))),
      warmMs: Math.round(median(s.map((x) => x.warmMs))),
      kB: Math.round(median(s.map((x) => x.bytes)) / 1024),
      listKB: Math.round(median(s.map((x) => x.listBytes)) / 1024),
    },
  ]),
);
console.table(figures);
if (values.json) writeFileSync(values.json, JSON.stringify({ runs: RUNS, figures }, null, 2));
