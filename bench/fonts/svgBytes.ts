/**
 * SVG bytes with embedded subsets against whole faces (issue 14), for `npm run bench:fonts`
 * (scripts/bench-fonts.ts calls `measureSvgBytes(serverUrl)`), or alone:
 * `npx tsx bench/fonts/svgBytes.ts` (starts its own server).
 *
 * A typical banner — six texts in six families (a display sans in bold capitals, a serif italic,
 * a script, a sans, another sans, a slab) — is exported through the export tool page
 * (`/harness/export.html`, the editor's own export code) as a printed product (`text`: subsets
 * embedded) and as cut vinyl (`outlines`). Reported, raw and gzip: the SVG as made; the same SVG
 * if each face were embedded whole (every served file of the face, base64, instead of its
 * subset); the SVG without any font (what it was before, relying on installed fonts); the
 * outlines SVG. And the server's time to cut one face (`Fonts/Subset`, median of 5), against the
 * wasm and glue a browser would download to do it itself.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { fontCatalogue } from '../../server/fonts/catalogue';
import { launchChromium } from '../../scripts/lib/browser';
import { ensureBuild, ensureHarnessBuild, ROOT } from '../../scripts/lib/build';
import { exportDocument, openExportPage } from '../../scripts/lib/exportPage';
import { startServer } from '../../scripts/lib/server';

/** 6 × 3 ft; the SVG does not depend on the DPI, so the PNG is made small (30 DPI). */
const BANNER = { widthInches: 72, heightInches: 36, exportDpi: 30 };

const TEXTS = [
  { text: 'GRAND OPENING', fontFamily: 'Oswald', fontWeight: 700, fontSize: 260, top: 60 },
  { text: "Maria's Bakery", fontFamily: 'Pacifico', fontSize: 200, top: 420 },
  {
    text: 'Fresh bread & pastries every morning',
    fontFamily: 'Lora',
    fontStyle: 'italic',
    fontSize: 110,
    top: 780,
  },
  { text: 'Open daily 7 am – 6 pm', fontFamily: 'Roboto', fontSize: 120, top: 1000 },
  { text: '123 Main Street, Springfield', fontFamily: 'Open Sans', fontSize: 100, top: 1200 },
  { text: 'Call (555) 010-2030', fontFamily: 'Roboto Slab', fontSize: 120, top: 1380 },
];

function typicalDesign(textOutput: 'text' | 'outlines') {
  return {
    format: 'print-designer/design',
    version: 1,
    product: { id: 101, name: 'Vinyl Banner', ...BANNER, textOutput },
    printSide: 'single',
    sides: {
      front: {
        designVersion: 1,
        background: '#ffffff',
        objects: TEXTS.map((t, i) => ({
          type: 'Textbox',
          id: `changeable-text-${i}`,
          originX: 'center',
          originY: 'top',
          left: (BANNER.widthInches * 96) / 2,
          width: BANNER.widthInches * 96 * 0.9,
          textAlign: 'center',
          fill: '#1d3557',
          ...t,
        })),
      },
      back: null,
    },
  };
}

async function svgOf(page: Page, textOutput: 'text' | 'outlines'): Promise<string> {
  const result = await exportDocument(page, JSON.stringify(typicalDesign(textOutput)));
  if (result.error || result.problems.length > 0)
    throw new Error(`export failed: ${result.error ?? JSON.stringify(result.problems)}`);
  const bytes = result.files.find((f) => f.name === 'front.svg')?.bytes ?? 0;
  const b64 = await page.evaluate((n) => window.exportTool.readChunk('front.svg', 0, n), bytes);
  return Buffer.from(b64, 'base64').toString('utf8');
}

const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);
const sizes = (s: string) => ({
  bytes: Buffer.byteLength(s),
  gzip: gzipSync(s, { level: 9 }).length,
});

/** The catalogue's whole files of a face (every subset), bytes. */
function wholeFace(family: string, weight: number, style: string): number {
  const face = fontCatalogue()
    .families.find((f) => f.name === family)
    ?.variants.find((v) => v.weight === weight && v.style === style);
  if (!face) throw new Error(`${family} ${weight} ${style}: not in the catalogue`);
  return face.files.reduce((sum, f) => sum + f.bytes, 0);
}

/** Median ms of 5 `Fonts/Subset` requests for a face file (the server cuts it each time). */
async function subsetMs(url: string, file: string, text: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const r = await fetch(
      `${url}/api/v1/Fonts/Subset?file=${encodeURIComponent(file)}&text=${encodeURIComponent(text)}`,
    );
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`Fonts/Subset: HTTP ${r.status}`);
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[2]!);
}

function fileBytes(rel: string) {
  const file = path.join(ROOT, 'node_modules', rel);
  return { bytes: statSync(file).size, gzip: gzipSync(readFileSync(file), { level: 9 }).length };
}

/** Measures against the server at `url` (its harness pages served). */
export async function measureSvgBytes(url: string) {
  ensureHarnessBuild();
  const browser = await launchChromium();
  try {
    const page = await openExportPage(browser, { baseUrl: url, budget: 'default' });
    const withSubsets = await svgOf(page, 'text');
    const outlines = await svgOf(page, 'outlines');
    const rules = [
      ...withSubsets.matchAll(
        /@font-face\{font-family:'([^']+)';font-weight:(\d+);font-style:(\w+);[^}]*base64,([A-Za-z0-9+/=]+)\)/g,
      ),
    ];
    const faces = rules.map(([, family, weight, style, data]) => ({
      face: `${family} ${weight} ${style}`,
      subset: Buffer.from(data!, 'base64').length,
      whole: wholeFace(family!, Number(weight), style!),
    }));
    const subsetB64 = rules.reduce((sum, r) => sum + r[4]!.length, 0);
    const wholeB64 = faces.reduce((sum, f) => sum + base64Length(f.whole), 0);
    const withWholeFaces = withSubsets.length - subsetB64 + wholeB64;
    const withoutFonts = withSubsets.replace(/<style>[\s\S]*?<\/style>\n?/, '');
    const roboto = fontCatalogue()
      .families.find((f) => f.name === 'Roboto')!
      .variants.find((v) => v.weight === 400 && v.style === 'normal')!.files[0]!.url;
    return {
      design: `${TEXTS.length} texts in ${faces.length} faces on a ${BANNER.widthInches} × ${BANNER.heightInches} in banner`,
      faces,
      svg: {
        withSubsets: sizes(withSubsets),
        withWholeFaces: { bytes: withWholeFaces },
        withoutFonts: sizes(withoutFonts),
        outlines: sizes(outlines),
      },
      serverSubsetMs: await subsetMs(url, roboto, 'Open daily7am–6p'),
      browserWouldDownload: {
        'harfbuzzjs/dist/harfbuzz-subset.wasm': fileBytes('harfbuzzjs/dist/harfbuzz-subset.wasm'),
        'wawoff2/build/compress_binding.js': fileBytes('wawoff2/build/compress_binding.js'),
        'wawoff2/build/decompress_binding.js': fileBytes('wawoff2/build/decompress_binding.js'),
      },
    };
  } finally {
    await browser.close();
  }
}

// Run alone: its own build check and server.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  ensureBuild();
  ensureHarnessBuild();
  const server = await startServer();
  try {
    console.log(JSON.stringify(await measureSvgBytes(server.url), null, 2));
  } finally {
    await server.stop();
  }
}
