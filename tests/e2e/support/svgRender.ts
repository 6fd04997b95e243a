/**
 * An exported SVG seen as a print shop sees it (issues 14 and 15): opened alone in a fresh page
 * of the server's origin that never ran the editor (so none of the app's `@font-face` rules and
 * no fonts but the machine's), rendered, and compared with the exported PNG.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** What a fresh page makes of an SVG: each image's href and pixel width, and its render. */
export async function openSvgAlone(page: Page, svg: string, width: number, height: number) {
  // A page of the server's origin (so the images' requests carry the session, as the print
  // shop's download would) that never loaded the app.
  await page.goto('/api/v1/System/MaxRequestBodySize');
  await page.setContent(
    `<!doctype html><body style="margin:0;background:#fff"><div id="svg">${svg}</div></body>`,
  );
  // Shown at the comparison size (the viewBox keeps the picture).
  await page.evaluate(
    ([w, h]) => {
      const root = document.querySelector('#svg svg')!;
      root.setAttribute('width', String(w));
      root.setAttribute('height', String(h));
    },
    [width, height] as const,
  );
  const images = await page.evaluate(async () => {
    const nodes = [...document.querySelectorAll('#svg image')];
    return Promise.all(
      nodes.map(async (node) => {
        const href = node.getAttribute('href') ?? node.getAttribute('xlink:href') ?? '';
        const img = new Image();
        img.src = href;
        const naturalWidth = await img.decode().then(
          () => img.naturalWidth,
          () => 0,
        );
        return { href: href.slice(0, 80), naturalWidth };
      }),
    );
  });
  // Embedded faces load like any web font: wait for them before the picture is taken.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  const shot = await page
    .locator('#svg svg')
    .screenshot({ animations: 'disabled', scale: 'css', omitBackground: false });
  return { images, shot };
}

/** RGB of a PNG's bytes scaled to `width` × `height` over white, decoded in the page. */
export function rgbOf(page: Page, png: Buffer, width: number, height: number): Promise<number[]> {
  return page.evaluate(
    async ([b64, w, h]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
        resizeWidth: w,
        resizeHeight: h,
        resizeQuality: 'high',
      });
      const ctx = new OffscreenCanvas(w, h).getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, w, h);
      ctx.drawImage(bitmap, 0, 0);
      const { data } = ctx.getImageData(0, 0, w, h);
      return [...data].filter((_v, i) => i % 4 !== 3);
    },
    [png.toString('base64'), width, height] as const,
  );
}

/** How far two RGB pictures of one size are apart: mean level per channel, share over 48 off. */
export function rgbDifference(a: readonly number[], b: readonly number[]) {
  if (a.length !== b.length) throw new Error(`sizes differ: ${a.length} and ${b.length}`);
  let total = 0;
  let far = 0;
  for (let i = 0; i < a.length; i += 1) {
    const d = Math.abs(a[i]! - b[i]!);
    total += d;
    if (d > 48) far += 1;
  }
  return { mean: total / a.length, farShare: far / a.length };
}

/**
 * The SVG-vs-PNG tolerance of the export (issue 15): renderers and scaling differ by a few
 * levels on average, and less than 2 % of channels by more than 48 levels.
 */
export const SVG_PNG_TOLERANCE = { mean: 4, farShare: 0.02 } as const;

/** A rectangle of a picture, px. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding every pixel of `rgb` (`width` px wide) that is not near white. */
export function inkBox(rgb: readonly number[], width: number): Box {
  const height = rgb.length / 3 / width;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      if (Math.min(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!) > 230) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  if (x1 < 0) throw new Error('nothing drawn');
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** The part of `rgb` (`width` px wide) inside `box`. */
export function cropRgb(rgb: readonly number[], width: number, box: Box): number[] {
  const out: number[] = [];
  for (let y = box.y; y < box.y + box.height; y += 1)
    out.push(...rgb.slice((y * width + box.x) * 3, (y * width + box.x + box.width) * 3));
  return out;
}

/**
 * The SVG rendered alone in a fresh page against the PNG, over the box where the PNG has ink
 * (the texts), `compareWidth` CSS px wide.
 */
export async function svgAgainstPng(
  context: BrowserContext,
  svg: string,
  png: Buffer,
  artboard: { width: number; height: number },
  compareWidth: number,
) {
  const COMPARE_WIDTH = compareWidth;
  const height = Math.round((COMPARE_WIDTH * artboard.height) / artboard.width);
  const fresh = await context.newPage();
  try {
    const { shot } = await openSvgAlone(fresh, svg, COMPARE_WIDTH, height);
    const fromPng = await rgbOf(fresh, png, COMPARE_WIDTH, height);
    const fromSvg = await rgbOf(fresh, shot, COMPARE_WIDTH, height);
    const box = inkBox(fromPng, COMPARE_WIDTH);
    return rgbDifference(
      cropRgb(fromSvg, COMPARE_WIDTH, box),
      cropRgb(fromPng, COMPARE_WIDTH, box),
    );
  } finally {
    await fresh.close();
  }
}

/** "Print files", waited for without problems; then the front's SVG text and PNG bytes. */
export async function exportFront(page: Page): Promise<{ svg: string; png: Buffer }> {
  await page.getByTestId('export-button').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 150_000 });
  await expect(dialog.getByTestId('export-problems')).toHaveCount(0);
  const href = async (kind: string) =>
    (await dialog
      .getByTestId(`export-file-front-${kind}`)
      .getByRole('link')
      .getAttribute('href')) ?? '';
  const svg = await (await page.request.get(await href('svg'))).text();
  const png = await (await page.request.get(await href('png'))).body();
  return { svg, png };
}
