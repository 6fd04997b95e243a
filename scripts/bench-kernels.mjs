#!/usr/bin/env node
/**
 * `npm run bench:kernels` (= node --import tsx scripts/bench-kernels.mjs [--json out.json]):
 * the wasm kernels against the TypeScript reference and the packaged alternatives, in one run.
 *
 * Downscale: 12 MP (4032×3024, an iPhone photo), 24 MP (6000×4000) and 100 MP (12500×8000)
 * synthetic RGBA, to 960 px wide and to 5 MP. Our Downscalers — wasm (kernels.wasm, scalar),
 * wasm-simd (kernels-simd.wasm, SIMD128) and reference — get 32-row strips (a decoder's view);
 * pica.resizeBuffer
 * (its default filter, mks2013) and @jsquash/resize (its defaults: lanczos3, premultiply,
 * linearRGB) get the whole buffer, which they need. Each (contender, size) runs in a fresh child
 * process so memory figures are its own: "peak RSS" is the process high-water mark during the
 * case (VmHWM, reset through /proc/self/clear_refs) above the RSS of the idle child, so the
 * whole-buffer contenders include their source. 12 and 24 MP: the first call in the fresh
 * process is reported as "cold" (wasm compiled by the baseline tier), then the median of 5 runs;
 * 100 MP: three 1 MP warm-up calls, then the median of up to 3 runs (fewer once a case has spent
 * 6 s). "ns/px" is CPU time per source pixel.
 * "CPU ms" is the process's CPU time per run: unlike wall time it holds when other processes
 * share the cores, so the ratio column uses it.
 *
 * LZW: MB/s of decoded output, wasm vs reference vs utif's decoder, on the strips of two libtiff
 * fixtures and on a make-large-style picture encoded in 32-row strips. Conversions: ms per call.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = { '12MP': [4032, 3024], '24MP': [6000, 4000], '100MP': [12500, 8000] };
const CONTENDERS = ['wasm', 'wasm-simd', 'reference', 'pica', 'jsquash'];
/** Our contenders: TypeScript (run with tsx), fed 32-row strips. */
const OURS = new Set(['wasm', 'wasm-simd', 'reference']);
/** The build each wasm contender loads. */
const BUILD_FILES = {
  wasm: 'wasm/build/kernels.wasm',
  'wasm-simd': 'wasm/build/kernels-simd.wasm',
};
const STRIP = 32;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const rssMB = () => process.memoryUsage().rss / 2 ** 20;
/** CPU time of this process (ms): stable when other processes compete for the cores. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** Runs `call` and returns [wall ms, CPU ms]. */
async function timed(call) {
  const w = performance.now();
  const c = cpuMs();
  await call();
  return [performance.now() - w, cpuMs() - c];
}
/** Process peak RSS since the last reset (MB); falls back to the lifetime maximum. */
function peakMB() {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
  } catch {
    return process.resourceUsage().maxRSS / 1024;
  }
}
function resetPeak() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    /* not Linux: the peak is the lifetime maximum */
  }
}

/** Four distinct 32-row strips (gradients + hash noise, opaque); strip i reuses i % 4. */
function makeStrips(width) {
  return Array.from({ length: 4 }, (_, s) => {
    const bytes = new Uint8Array(width * STRIP * 4);
    for (let r = 0; r < STRIP; r++) {
      const g = Math.floor((255 * (s * STRIP + r)) / (4 * STRIP));
      for (let x = 0; x < width; x++) {
        const p = (r * width + x) * 4;
        bytes[p] = (255 * x) / width;
        bytes[p + 1] = g;
        bytes[p + 2] = Math.imul(x * 31 + r, 2654435761) >>> 24;
        bytes[p + 3] = 255;
      }
    }
    return bytes;
  });
}

function targets(width, height) {
  const fivemp = Math.sqrt(5e6 / (width * height));
  return [
    ['960 px', 960, Math.round((960 * height) / width)],
    ['5 MP', Math.floor(width * fivemp), Math.floor(height * fivemp)],
  ];
}

/** A downscale function for a contender: (w, h, dw, dh, whole source or null for strips). */
async function contenderRun(contender, strips) {
  if (OURS.has(contender)) {
    const { loadKernels, createReferenceKernels } = await import('../wasm/index.ts');
    const kernels =
      contender === 'reference'
        ? createReferenceKernels()
        : await loadKernels(readFileSync(path.join(root, BUILD_FILES[contender])));
    return async (w, h, dw, dh) => {
      const d = kernels.createDownscaler({
        srcWidth: w,
        srcHeight: h,
        dstWidth: dw,
        dstHeight: dh,
        alpha: false,
      });
      for (let y = 0, i = 0; y < h; y += STRIP, i++)
        d.pushRows(strips[i % 4], y, Math.min(STRIP, h - y));
      d.output();
      d.dispose();
    };
  }
  if (contender === 'pica') {
    const { default: Pica } = await import('pica');
    const pica = new Pica({ features: ['js', 'wasm'] }); // no nested workers in Node
    return (w, h, dw, dh, src) =>
      pica.resizeBuffer({ src, width: w, height: h, toWidth: dw, toHeight: dh });
  }
  globalThis.ImageData ??= class {
    constructor(data, width, height) {
      Object.assign(this, { data, width, height, colorSpace: 'srgb' });
    }
  };
  const resize = await import('@jsquash/resize');
  const wasmFile = 'node_modules/@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm';
  await resize.initResize(readFileSync(path.join(root, wasmFile)));
  return (w, h, dw, dh, src) =>
    resize.default(new ImageData(new Uint8ClampedArray(src.buffer), w, h), {
      width: dw,
      height: dh,
    });
}

