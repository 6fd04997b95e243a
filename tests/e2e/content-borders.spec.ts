/**
 * Issue 16's selection tools and preloads as a shopper meets them, on the 24 × 18 in yard sign
 * (print PNG at 200 dpi: 4800 × 3600).
 *
 * Borders: a border from the Elements panel gets margin and width fields; a margin stretches it
 * to that distance from the edges (5 in or more is ignored, below 0 is 0), a width sets its
 * stroke in points, each one history step; moving it resets the margin; the print PNG shows the
 * border at its margin and width, and the SVG draws the same.
 * Shadows: on an element and on a text, toggled and tuned; the print PNG shows the element's
 * shadow where it falls, the SVG carries both as filters and draws the same.
 * Patterns stay vector in the SVG (an SVG <pattern>, no raster) and print as the PNG does.
 * `?tId=…&imgId=…` preloads the template with that stock picture in its image slot.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import type { DesignObject } from './pages/EditorPage';
import { centreOf } from './pages/EditorPage';
import { SelectionToolsPage } from './pages/SelectionToolsPage';
import { exportFront, SVG_PNG_TOLERANCE, svgAgainstPng } from './support/svgRender';

const SCREENSHOTS = 'test-results/content-borders';
/** Print px per artboard px (200 dpi over 96). */
const PRINT_SCALE = 200 / 96;
/** Width the SVG and the PNG are compared at, CSS px. */
const COMPARE_WIDTH = 600;

interface PartObject extends DesignObject {
  strokeUniform?: boolean;
}
interface BorderObject extends DesignObject {
  objects: PartObject[];
  'data-changeable-border-margin'?: number;
  'data-changeable-border-width'?: number;
}
interface ShadowObject extends DesignObject {
  shadow?: { color: string; blur: number; offsetX: number; offsetY: number } | null;
  'data-shadow'?: boolean;
}

/** The darkness (255 − min channel) of the print PNG's pixels at artboard points. */
async function printedInk(page: Page, png: Buffer, points: { x: number; y: number }[]) {
  return page.evaluate(
    async ([b64, pts, scale]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, bitmap.width, bitmap.height);
      ctx.drawImage(bitmap, 0, 0);
      return pts.map((p) => {
        const d = ctx.getImageData(Math.round(p.x * scale), Math.round(p.y * scale), 1, 1).data;
        return 255 - Math.min(d[0]!, d[1]!, d[2]!);
      });
    },
    [png.toString('base64'), points, PRINT_SCALE] as const,
  );
}

async function placeBorder(shop: SelectionToolsPage, name: string): Promise<string> {
  await shop.openPanel('Elements');
  await shop.tab(/^Borders/).click();
  const id = await shop.place(
    shop.list('elements').getByRole('button', { name, exact: true }).first(),
  );
  await shop.closePanel('Elements');
  return id;
}

