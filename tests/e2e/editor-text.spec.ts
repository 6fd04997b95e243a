/**
 * Text boxes as people expect them (issue 14, spec canvas §5): a new one appears where the
 * shopper looks, big enough to read and hit, in editing with its placeholder selected so typing
 * replaces it; a double-click, Enter, and a click or tap on the selected box start editing, at
 * any zoom.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { boxOf, EditorPage } from './pages/EditorPage';

const editing = async (editor: EditorPage) => (await editor.state()).selection.editingText;

/** Adds a text box from the Text panel, leaving the panel open (the box stays in editing). */
async function addText(editor: EditorPage): Promise<string> {
  const before = new Set(await editor.objectIds());
  await editor.openPanel('Text');
  await editor.panel.getByRole('button', { name: 'Add a text box' }).click();
  let id = '';
  await expect
    .poll(async () => (id = (await editor.objectIds()).find((i) => !before.has(i)) ?? ''))
    .not.toBe('');
  return id;
}

async function textOf(editor: EditorPage, id: string) {
  return (await editor.object(id)).text;
}

async function typeAndLeave(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
}

test('a new text box on a banner shown whole is readable, in view and typed over at once', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.vinylBanner.id);
  const id = await addText(editor);
  await expect.poll(() => editing(editor)).toBe(true);

  const zoom = await editor.zoom();
  const box = await editor.object(id);
  // Letters at least 24 px tall on screen (30 px type at this zoom would be far smaller).
  expect(zoom).toBeLessThan(0.5);
  expect((box.fontSize ?? 0) * zoom).toBeGreaterThanOrEqual(24);
  // In view: its centre lies inside the workspace on screen.
  const centre = await editor.screenCentre(id);
  const view = await editor.workspace.boundingBox();
  if (!view) throw new Error('no workspace');
  expect(centre.x).toBeGreaterThan(view.x);
  expect(centre.x).toBeLessThan(view.x + view.width);
  expect(centre.y).toBeGreaterThan(view.y);
  expect(centre.y).toBeLessThan(view.y + view.height);

  // The placeholder is selected: typing replaces it, at full opacity.
  await typeAndLeave(page, 'Grand opening');
  await expect.poll(() => textOf(editor, id)).toBe('Grand opening');
  expect((await editor.object(id)).opacity).toBe(1);
  await expect.poll(() => editing(editor)).toBe(false);
});

test('a text box left empty shows its placeholder again', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const id = await addText(editor);
  await expect.poll(() => editing(editor)).toBe(true);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await expect.poll(() => textOf(editor, id)).toBe('type your text');
  expect((await editor.object(id)).opacity).toBe(0.5);
});

test('double-click, Enter and a click on the selected box start editing, zoomed out far', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.vinylBanner.id);
  const id = await addText(editor);
  await typeAndLeave(page, 'Sale');
  await editor.closePanel('Text');
  await expect.poll(() => textOf(editor, id)).toBe('Sale');

  // Double-click on the box, not selected.
  await editor.deselect();
  const at = await editor.screenCentre(id);
  await page.mouse.dblclick(at.x, at.y);
  await expect.poll(() => editing(editor)).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => editing(editor)).toBe(false);

  // Enter on the selected box: all its text is selected, typing replaces it.
  await editor.blurControls();
  await page.keyboard.press('Enter');
  await expect.poll(() => editing(editor)).toBe(true);
  await typeAndLeave(page, 'Big sale');
  await expect.poll(() => textOf(editor, id)).toBe('Big sale');

  // A click on the selected box — at the smallest zoom, where all of it is handles.
  await editor.zoomOut.click();
  await editor.settle();
  const small = boxOf(await editor.object(id));
  expect(small.height * (await editor.zoom())).toBeLessThan(60);
  await editor.select(id);
  await editor.clickObject(id);
  await expect.poll(() => editing(editor)).toBe(true);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on the selected box, and a double-tap, start editing', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.openProduct(catalogue.yardSign.id);
    const id = await addText(editor);
    await typeAndLeave(page, 'Open');
    await editor.closePanel('Text');
    await editor.deselect('tap');

    const at = await editor.screenCentre(id);
    await page.touchscreen.tap(at.x, at.y);
    await expect.poll(() => editor.selectionIds()).toEqual([id]);
    expect(await editing(editor)).toBe(false);
    await page.touchscreen.tap(at.x, at.y);
    await expect.poll(() => editing(editor)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => editing(editor)).toBe(false);
    await editor.deselect('tap');

    // A double-tap on a box not selected.
    await page.touchscreen.tap(at.x, at.y);
    await page.touchscreen.tap(at.x, at.y);
    await expect.poll(() => editing(editor)).toBe(true);
  });
});
