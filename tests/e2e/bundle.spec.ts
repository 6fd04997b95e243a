/**
 * Opening the designer loads no decoder: pdf.js, libheif, the WebP encoder, the wasm kernels, the
 * optional Ghostscript and the pipeline worker arrive only when a file is processed. three.js
 * arrives only when the 3D preview opens: no script of the first load contains it. And the production build ships only
 * the product: no bench or tool page of the harness (harness/, built apart into dist-harness/),
 * and not the optional AGPL EPS renderer (Ghostscript wasm, served apart by the server).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { DesignerPage } from './pages/DesignerPage';

/** A string only three.js's renderer carries (its error messages), whatever the minifier does. */
const THREE_MARKER = 'THREE.WebGLRenderer';

test('the designer opens without loading any decoder or three.js', async ({ page }) => {
  const loaded: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}`);
  await expect(designer.canvas).toBeVisible();
  await page.waitForLoadState('networkidle');
  const decoders = loaded.filter((p) =>
    /pdf|libheif|heif|webp_enc|kernels|pipeline\.worker|tiff|psd|ghostscript|gs\.wasm/i.test(p),
  );
  expect(decoders).toEqual([]);
  expect(loaded.filter((p) => /three|panelScene/i.test(p))).toEqual([]);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((text) => text.includes(THREE_MARKER))).toEqual([]);
});

/** The build the e2e server serves (playwright.config.ts: DIST_DIR). */
const DIST = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');

/**
 * Names only the harness's code carries: the pages' window APIs (property names survive
 * minification), its baselines (heic2any, the utif worker) and its folder.
 */
const HARNESS_MARKERS = [
  'pipelineTool',
  'exportTool',
  'editorBench',
  'heic2any',
  'utifBaseline',
  'harness/',
];

test('the production build holds no tool or bench page', () => {
  const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' });
  expect(files).toContain('index.html');
  // The editor's page is the build's only page; no tools/ or harness folder.
  expect(files.filter((f) => f.endsWith('.html'))).toEqual(['index.html']);
  expect(files.filter((f) => /(^|[\\/])(tools|harness)([\\/]|$)/.test(f))).toEqual([]);
  const scripts = files.filter((f) => /\.(js|html)$/.test(f));
  expect(scripts.length).toBeGreaterThan(1);
  const carrying = scripts.flatMap((f) => {
    const text = readFileSync(path.join(DIST, f), 'utf8');
    return HARNESS_MARKERS.filter((m) => text.includes(m)).map((m) => `${f}: ${m}`);
  });
  expect(carrying).toEqual([]);
});

/** Strings only Ghostscript's build carries (its wasm names itself and its maker). */
const GHOSTSCRIPT_MARKERS = ['GPL Ghostscript', 'Artifex Software'];

test('the production build holds no part of the AGPL EPS renderer', () => {
  const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.(js|wasm|html|map)$/.test(f),
  );
  expect(files.filter((f) => /(^|[\\/])gs\.(js|wasm)$/.test(f))).toEqual([]);
  const carrying = files.flatMap((f) => {
    const text = readFileSync(path.join(DIST, f), 'latin1');
    return GHOSTSCRIPT_MARKERS.filter((m) => text.includes(m)).map((m) => `${f}: ${m}`);
  });
  expect(carrying).toEqual([]);
});
