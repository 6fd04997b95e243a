/**
 * Exporting print files as a new user would (issue 6): a double-sided yard sign (24 × 18 in,
 * 200 DPI in the catalogue) with a rectangle on the front and a circle on the back; "Print
 * files" renders both sides, uploads them through the chunked upload, and lists each side's
 * print PNG, SVG and thumbnails. The PNGs are 4800 × 3600 px with 200 DPI in pHYs, and show each
 * side's own design; the SVG is sized in inches.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { catalogue } from './catalogue';
import { centreOf, EditorPage, sameColour, SHAPE_FILL } from './pages/EditorPage';

const DPI = 200;
/** The shapes' side on the 24 × 18 in artboard, px: a quarter of the shorter side (18 in). */
const SQUARE = (18 * 96) / 4;

/** Width, height and pHYs DPI of a PNG's bytes. */
function pngFacts(bytes: Buffer): { width: number; height: number; dpi: number | null } {
  let dpi: number | null = null;
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'pHYs') dpi = Math.round(bytes.readUInt32BE(at + 8) * 0.0254);
    if (type === 'IDAT') break;
    at += 12 + length;
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), dpi };
}

/** The colour at print px (x, y) of the PNG at `url`, decoded in the page. */
function colourAt(page: Page, url: string, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ([u, px, py]) => {
      const blob = await (await fetch(u, { credentials: 'include' })).blob();
      const bitmap = await createImageBitmap(blob, px, py, 1, 1);
      const canvas = new OffscreenCanvas(1, 1);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('2d');
      ctx.drawImage(bitmap, 0, 0);
      return [...ctx.getImageData(0, 0, 1, 1).data];
    },
    [url, x, y] as const,
  );
}

test('export both sides of a double-sided yard sign', async ({ page }) => {
  test.setTimeout(120_000);
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await editor.chooseOption('Double sided, different designs');
  await expect.poll(async () => (await editor.state()).sides.printSide).toBe('double');
  const rect = centreOf(await editor.object(await editor.addShape('Rectangle')));
  await editor.deselect();
  await editor.flipToBack.click();
  await expect(editor.activeSide).toHaveText('Back');
  // The back shows after the flip's 400 ms (spec canvas §4): wait until the front's rectangle
  // has left the canvas before adding to the back.
  await expect.poll(async () => sameColour(await editor.pixelAt(rect), SHAPE_FILL)).toBe(false);
  const circle = centreOf(await editor.object(await editor.addShape('Circle')));
  await editor.deselect();

  await page.getByTestId('export-button').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByTestId('export-progress')).toBeVisible();
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByTestId('export-problems')).toHaveCount(0);

  for (const side of ['front', 'back'] as const) {
    for (const kind of ['png', 'svg', 'thumbnail240', 'thumbnail960'])
      await expect(dialog.getByTestId(`export-file-${side}-${kind}`)).toBeVisible();
    const link = dialog.getByTestId(`export-file-${side}-png`).getByRole('link');
    await expect(link).toContainText('Print PNG');
    await expect(dialog.getByTestId(`export-file-${side}-png`)).toContainText('4800 × 3600 px');
    const url = (await link.getAttribute('href')) ?? '';
    const response = await page.request.get(url);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngFacts(await response.body())).toEqual({ width: 4800, height: 3600, dpi: DPI });

    // Each side prints its own shape, in the shapes' colour, at the print scale.
    const scale = DPI / 96;
    const own = side === 'front' ? rect : circle;
    const inside = await colourAt(page, url, Math.round(own.x * scale), Math.round(own.y * scale));
    expect(inside.slice(0, 3), `${side} at its shape's centre`).toEqual([...SHAPE_FILL]);
    expect(inside[3]).toBe(255);
    // Near the rectangle's corner: inside the square, outside the circle inscribed in it.
    const corner = { x: rect.x + 0.42 * SQUARE, y: rect.y + 0.42 * SQUARE };
    const atCorner = await colourAt(
      page,
      url,
      Math.round(corner.x * scale),
      Math.round(corner.y * scale),
    );
    expect(atCorner[3]).toBe(side === 'front' ? 255 : 0);

    const svgUrl =
      (await dialog
        .getByTestId(`export-file-${side}-svg`)
        .getByRole('link')
        .getAttribute('href')) ?? '';
    const svg = await (await page.request.get(svgUrl)).text();
    expect(svg).toContain('width="24in"');
    expect(svg).toContain('height="18in"');
  }
});
