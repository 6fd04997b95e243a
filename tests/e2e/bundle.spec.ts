/**
 * Opening the designer loads no decoder: pdf.js, libheif, the WebP encoder, the wasm kernels and
 * the pipeline worker arrive only when a file is processed.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { DesignerPage } from './pages/DesignerPage';

test('the designer opens without loading any decoder', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  const designer = new DesignerPage(page);
  await designer.open(`?pId=${catalogue.vinylBanner.id}`);
  await expect(designer.canvas).toBeVisible();
  await page.waitForLoadState('networkidle');
  const decoders = loaded.filter((p) =>
    /pdf|libheif|heif|webp_enc|kernels|pipeline\.worker|tiff|psd/i.test(p),
  );
  expect(decoders).toEqual([]);
});
