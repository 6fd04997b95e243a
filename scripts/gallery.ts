/**
 * `npm run gallery -- [--port 8322]`
 *
 * The README's template gallery: every seeded template at its own size, drawn in headless
 * Chromium against the real server (its fonts and its `/images/process` stock pictures; see
 * scripts/gallery/templateSvg.ts), 320 px wide, written as `docs/gallery/<slug>.webp` (each
 * kept under 40 kB by lowering the WebP quality), and the README table printed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { templates } from '../server/content/templates';
import { fontCatalogue } from '../server/fonts/catalogue';
import { launchChromium } from './lib/browser';
import { ROOT } from './lib/build';
import { startServer } from './lib/server';
import { fontFaces, templateSvg } from './gallery/templateSvg';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
/** Shown width, CSS px (the README shows them at this size). */
const WIDTH = 320;
/** Largest file kept, bytes. */
const MAX_BYTES = 40_000;
const OUT = path.join(ROOT, 'docs', 'gallery');

/**
 * The PNG as WebP, encoded by Chromium (sharp stays in the server: its libvips is LGPL, see
 * Licences), at the highest quality from 0.8 down that keeps it under {@link MAX_BYTES}.
 */
async function webp(page: Page, png: Buffer): Promise<Buffer> {
  for (let quality = 0.8; ; quality -= 0.1) {
    const b64 = await page.evaluate(
      async ([data, q]) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality: q });
        const out = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (const b of out) text += String.fromCharCode(b);
        return btoa(text);
      },
      [png.toString('base64'), quality] as const,
    );
    const out = Buffer.from(b64, 'base64');
    if (out.length < MAX_BYTES || quality <= 0.3) return out;
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer(values.port ? { port: Number(values.port) } : {});
  const browser = await launchChromium();
  const rows: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 1200 } });
    // Same origin as the server: the fonts and pictures load from their own paths.
    await page.goto(`${server.url}/api/v1/System/MaxRequestBodySize`);
    const catalogue = fontCatalogue();
    for (const t of templates()) {
      await page.setContent(
        `<!doctype html><style>${fontFaces(t, catalogue)} body{margin:0}</style>${templateSvg(t, WIDTH)}`,
      );
      await page.evaluate(async () => {
        const families = [...document.querySelectorAll('text')].map(
          (e) => `${e.getAttribute('font-weight')} 20px "${e.getAttribute('font-family')}"`,
        );
        await Promise.all(families.map((f) => document.fonts.load(f)));
        await Promise.all(
          [...document.querySelectorAll('image')].map(
            (img) =>
              new Promise<void>((resolve) => {
                const probe = new Image();
                probe.onload = probe.onerror = () => resolve();
                probe.src = img.getAttribute('href') ?? '';
              }),
          ),
        );
      });
      await page.waitForTimeout(200); // the SVG's pictures decoded and drawn
      const png = await page.locator('svg').screenshot();
      const file = await webp(page, png);
      writeFileSync(path.join(OUT, `${t.slug}.webp`), file);
      console.log(`${t.slug}.webp ${file.length} B`);
      rows.push(
        `| ![${t.name}](docs/gallery/${t.slug}.webp) | ${t.name} | ${t.widthInches} × ${t.heightInches} in | ${t.productId ?? 'any'} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(['\n| | template | own size | product |', '|---|---|---|---|', ...rows].join('\n'));
}

await main();
