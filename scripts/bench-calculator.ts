/**
 * `npm run bench:calculator -- [--runs 300] [--json out.json]`
 *
 * The calculator answer on the server (issue 17; target: within 20 ms). For every seeded
 * product, against the real migrated and seeded SQLite file on disk, each request is timed
 * `runs` times after a warm-up, three ways, side by side in the same run:
 * - **answer**: POST /api/v1/Product/calculator through Fastify `inject` (schema, session and
 *   anti-forgery hooks, the product and its rules read from SQLite, the calculation, JSON);
 * - **load** (the baseline): reading the product and its rules from SQLite alone;
 * - **calculate**: the pure calculation alone on the loaded product.
 * Requests: the product's defaults, and for the vinyl banner also 3 pieces with four surcharges
 * and an incompatible choice resolved (the heaviest path). Median and p95 in milliseconds.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { CalculatorRequest } from '../src/domain/product';
import { calculate } from '../server/catalogue/calculator';
import { loadProduct } from '../server/catalogue/repository';
import { createTestApp, TestClient } from '../server/testing/testApp';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '300' }, json: { type: 'string' } },
});
const RUNS = Math.max(10, Math.round(Number(values.runs)) || 300);
const WARM_UP = 30;
const MAX_QUANTITY = 999_999;

const REQUESTS: [string, CalculatorRequest][] = [
  ...[101, 102, 103, 104, 105, 106, 107, 1386].map(
    (productId) => [`${productId} defaults`, { productId }] as [string, CalculatorRequest],
  ),
  [
    '101 3 pcs, 4 surcharges',
    {
      productId: 101,
      width: 120,
      height: 60,
      quantity: 3,
      selectedOptionKeys: {
        material: ['vinyl-15oz'],
        'print-sides': ['double'],
        hem: ['sewn-hem'],
        extras: ['wind-slits', 'bungee-cords'],
      },
    },
  ],
  [
    '101 conflict resolved',
    {
      productId: 101,
      selectedOptionKeys: { material: ['adhesive-vinyl'] },
      changedAccessory: 'material',
    },
  ],
];

/** Median and 95th percentile of a sample, ms. */
function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

async function timed(work: () => Promise<unknown> | unknown): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await work();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await work();
    out.push(performance.now() - t0);
  }
  return out;
}

// The per-address request limit (600 at once, 50/s) would refuse a benchmark's thousands.
const t = await createTestApp({
  addressLimits: { requestBurst: 10_000_000, requestsPerSecond: 1_000_000 },
});
try {
  const client = await new TestClient(t.app).start();
  const rows: Record<string, string | number>[] = [];
  for (const [name, request] of REQUESTS) {
    const first = await client.postJson(`/api/v1/Product/calculator`, request);
    if (first.status !== 200)
      throw new Error(`${name}: ${first.status} ${JSON.stringify(first.body)}`);
    const answer = stats(
      await timed(async () => {
        const r = await client.postJson('/api/v1/Product/calculator', request);
        if (r.status !== 200) throw new Error(`${name}: answered ${r.status}`);
      }),
    );
    const load = stats(await timed(() => loadProduct(t.app.db, request.productId)));
    const product = await loadProduct(t.app.db, request.productId);
    if (!product) throw new Error(`no product ${request.productId}`);
    const calc = stats(await timed(() => calculate(product, request, MAX_QUANTITY)));
    rows.push({
      request: name,
      'answer median': answer.median,
      'answer p95': answer.p95,
      'load median': load.median,
      'load p95': load.p95,
      'calculate median': calc.median,
      'calculate p95': calc.p95,
    });
  }
  const fmt = (v: string | number) => (typeof v === 'number' ? v.toFixed(2) : v);
  console.log(
    `calculator, ${RUNS} runs each after ${WARM_UP} warm-up, ms (Node ${process.version})`,
  );
  console.table(
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, fmt(v)]))),
  );
  if (values.json) writeFileSync(values.json, JSON.stringify({ runs: RUNS, rows }, null, 2));
} finally {
  await t.close();
}
