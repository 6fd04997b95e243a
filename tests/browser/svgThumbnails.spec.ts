/**
 * Issue 15 item 15: SVG thumbnails are drawn off the main thread. A 2 MB SVG of 11,900 paths
 * (a logo traced from a photo is like it) goes through the real pipeline on the tool page: its
 * 240 and 960 px thumbnails are made, and no main-thread task of 50 ms or more (the spec's
 * long-task bar, read by a PerformanceObserver) ran while it was processed. Before, the main
 * thread parsed and rasterised it twice, in tasks of 1–7 s. And what the worker draws is what
 * the browser draws: shapes, transforms, strokes and paint rules compared with Chromium's own
 * rendering of the same document.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { sanitizeSvg } from '../../codecs/svg/svgSanitize';
import { drawnInWorker } from '../../codecs/svg/worker/rasterSvg';

/** The spec's long-task bar, ms. */
const LONG_TASK_MS = 50;
/** Mean difference per channel allowed between the worker's and Chromium's drawing (0–255). */
const MEAN_TOLERANCE = 3;

/** A 2 MiB SVG of random semi-transparent stroked polygons (deterministic). */
function pathsSvg(): string {
  let seed = 1;
  const r = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const parts = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000" viewBox="0 0 3000 2000">',
  ];
  let size = parts[0]!.length;
  for (let i = 0; size < 2 * 1024 * 1024; i++) {
    let d = `M${Math.floor(r() * 3000)} ${Math.floor(r() * 2000)}`;
    for (let k = 0; k < 8; k++) d += ` L${Math.floor(r() * 3000)} ${Math.floor(r() * 2000)}`;
    const part = `<path d="${d}Z" fill="hsl(${(i * 7) % 360} 70% 50%)" fill-opacity="0.5" stroke="#123" stroke-width="2"/>`;
    parts.push(part);
    size += part.length;
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Every shape and paint rule the worker draws, in transformed groups. */
const SHAPES_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="-10 -10 320 220">
  <rect x="0" y="0" width="300" height="200" fill="#f4f0e0"/>
  <g transform="translate(20 10) rotate(8 50 50)" stroke="#234" stroke-width="4">
    <rect x="0" y="0" width="100" height="60" rx="14" ry="8" fill="rgb(200, 40, 40)"/>
    <circle cx="150" cy="40" r="35" fill="#2a6" fill-opacity="0.6"/>
    <ellipse cx="240" cy="40" rx="40" ry="20" style="fill: #36c; stroke-dasharray: 8 4"/>
  </g>
  <g transform="matrix(1 0 0.2 1 0 100) scale(0.9)">
    <line x1="0" y1="0" x2="120" y2="60" stroke="#000" stroke-width="6" stroke-linecap="round"/>
    <polyline points="140,60 170,0 200,60 230,0" fill="none" stroke="purple" stroke-width="5" stroke-linejoin="round"/>
    <polygon points="250,0 300,60 200,60" fill="orange" opacity="0.7"/>
    <path d="M10 70 h80 v30 h-80 z M30 80 h40 v10 h-40 z" fill-rule="evenodd" fill="teal"/>
  </g>
</svg>`;

async function openTool(page: Page, files: string[]): Promise<void> {
  await page.goto('/harness/pipeline.html?budget=default');
  await page.waitForFunction(() => typeof window.pipelineTool?.run === 'function');
  await page.setInputFiles('#files', files);
}

test('a 2 MB SVG gets its thumbnails without a main-thread task of 50 ms', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'svg-thumbnails-'));
  const file = path.join(dir, 'paths-2mb.svg');
  const svg = pathsSvg();
  expect(drawnInWorker(sanitizeSvg(svg).svg), 'the worker draws this document').toBe(true);
  writeFileSync(file, svg);
  await openTool(page, [file]);
  await page.evaluate(() => window.pipelineTool.takeLongestTask());
  const [result] = await page.evaluate(() => window.pipelineTool.run());
  expect(result?.error ?? null).toBeNull();
  expect(Object.keys(result!.thumbnails).sort()).toEqual(['240', '960']);
  const longest = await page.evaluate(
    (w) => window.pipelineTool.takeLongestTask(w),
    result!.processing,
  );
  console.log(
    `2 MB SVG: thumbnails in ${Math.round(result!.timings.thumbnail960 ?? -1)} ms, longest main-thread task ${longest} ms`,
  );
  expect(longest, 'longest main-thread task while processing, ms').toBeLessThan(LONG_TASK_MS);
});

test('the worker draws shapes, strokes and transforms as Chromium does', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'svg-thumbnails-'));
  const file = path.join(dir, 'shapes.svg');
  expect(drawnInWorker(sanitizeSvg(SHAPES_SVG).svg), 'the worker draws this document').toBe(true);
  writeFileSync(file, SHAPES_SVG);
  await openTool(page, [file]);
  const [result] = await page.evaluate(() => window.pipelineTool.run());
  expect(result?.error ?? null).toBeNull();
  const diff = await page.evaluate(
    async ([svg, webp]) => {
      const thumb = await createImageBitmap(
        new Blob([Uint8Array.from(atob(webp), (c) => c.charCodeAt(0))], { type: 'image/webp' }),
      );
      const { width, height } = thumb;
      const img = new Image(width, height);
      img.src = URL.createObjectURL(
        new Blob([svg.replace('width="300" height="200"', `width="${width}" height="${height}"`)], {
          type: 'image/svg+xml',
        }),
      );
      await img.decode();
      const pixels = (source: CanvasImageSource) => {
        const c = new OffscreenCanvas(width, height);
        const ctx = c.getContext('2d', { willReadFrequently: true })!;
        ctx.drawImage(source, 0, 0, width, height);
        return ctx.getImageData(0, 0, width, height).data;
      };
      const a = pixels(thumb);
      const b = pixels(img);
      let sum = 0;
      for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
      return { mean: sum / a.length, width, height };
    },
    [SHAPES_SVG, result!.thumbnails['960']!] as const,
  );
  console.log(
    `worker vs Chromium, ${diff.width} × ${diff.height}: mean difference ${diff.mean.toFixed(2)}`,
  );
  expect(diff.mean).toBeLessThan(MEAN_TOLERANCE);
});
