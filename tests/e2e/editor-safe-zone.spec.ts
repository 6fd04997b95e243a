/**
 * The safe zone (spec canvas §4, issue 15 item 7), read from the screen: it is drawn as soon as
 * a product with a safe-zone contour opens, and it follows the cut the shopper picks — inside a
 * circle or rounded corners, at the product's safe margin from the cut line, never across it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';

/** Where the screen shows the safe-zone line, in inches from the artboard's top-left corner. */
async function safeZonePoints(page: Page, editor: EditorPage): Promise<Array<[number, number]>> {
  const [box, zoom] = await Promise.all([editor.canvasBox(), editor.zoom()]);
  const png = await page.screenshot({ clip: box, animations: 'disabled', scale: 'css' });
  const pixels = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    const found: Array<[number, number]> = [];
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const [r, g, b] = [
          data[(y * width + x) * 4]!,
          data[(y * width + x) * 4 + 1]!,
          data[(y * width + x) * 4 + 2]!,
        ];
        // #e63946 over a light surface, at any anti-aliased coverage over half; the cut line
        // (#e6007e) has far more blue than green, the hem and grommets are not red.
        if (r > 150 && r - g > 80 && Math.abs(g - b) < 25) found.push([x + 0.5, y + 0.5]);
      }
    return found;
  }, png.toString('base64'));
  return pixels.map(([x, y]) => [x / zoom / 96, y / zoom / 96]);
}

/** Distance from an inside point to a rounded rectangle's outline (negative outside), inches. */
function insideRoundedRect(w: number, h: number, radius: number, [x, y]: [number, number]) {
  const qx = Math.abs(x - w / 2) - (w / 2 - radius);
  const qy = Math.abs(y - h / 2) - (h / 2 - radius);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
  return radius - outside;
}

/** Distance from an inside point to the largest centred circle's outline, inches. */
function insideCircle(w: number, h: number, [x, y]: [number, number]) {
  return Math.min(w, h) / 2 - Math.hypot(x - w / 2, y - h / 2);
}

async function productInches(editor: EditorPage) {
  const { width, height } = await editor.artboardPx();
  return { w: width / 96, h: height / 96 };
}

/** Half a line and a pixel of anti-aliasing, inches at the zoom shown. */
async function tolerance(editor: EditorPage) {
  return 1.5 / (await editor.zoom()) / 96;
}

for (const [productId, margin] of [
  [103, 0.25],
  [104, 0.25],
  [105, 0.25],
  [106, 0.125],
] as const) {
  test(`product ${productId} shows its safe zone ${margin} in inside the trim as soon as it opens`, async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.openProduct(productId);
    await expect.poll(async () => (await safeZonePoints(page, editor)).length).toBeGreaterThan(100);
    const { w, h } = await productInches(editor);
    const tol = await tolerance(editor);
    const points = await safeZonePoints(page, editor);
    // On the rectangle `margin` inside the trim, and nowhere else.
    for (const p of points) {
      const inside = insideRoundedRect(w, h, 0, p);
      expect(Math.abs(inside - margin), `(${p[0]}, ${p[1]}) in`).toBeLessThanOrEqual(tol);
    }
  });
}

test('the safe zone follows rounded corners and a circle cut, at the margin inside the cut', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  for (const [productId, option, margin, inside] of [
    [
      104,
      'Rounded corners, 1 in',
      0.25,
      (w: number, h: number, p: [number, number]) => insideRoundedRect(w, h, 1, p),
    ],
    [106, 'Circle', 0.125, insideCircle],
    [
      106,
      'Rounded corners, 1/4 in',
      0.125,
      (w: number, h: number, p: [number, number]) => insideRoundedRect(w, h, 0.25, p),
    ],
  ] as const) {
    await editor.openProduct(productId);
    await editor.chooseOption(option);
    const { w, h } = await productInches(editor);
    const tol = await tolerance(editor);
    await expect
      .poll(
        async () => {
          const points = await safeZonePoints(page, editor);
          // Every drawn point is `margin` inside the cut line: none in a corner the cut removes.
          const off = points.filter((p) => Math.abs(inside(w, h, p) - margin) > tol);
          return { drawn: points.length > 100, off: off.slice(0, 5) };
        },
        { message: `${productId}, ${option}` },
      )
      .toEqual({ drawn: true, off: [] });
  }
});
