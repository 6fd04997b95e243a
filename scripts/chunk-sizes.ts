/**
 * `npm run size`: the built app's JavaScript and wasm, raw and gzip (level 9, what a server
 * compressing on the fly sends at most), as a Markdown table: first what `/designer/` loads on
 * opening (index.html's script and module preloads; tests/e2e/bundle.spec.ts checks that no
 * decoder is among them), then each decoder chunk, loaded only inside the pipeline worker when a
 * file needs it. Builds the app first when its sources changed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild, ROOT } from './lib/build';

/** Decoder chunks by what they serve; a name matches `<stem>-<hash>.<ext>`. */
const DECODERS: [label: string, stems: string[]][] = [
  ['pipeline worker (entry, header readers, routes)', ['pipeline.worker']],
  ['HEIC: decoder', ['heif']],
  ['HEIC: libheif glue + wasm', ['libheif']],
  [
    'HEIC: libheif fallback bundle (wasm inlined; loads only if the wasm file cannot)',
    ['libheif-bundle'],
  ],
  ['HEIC: tile helper worker', ['tileHelper.worker']],
  ['PDF / AI', ['pdf', 'pdf.worker']],
  ['TIFF (+ UTIF for JPEG-in-TIFF pieces)', ['tiff', 'UTIF']],
  ['PSD / PSB', ['psd']],
  ['PNG > 24 MP', ['png']],
  [
    'thumbnails: WebP encoder (the SIMD or the scalar build loads)',
    ['webp_enc', 'webp_enc_simd', 'encode.worker'],
  ],
  [
    'our wasm kernels (+ loader, TS reference fallback)',
    ['kernels', 'kernels-simd', 'loader', 'reference'],
  ],
];

ensureBuild((m) => console.error(m));
const dist = path.join(ROOT, 'dist');
const assets = path.join(dist, 'assets');
const files = readdirSync(assets).filter((f) => /\.(js|wasm)$/.test(f));

const stemOf = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}\.(js|wasm)$/, '');
const sizes = (file: string) => {
  const bytes = readFileSync(path.join(assets, file));
  return {
    raw: statSync(path.join(assets, file)).size,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="[^"]*\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);

const lines = ['| chunk | raw | gzip |', '|---|---:|---:|'];
let initialGzip = 0;
for (const file of initial) {
  const s = sizes(file);
  initialGzip += s.gzip;
  lines.push(`| initial: ${stemOf(file)} | ${kb(s.raw)} | ${kb(s.gzip)} |`);
}
lines.push(`| **initial JavaScript of /designer/, in all** | | **${kb(initialGzip)}** |`);
for (const [label, stems] of DECODERS) {
  // A chunk imported by two workers is emitted once for each: the same stem, type and size
  // (give or take its imports' hashes) is listed once.
  const seen = new Map<string, { file: string; raw: number; gzip: number; copies: number }>();
  for (const f of files.filter((file) => stems.includes(stemOf(file)))) {
    const s = sizes(f);
    const key = `${stemOf(f)}${path.extname(f)}:${Math.round(s.raw / 64)}`;
    const known = seen.get(key);
    if (known) known.copies++;
    else seen.set(key, { file: f, ...s, copies: 1 });
  }
  for (const c of seen.values()) {
    const twice = c.copies > 1 ? ` (${c.copies} copies: one per worker)` : '';
    const name = `${stemOf(c.file)}${path.extname(c.file)}`;
    lines.push(`| ${label}: \`${name}\`${twice} | ${kb(c.raw)} | ${kb(c.gzip)} |`);
  }
}
console.log(lines.join('\n'));
