/**
 * Zoom and panning of the workspace (spec canvas §2, §4, §9): the fit percent, the break points,
 * the drag banner, ctrl+wheel and Space + drag.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import type { EditorPage as Editor } from './pages/EditorPage';
import {
  EditorPage,
  nextZoomPoint,
  previousZoomPoint,
  ZOOM_BREAK_POINTS,
} from './pages/EditorPage';

const BANNER_TEXT =
  'Hold SPACE then click (mouse icon) and drag to the desired direction to move the artboard.';

/** The artboard margin of the fit (spec canvas §9: minimum margin from sides 80). */
const FIT_MARGIN_PX = 80;

async function expectZoom(editor: Editor, percent: number): Promise<void> {
  await expect(editor.zoomReadout).toHaveText(`${percent}%`);
  await editor.settle();
  expect((await editor.state()).zoomPercent).toBe(percent);
  const board = await editor.artboardPx();
  const box = await editor.canvasBox();
  expect(Math.abs(box.width - (board.width * percent) / 100)).toBeLessThanOrEqual(1);
  expect(Math.abs(box.height - (board.height * percent) / 100)).toBeLessThanOrEqual(1);
}

test('the readout shows the fit percent; Zoom in and out step through the break points with the fit inserted', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const board = await editor.artboardPx();
  const ws = await editor.workspace.boundingBox();
  if (!ws) throw new Error('no workspace');
  const fit = Math.floor(
    Math.min(
      (ws.width - 2 * FIT_MARGIN_PX) / board.width,
      (ws.height - 2 * FIT_MARGIN_PX) / board.height,
    ) * 100,
  );
  expect(ZOOM_BREAK_POINTS).not.toContain(fit); // the test needs an inserted point
  await expectZoom(editor, fit);
  expect((await editor.state()).fitPercent).toBe(fit);

  const up = nextZoomPoint(fit, fit)!;
  await editor.zoomIn.click();
  await expectZoom(editor, up);
  await editor.zoomIn.click();
  await expectZoom(editor, nextZoomPoint(up, fit)!);
  await editor.zoomOut.click();
  await expectZoom(editor, up);
  await editor.zoomOut.click();
  await expectZoom(editor, fit);
  await editor.zoomOut.click();
  await expectZoom(editor, previousZoomPoint(fit, fit)!);

  // Down to the lowest point, where Zoom out stops.
  for (let p = previousZoomPoint(fit, fit); p !== undefined && p > ZOOM_BREAK_POINTS[0]!;) {
    p = previousZoomPoint(p, fit)!;
    await editor.zoomOut.click();
    await expectZoom(editor, p);
  }
  await expect(editor.zoomOut).toBeDisabled();
  await expect(editor.zoomIn).toBeEnabled();

  // Up to the highest (250 % fits the pixel budget of a 24 × 18 in artboard), where Zoom in stops.
  for (let p: number | undefined = ZOOM_BREAK_POINTS[0]!; ;) {
    p = nextZoomPoint(p, fit);
    if (p === undefined) break;
    await editor.zoomIn.click();
    await expectZoom(editor, p);
  }
  await expect(editor.zoomReadout).toHaveText('250%');
  await expect(editor.zoomIn).toBeDisabled();
});

/** How far the artboard element's box is from the canvas' box (px, largest of the four sides). */
async function artboardMismatch(editor: Editor): Promise<number> {
  const [canvas, artboard] = await Promise.all([editor.canvasBox(), editor.artboard.boundingBox()]);
  if (!artboard) return Number.POSITIVE_INFINITY;
  return Math.max(
    Math.abs(artboard.x - canvas.x),
    Math.abs(artboard.y - canvas.y),
    Math.abs(artboard.width - canvas.width),
    Math.abs(artboard.height - canvas.height),
  );
}