test('Borders: margin and width from the layer tools, drawn and exported alike', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const shop = new SelectionToolsPage(page);
  await shop.openProduct(catalogue.yardSign.id);
  const board = await shop.artboardPx();
  const id = await placeBorder(shop, 'Thin border');
  const border = async () => (await shop.object(id)) as BorderObject;
  await expect(shop.field('Border margin')).toHaveValue('0');
  const startWidth = Number(await shop.field('Border width').inputValue());
  expect(startWidth).toBeGreaterThan(0);
  const steps = await shop.historyLength();

  // 1 in: the border spans the sign less 96 px on each side, centred.
  await shop.setField('Border margin', 1);
  await expect.poll(async () => (await border())['data-changeable-border-margin']).toBe(1);
  let b = await border();
  expect(b.width * b.scaleX).toBeCloseTo(board.width - 192, 1);
  expect(b.height * b.scaleY).toBeCloseTo(board.height - 192, 1);
  expect(centreOf(b).x).toBeCloseTo(board.width / 2, 1);
  expect(centreOf(b).y).toBeCloseTo(board.height / 2, 1);
  expect(await shop.historyLength()).toBe(steps + 1);

  // 5 in or more is ignored; at or below 0 it is 0 (edge to edge).
  await shop.setField('Border margin', 5);
  await expect(shop.field('Border margin')).toHaveValue('1');
  expect(await shop.historyLength()).toBe(steps + 1);
  await shop.setField('Border margin', -2);
  await expect.poll(async () => (await border())['data-changeable-border-margin']).toBe(0);
  b = await border();
  expect(b.width * b.scaleX).toBeCloseTo(board.width, 1);
  await shop.setField('Border margin', 0.5);
  await expect.poll(async () => (await border())['data-changeable-border-margin']).toBe(0.5);

  // 12 pt: its stroke is 16 artboard px whatever the stretch; one history step, undone alone.
  await shop.setField('Border width', 12);
  await expect.poll(async () => (await border()).objects[0]?.strokeWidth).toBeCloseTo(16, 6);
  expect((await border()).objects[0]?.strokeUniform).toBe(true);
  await page.waitForTimeout(250); // undo is debounced 200 ms (spec canvas §4)
  await shop.undo.click();
  await expect.poll(async () => (await border()).objects[0]?.strokeWidth).not.toBeCloseTo(16, 1);
  expect((await border())['data-changeable-border-margin']).toBe(0.5);
  await page.waitForTimeout(250);
  await shop.redo.click();
  await expect.poll(async () => (await border()).objects[0]?.strokeWidth).toBeCloseTo(16, 6);
  await shop.select(id);
  await expect(shop.field('Border width')).toHaveValue('12');
  expect(startWidth).not.toBe(12);
  await page.screenshot({ path: `${SCREENSHOTS}/border-1440.png` });

  // The print: white outside the margin, the 16 px stroke just inside it, white within.
  const { svg, png } = await exportFront(page);
  const x = board.width / 2;
  const column = Array.from({ length: 120 }, (_v, i) => ({ x, y: i }));
  const ink = await printedInk(page, png, column);
  const dark = ink.flatMap((v, y) => (v > 128 ? [y] : []));
  expect(dark[0]).toBeGreaterThanOrEqual(46); // 0.5 in = 48 px, less the stroke's antialiasing
  expect(dark[0]).toBeLessThanOrEqual(64);
  expect(dark.length).toBeGreaterThanOrEqual(14); // the 16 px stroke
  expect(dark.length).toBeLessThanOrEqual(18);
  expect(ink.slice(0, 40).every((v) => v < 16)).toBe(true);
  const difference = await svgAgainstPng(context, svg, png, board, COMPARE_WIDTH);
  expect(difference.mean).toBeLessThan(SVG_PNG_TOLERANCE.mean);
  expect(difference.farShare).toBeLessThan(SVG_PNG_TOLERANCE.farShare);

  // Moving the border resets its margin to 0.
  await page.getByTestId('export-dialog').press('Escape');
  await shop.select(id);
  await shop.dragObject(id, { x: 40, y: 0 });
  await expect(shop.field('Border margin')).toHaveValue('0');
  expect((await border())['data-changeable-border-margin']).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shop.select(id);
  await page.screenshot({ path: `${SCREENSHOTS}/border-390.png` });
});

test('Shadows on an element and a text: tuned, printed and exported alike', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const shop = new SelectionToolsPage(page);
  await shop.openProduct(catalogue.yardSign.id);
  const board = await shop.artboardPx();

  // The text first, at the top; then a square element in the middle.
  const textId = await shop.writeText('Shady');
  await shop.shadowButton(shop.textToolbar).click();
  await expect
    .poll(async () => ((await shop.object(textId)) as ShadowObject)['data-shadow'])
    .toBe(true);
  await expect(shop.shadowButton(shop.textToolbar)).toHaveAttribute('aria-pressed', 'true');

  const square = await shop.addShape('Rectangle');
  await shop.select(square);
  const steps = await shop.historyLength();
  await shop.shadowButton().click();
  await expect.poll(async () => shop.historyLength()).toBe(steps + 1);
  const shadowOf = async () => ((await shop.object(square)) as ShadowObject).shadow;
  expect((await shadowOf())?.offsetX).toBeGreaterThan(0);

  // Sharp, opaque, half an inch right and down: each change one step.
  await shop.openShadowSettings();
  await shop.setField('Shadow blur', 0);
  await shop.setField('Shadow right', 0.5);
  await shop.setField('Shadow down', 0.5);
  await shop.setField('Shadow opacity', 100);
  await expect.poll(async () => (await shadowOf())?.color).toBe('rgba(0,0,0,1)');
  const o = await shop.object(square);
  const inches = ((await shadowOf())!.offsetX * o.scaleX) / 96;
  expect(inches).toBeCloseTo(0.5, 6);
  expect(await shop.historyLength()).toBe(steps + 5);
  await page.screenshot({ path: `${SCREENSHOTS}/shadow-settings-1440.png` });
  await page.keyboard.press('Escape');
  await shop.deselect();
  await page.screenshot({ path: `${SCREENSHOTS}/shadow-1440.png` });

  // Printed: black in the 48 px band right of the square (its shadow), white left of it.
  const { svg, png } = await exportFront(page);
  const c = centreOf(o);
  const half = (o.width * o.scaleX) / 2;
  const [right, left, below] = await printedInk(page, png, [
    { x: c.x + half + 24, y: c.y },
    { x: c.x - half - 24, y: c.y },
    { x: c.x, y: c.y + half + 24 },
  ]);
  expect(right).toBeGreaterThan(240);
  expect(below).toBeGreaterThan(240);
  expect(left).toBeLessThan(16);
  expect(svg.match(/<feGaussianBlur/g)).toHaveLength(2);
  const difference = await svgAgainstPng(context, svg, png, board, COMPARE_WIDTH);
  expect(difference.mean).toBeLessThan(SVG_PNG_TOLERANCE.mean);
  expect(difference.farShare).toBeLessThan(SVG_PNG_TOLERANCE.farShare);
});

