/**
 * Opening the designer loads no decoder: pdf.js, libheif, the WebP encoder, the wasm kernels and
 * the pipeline worker arrive only when a file is processed. three.js arrives only when the 3D
 * preview opens: no script of the first load contains it.
 */
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
    /pdf|libheif|heif|webp_enc|kernels|pipeline\.worker|tiff|psd/i.test(p),
  );
  expect(decoders).toEqual([]);
  expect(loaded.filter((p) => /three|panelScene/i.test(p))).toEqual([]);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((text) => text.includes(THREE_MARKER))).toEqual([]);
});
