/**
 * `npx tsx scripts/bench-png-export.ts [--width 7200] [--height 1000] [--band 250] [--runs 3]`:
 * the streamed PNG writer of the print export (workers/export/pngStream.ts) on a print-width
 * image written band by band, for every filter strategy, on two contents:
 *
 * - photo-like: smooth colour fields with sensor-like noise (±6), opaque;
 * - flat colours: a design's solid blocks, stripes and hard-edged "lettering" on white.
 *
 * Reports, per case, the median wall time and CPU time of a whole write (filter + deflate), the
 * throughput in MB/s of RGBA input (width × height × 4 bytes over the wall time), the file size
 * and its ratio to the RGBA input; and the time of filtering alone (no compressor), which is the
 * share the strategy costs. Node's CompressionStream runs zlib (level 6, as browsers do) on the
 * libuv pool, so CPU time includes that thread. Figures are quoted in pngFilter.ts.
 */
import { parseArgs } from 'node:util';
import { PNG_FILTER_STRATEGIES, filterFor, filterRow } from '../workers/export/pngFilter';
import type { PngFilterStrategy } from '../workers/export/pngFilter';
import { createPngWriter } from '../workers/export/pngStream';

const { values } = parseArgs({
  options: {
    width: { type: 'string', default: '7200' },
    height: { type: 'string', default: '1000' },
    band: { type: 'string', default: '250' },
    runs: { type: 'string', default: '3' },
    alpha: { type: 'boolean', default: false },
  },
});
const WIDTH = Number(values.width);
const HEIGHT = Number(values.height);
const BAND = Number(values.band);
const RUNS = Number(values.runs);
const ALPHA = values.alpha;
const RGBA = 4;
const MB = 1e6;
/** Amplitude of the photo-like noise, ± levels. */
const PHOTO_NOISE = 6;

type Content = 'photo-like' | 'flat colours';

function lcg(seed: number): () => number {
  let s = seed;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) | 0) >>> 24) / 256;
}

/** Rows `y0 … y0 + rows − 1` of a content, RGBA. */
function band(content: Content, y0: number, rows: number): Uint8Array {
  const out = new Uint8Array(WIDTH * rows * RGBA);
  const random = lcg(y0 + 1);
  for (let y = 0; y < rows; y++) {
    const gy = y0 + y;
    for (let x = 0; x < WIDTH; x++) {
      const o = (y * WIDTH + x) * RGBA;
      if (content === 'photo-like') {
        const base = [
          128 + 90 * Math.sin(x / 700 + gy / 900),
          128 + 80 * Math.cos(x / 530 - gy / 410),
          128 + 70 * Math.sin((x + gy) / 1200),
        ];
        for (let c = 0; c < 3; c++) out[o + c] = base[c]! + (random() * 2 - 1) * PHOTO_NOISE + 0.5;
      } else {
        const block = ((x / 900) | 0) + ((gy / 300) | 0) * 3;
        const stripe = (x + gy) % 400 < 40;
        const letter = (gy % 120 < 90 && x % 60 < 12) || (gy % 120 < 14 && x % 180 < 150);
        const colour = letter
          ? [20, 20, 20]
          : stripe
            ? [230, 40, 60]
            : block % 4 === 0
              ? [0, 90, 170]
              : [255, 255, 255];
        out.set(colour, o);
      }
      out[o + 3] = 255;
    }
  }
  return out;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1]!;
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function writeOnce(
  bands: Uint8Array[],
  filter: PngFilterStrategy,
): Promise<{ wall: number; cpu: number; bytes: number }> {
  const started = performance.now();
  const cpu0 = cpuMs();
  const writer = createPngWriter({ width: WIDTH, height: HEIGHT, dpi: 150, alpha: ALPHA, filter });
  for (const rgba of bands) await writer.writeRows(rgba, rgba.length / (WIDTH * RGBA));
  const blob = await writer.finish();
  return { wall: performance.now() - started, cpu: cpuMs() - cpu0, bytes: blob.size };
}

/** Filtering alone, as the writer does it (the RGB packing left out), ms. */
function filterOnly(bands: Uint8Array[], filter: PngFilterStrategy): number {
  const bpp = RGBA;
  const rowBytes = WIDTH * bpp;
  const out = new Uint8Array(rowBytes + 1);
  let prev: Uint8Array = new Uint8Array(rowBytes);
  const started = performance.now();
  for (const rgba of bands) {
    for (let at = 0; at < rgba.length; at += rowBytes) {
      const cur = rgba.subarray(at, at + rowBytes);
      filterRow(filterFor(filter, cur, prev, bpp), cur, prev, bpp, out, 0);
      prev = cur;
    }
  }
  return performance.now() - started;
}

const inputMB = (WIDTH * HEIGHT * RGBA) / MB;
console.log(
  `${WIDTH}×${HEIGHT} px (${inputMB.toFixed(1)} MB RGBA), bands of ${BAND} rows, ` +
    `${ALPHA ? 'RGBA' : 'RGB'} output, median of ${RUNS}`,
);
console.log(
  'content       | filter   | wall ms | CPU ms | MB/s  | filter-only ms | bytes      | ratio',
);
for (const content of ['photo-like', 'flat colours'] as const) {
  const bands: Uint8Array[] = [];
  for (let y = 0; y < HEIGHT; y += BAND) bands.push(band(content, y, Math.min(BAND, HEIGHT - y)));
  for (const filter of PNG_FILTER_STRATEGIES) {
    const runs = [];
    for (let r = 0; r < RUNS; r++) runs.push(await writeOnce(bands, filter));
    const wall = median(runs.map((r) => r.wall));
    const cpu = median(runs.map((r) => r.cpu));
    const bytes = runs[0]!.bytes;
    const filtering = median(Array.from({ length: RUNS }, () => filterOnly(bands, filter)));
    console.log(
      [
        content.padEnd(13),
        filter.padEnd(8),
        wall.toFixed(0).padStart(7),
        cpu.toFixed(0).padStart(6),
        (inputMB / (wall / 1000)).toFixed(1).padStart(5),
        filtering.toFixed(0).padStart(14),
        String(bytes).padStart(10),
        (bytes / (inputMB * MB)).toFixed(4),
      ].join(' | '),
    );
  }
}