test('A pattern background stays vector in the SVG and prints alike', async ({ page, context }) => {
  test.setTimeout(240_000);
  const shop = new SelectionToolsPage(page);
  await shop.openProduct(catalogue.yardSign.id);
  await shop.openPanel('Background');
  await shop.tab(/^Patterns/).click();
  await shop.list('backgrounds').getByRole('button', { name: 'Polka dots', exact: true }).click();
  await expect
    .poll(async () => (await shop.objects()).map((o) => o.type))
    .toEqual(['PatternBackground']);
  await shop.closePanel('Background');

  // 24 × 18 → 24 × 24 in: the background grows to cover; its 1 in tiles keep their size and
  // start at the artboard's corner (polka dots at ¼ and ¾ of each inch, cream between).
  await shop.openPanel('Size');
  await shop.panel.getByRole('radio', { name: '24 × 24 in', exact: true }).check();
  await shop.closePanel('Size');
  await expect.poll(() => shop.artboardPx()).toEqual({ width: 2304, height: 2304 });
  await shop.settle();
  const { svg, png } = await exportFront(page);
  expect(svg).toContain('<pattern ');
  expect(svg).not.toContain('<image');
  const inch = (x: number, y: number) => ({ x: x * 96, y: y * 96 });
  const ink = await printedInk(page, png, [
    inch(0.25, 0.25),
    inch(1.25, 0.25),
    inch(23.75, 23.75),
    inch(0.75, 0.25),
    inch(12.5, 12.5),
  ]);
  expect(ink.slice(0, 3).every((v) => v > 180)).toBe(true); // the dots' red
  expect(ink.slice(3).every((v) => v < 60)).toBe(true); // the cream between
  const difference = await svgAgainstPng(context, svg, png, await shop.artboardPx(), COMPARE_WIDTH);
  expect(difference.mean).toBeLessThan(SVG_PNG_TOLERANCE.mean);
  expect(difference.farShare).toBeLessThan(SVG_PNG_TOLERANCE.farShare);
});

test('tId and imgId preload the template with that picture in its image slot', async ({ page }) => {
  const shop = new SelectionToolsPage(page);
  const stock = (await (
    await page.request.get('/api/v1/StockImages?searchText=marble&page.size=1')
  ).json()) as { data: [{ images: { id: string; url: string }[] }] };
  const picture = stock.data[0].images[0]!;
  await shop.open(`?pId=${catalogue.yardSign.id}&tId=100001&imgId=${picture.id}`);
  const slot = async () =>
    (await shop.objects()).find((o) => /^changeable-image-/.test(o.id ?? '')) as
      (DesignObject & { src?: string; 'data-usedImage'?: { id: string } }) | undefined;
  await expect.poll(async () => (await slot())?.src).toBe(picture.url);
  expect((await slot())?.['data-usedImage']?.id).toBe(picture.id);
  expect((await shop.objects()).some((o) => /^changeable-text-/.test(o.id ?? ''))).toBe(true);
  await page.screenshot({ path: `${SCREENSHOTS}/template-image-1440.png` });
});