/** Child: one contender, one size, one target, in a fresh process; prints a JSON line. */
async function child(contender, sizeName, targetIndex) {
  const [width, height] = SIZES[sizeName];
  const [target, dw, dh] = targets(width, height)[targetIndex];
  const strips = makeStrips(width);
  const run = await contenderRun(contender, strips);
  const whole = contender === 'pica' || contender === 'jsquash';
  const big = sizeName === '100MP';
  if (big) {
    // Let V8 tier the wasm up (a first call runs baseline code), as a worker would after use.
    const small = new Uint8Array(1000 * 1000 * 4).fill(128);
    for (let i = 0; i < 3; i++) await run(1000, 1000, 100, 100, small);
  }
  globalThis.gc?.();
  const base = rssMB();
  resetPeak();
  let source = null;
  if (whole) {
    source = new Uint8Array(width * height * 4);
    for (let y = 0, i = 0; y < height; y += STRIP, i++) {
      source.set(strips[i % 4].subarray(0, Math.min(STRIP, height - y) * width * 4), y * width * 4);
    }
  }
  const call = () => run(width, height, dw, dh, source);
  const cold = big ? null : (await timed(call))[0];
  // 12 and 24 MP: 5 runs; 100 MP: up to 3, stopping once the case has spent 6 s.
  const runs = [];
  const started = performance.now();
  for (let i = 0; i < (big ? 3 : 5); i++) {
    if (big && i > 0 && performance.now() - started > 6_000) break;
    runs.push(await timed(call));
  }
  const result = {
    target,
    dst: `${dw}×${dh}`,
    cold,
    median: median(runs.map((r) => r[0])),
    cpu: median(runs.map((r) => r[1])),
    runs: runs.map((r) => r[0]),
    peakRssMB: peakMB() - base,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/** Decoded MB per CPU second of `decode(chunk, dst)` over all chunks, median of 5 passes. */
function throughput(chunks, sizes, decode) {
  const dsts = sizes.map((n) => new Uint8Array(n));
  const total = sizes.reduce((a, b) => a + b, 0);
  const pass = () => chunks.forEach((c, i) => decode(c, dsts[i]));
  pass();
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t = cpuMs();
    let n = 0;
    do {
      pass();
      n++;
    } while (cpuMs() - t < 150);
    times.push((cpuMs() - t) / n);
  }
  return total / 2 ** 20 / (median(times) / 1000);
}

async function lzwAndConversions() {
  const { loadKernels, createReferenceKernels } = await import('../wasm/index.ts');
  const { readTiffChunks, chunkBytes } = await import('../wasm/test/tiffChunks.ts');
  const { lzwEncode } = await import('../wasm/test/lzwEncoder.ts');
  const UTIF = createRequire(import.meta.url)('utif');
  const wasm = await loadKernels(readFileSync(path.join(root, 'wasm/build/kernels.wasm')));
  const ref = createReferenceKernels();
  const sets = [];
  for (const name of ['cmyk8-lzw-300dpi.tif', 'rgb8-lzw-predictor2-strips-300dpi.tif']) {
    const t = readTiffChunks(readFileSync(path.join(root, 'tests/corpus/tiff', name)));
    const sizes = t.chunks.map(() => chunkBytes(t));
    sets.push({ name: `${name} (libtiff)`, chunks: t.chunks, sizes });
  }
  // make-large's picture (gradients, checkerboard, grid lines) at 2400×1600 RGB, 32-row strips.
  const W = 2400;
  const H = 1600;
  const chunks = [];
  for (let y0 = 0; y0 < H; y0 += STRIP) {
    const raw = new Uint8Array(W * STRIP * 3);
    for (let r = 0; r < STRIP; r++) {
      const y = y0 + r;
      for (let x = 0; x < W; x++) {
        const line = x % 100 === 0 || y % 100 === 0;
        const p = (r * W + x) * 3;
        raw[p] = line ? 255 : Math.floor((255 * x) / (W - 1));
        raw[p + 1] = line ? 255 : Math.floor((255 * y) / (H - 1));
        raw[p + 2] = line ? 255 : ((x >> 7) ^ (y >> 7)) & 1 ? 200 : 55;
      }
    }
    chunks.push(lzwEncode(raw));
  }
  sets.push({
    name: 'make-large picture 2400×1600 RGB',
    chunks,
    sizes: chunks.map(() => W * STRIP * 3),
  });
  const lzw = sets.map((s) => ({
    stream: s.name,
    compressedMB: s.chunks.reduce((a, c) => a + c.length, 0) / 2 ** 20,
    wasm: throughput(s.chunks, s.sizes, (c, d) => wasm.lzwDecode(c, d)),
    reference: throughput(s.chunks, s.sizes, (c, d) => ref.lzwDecode(c, d)),
    utif: throughput(s.chunks, s.sizes, (c, d) => UTIF.decode._decodeLZW(c, 0, d, 0)),
  }));
  const px = 6_000_000;
  const bytes = new Uint8Array(px * 4).map((_, i) => (i * 2654435761) >>> 24);
  const out = new Uint8Array(px * 4);
  const conv = [
    ['cmykToRgba, 6 MP', (k) => k.cmykToRgba(bytes, out, px, false)],
    ['sixteenToEight, 12 M samples', (k) => k.sixteenToEight(bytes, out, px * 2, false)],
    ['interleavedToRgba RGB, 6 MP', (k) => k.interleavedToRgba(bytes, out, px, 3)],
    ['undoHorizontalPredictor8 RGB, 6 MP', (k) => k.undoHorizontalPredictor8(out, 3000, 2000, 3)],
  ].map(([name, call]) => {
    const time = (k) => {
      call(k);
      const ts = [1, 2, 3, 4, 5].map(() => ((t) => (call(k), cpuMs() - t))(cpuMs()));
      return median(ts);
    };
    return { kernel: name, wasm: time(wasm), reference: time(ref) };
  });
  return { lzw, conv };
}

const f = (n, d = 0) =>
  n == null
    ? '–'
    : n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** CPU ns per source pixel of a downscale result. */
function nsPerPixel(d) {
  const [w, h] = SIZES[d.size];
  return (d.cpu * 1e6) / (w * h);
}

async function main() {
  const jsonAt = process.argv.indexOf('--json');
  const started = performance.now();
  // Imported here, not at the top: the AssemblyScript compiler takes seconds to load per child.
  const { buildWasm } = await import('./build-wasm.mjs');
  await buildWasm({ quiet: true });
  const downscale = [];
  for (const size of Object.keys(SIZES)) {
    for (const contender of CONTENDERS) {
      for (const target of [0, 1]) {
        const script = fileURLToPath(import.meta.url);
        // Only our kernels are TypeScript; the packages' children start without the tsx loader.
        const loader = OURS.has(contender) ? ['--import', 'tsx'] : [];
        const args = [...loader, '--expose-gc', script, '--child', contender, size, String(target)];
        const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`${contender} ${size} failed:\n${r.stderr}`);
        downscale.push({ size, contender, ...JSON.parse(r.stdout.trim().split('\n').pop()) });
      }
      process.stderr.write(
        `  ${size} ${contender} done (${f((performance.now() - started) / 1000, 1)} s)\n`,
      );
    }
  }
  const { lzw, conv } = await lzwAndConversions();
  const os = await import('node:os');
  const load = os
    .loadavg()
    .map((n) => f(n, 1))
    .join(' / ');
  const lines = [
    `Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model}), load average ${load}, ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| source | target | contender | input | cold ms | median ms | CPU ms | ns/px | runs | × wasm (CPU) | peak RSS Δ MB |',
    '|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const d of downscale) {
    const base = downscale.find(
      (w) => w.size === d.size && w.target === d.target && w.contender === 'wasm',
    );
    const input = OURS.has(d.contender) ? '32-row strips' : 'whole buffer';
    lines.push(
      `| ${d.size} | ${d.target} (${d.dst}) | ${d.contender} | ${input} | ${f(d.cold)} | ${f(d.median)} | ${f(d.cpu)} | ${f(nsPerPixel(d), 2)} | ${d.runs.length} | ${f(d.cpu / base.cpu, 2)} | ${f(d.peakRssMB)} |`,
    );
  }
  lines.push('', 'LZW decode, MB of output per CPU second (median of 5):', '');
  lines.push('| stream | compressed MB | wasm | reference | utif |', '|---|---:|---:|---:|---:|');
  for (const l of lzw)
    lines.push(
      `| ${l.stream} | ${f(l.compressedMB, 2)} | ${f(l.wasm)} | ${f(l.reference)} | ${f(l.utif)} |`,
    );
  lines.push('', '| conversion (CPU ms, median of 5) | wasm | reference |', '|---|---:|---:|');
  for (const c of conv) lines.push(`| ${c.kernel} | ${f(c.wasm, 1)} | ${f(c.reference, 1)} |`);
  lines.push('', `Total bench time ${f((performance.now() - started) / 1000, 0)} s.`);
  console.log(lines.join('\n'));
  if (jsonAt > 0) {
    const file = process.argv[jsonAt + 1];
    writeFileSync(
      file,
      JSON.stringify(
        { node: process.version, date: new Date().toISOString(), downscale, lzw, conv },
        null,
        2,
      ),
    );
  }
}

const childAt = process.argv.indexOf('--child');
if (childAt > 0)
  await child(
    process.argv[childAt + 1],
    process.argv[childAt + 2],
    Number(process.argv[childAt + 3]),
  );
else await main();