test('on load the whole artboard is shown at the fit zoom, centred, with no drag banner', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.vinylBanner.id);

  // The artboard element (the surface under the canvas) has the canvas' box.
  await expect
    .poll(() => artboardMismatch(editor), 'artboard box vs canvas box')
    .toBeLessThanOrEqual(1);
  await editor.settle();
  const canvas = await editor.canvasBox();
  const ws = (await editor.workspace.boundingBox())!;
  expect(canvas.x).toBeGreaterThanOrEqual(ws.x);
  expect(canvas.x + canvas.width).toBeLessThanOrEqual(ws.x + ws.width);
  expect(canvas.y + canvas.height).toBeLessThanOrEqual(ws.y + ws.height);
  const centre = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
  expect(Math.abs(centre.x - (ws.x + ws.width / 2))).toBeLessThanOrEqual(2);
  expect(Math.abs(centre.y - (ws.y + ws.height / 2))).toBeLessThanOrEqual(2);

  expect(await editor.workspaceScrollable()).toBe(false);
  await expect(editor.dragBanner).toBeHidden();
});

test('the artboard on screen follows each zoom step', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  for (const button of [editor.zoomIn, editor.zoomIn, editor.zoomOut]) {
    const before = await editor.readoutPercent();
    await button.click();
    await expect.poll(() => editor.readoutPercent()).not.toBe(before);
    await editor.settle();
    const percent = await editor.readoutPercent();
    await expect
      .poll(() => artboardMismatch(editor), `artboard box vs canvas box at ${percent}%`)
      .toBeLessThanOrEqual(1);
  }
});

test('zooming in until the artboard outgrows the workspace shows the drag banner; once closed it never shows again', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await editor.zoomInUntilScrollable();
  expect(await editor.workspaceScrollable()).toBe(true);
  await expect(editor.dragBanner).toBeVisible();
  await expect(editor.dragBanner).toHaveText(BANNER_TEXT);

  await editor.dragBanner.getByRole('button', { name: 'Close' }).click();
  await expect(editor.dragBanner).toBeHidden();
  await editor.zoomIn.click();
  await editor.settle();
  await expect(editor.dragBanner).toBeHidden();

  await page.reload();
  await expect(editor.zoomReadout).toHaveText(/%$/);
  await editor.settle();
  await editor.zoomInUntilScrollable();
  await editor.zoomIn.click();
  await editor.settle();
  await expect(editor.dragBanner).toBeHidden();
});

test('Ctrl+wheel over the workspace zooms in and out by a break point; a plain wheel does not zoom', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const fit = (await editor.state()).fitPercent!;
  const ws = (await editor.workspace.boundingBox())!;
  await page.mouse.move(ws.x + ws.width / 2, ws.y + ws.height / 2);

  await page.mouse.wheel(0, -100);
  await page.waitForTimeout(100); // nothing to wait for: the zoom must stay
  await expect(editor.zoomReadout).toHaveText(`${fit}%`);

  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expectZoom(editor, nextZoomPoint(fit, fit)!);

  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 100);
  await page.keyboard.up('Control');
  await expectZoom(editor, fit);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 100);
  await page.keyboard.up('Control');
  await expectZoom(editor, previousZoomPoint(fit, fit)!);
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
});

test('Space + drag scrolls the zoomed workspace and leaves the design alone', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const id = await editor.addShape('Rectangle');
  await editor.deselect();
  const design = await editor.design();
  // Zoom to 100 %: the artboard is far larger than the workspace.
  while ((await editor.readoutPercent()) < 100) {
    const before = await editor.readoutPercent();
    await editor.zoomIn.click();
    await expect.poll(() => editor.readoutPercent()).not.toBe(before);
  }
  await editor.settle();
  expect(await editor.workspaceScrollable()).toBe(true);
  await editor.blurControls();

  const ws = (await editor.workspace.boundingBox())!;
  const start = { x: ws.x + ws.width / 2, y: ws.y + ws.height / 2 };
  await page.mouse.move(start.x, start.y);
  const before = await editor.workspaceScroll();

  await page.keyboard.down('Space');
  await expect(page.getByTestId('pan-surface')).toBeVisible();
  await page.mouse.down();
  await page.mouse.move(start.x - 150, start.y - 100, { steps: 10 });
  await page.mouse.up();
  await page.keyboard.up('Space');
  await expect(page.getByTestId('pan-surface')).toBeHidden();

  const after = await editor.workspaceScroll();
  expect(Math.abs(after.x - before.x - 150)).toBeLessThanOrEqual(2);
  expect(Math.abs(after.y - before.y - 100)).toBeLessThanOrEqual(2);
  expect(await editor.design()).toEqual(design);
  expect(await editor.objectIds()).toEqual([id]);
  await expect(editor.zoomReadout).toHaveText('100%');
});
