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

  // A click on the selected box — at the smallest zoom, where all of it is handles (the
  // desktop fit, 12 %, is already below the lowest break point, 15 %, on a 6 × 3 ft banner).
  if (await editor.zoomOut.isEnabled()) await editor.zoomOut.click();
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

test('the text toolbar sets size, style, case, spacing, colour and outline, one step each', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const id = await addText(editor);
  await typeAndLeave(page, 'Open daily');
  await editor.closePanel('Text');
  await editor.deselect();
  await editor.select(id);
  const tools = page.getByRole('toolbar', { name: 'Text tools' });
  await expect(tools).toBeVisible();
  const text = () => editor.object(id);

  // Size: what cannot be a number is refused as typed; out of range clamps when left.
  const size = tools.getByRole('textbox', { name: 'Font size' });
  const setSize = async (typed: string) => {
    await size.fill('');
    await size.pressSequentially(typed);
    await size.press('Enter');
  };
  for (const [typed, pt] of [
    ['0', 1],
    ['1296', 1295],
    ['1e3', 13], // 'e' is refused as typed: 13
    ['-5', 5], // '-' is refused: 5
    ['36.5', 36.5],
  ] as const) {
    await setSize(typed);
    await expect(size).toHaveValue(String(pt));
    await expect.poll(async () => (await text()).fontSize).toBeCloseTo(pt * 1.333, 3);
  }
  const history = await editor.historyLength();
  await tools.getByRole('button', { name: 'Larger' }).click();
  await expect(size).toHaveValue('37.5');
  expect(await editor.historyLength()).toBe(history + 1);
  await tools.getByRole('combobox', { name: 'Font size presets' }).selectOption('72');
  await expect.poll(async () => (await text()).fontSize).toBeCloseTo(72 * 1.333, 3);

  // Style toggles show their state.
  const bold = tools.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  expect(Number((await text()).fontWeight)).toBe(700);
  await tools.getByRole('button', { name: 'Underline' }).click();
  await tools.getByRole('button', { name: 'Align text right' }).click();
  await tools.getByRole('button', { name: 'Uppercase' }).click();
  await expect
    .poll(async () => {
      const o = await text();
      return [o.underline, o.textAlign, o.uppercase, o.text];
    })
    // The case changes how it is drawn, not what was typed.
    .toEqual([true, 'right', true, 'Open daily']);

  // Line spacing: 0 is stored as 0.01; '-' is blocked.
  const spacing = tools.getByRole('spinbutton', { name: 'Line spacing' });
  await spacing.fill('0');
  await spacing.press('Enter');
  await expect.poll(async () => (await text()).lineHeight).toBe(0.01);
  await spacing.fill('');
  await spacing.pressSequentially('-3');
  await spacing.press('Enter');
  await expect.poll(async () => (await text()).lineHeight).toBe(2.5);

  // Colour: a swatch, then hex (hex characters only), then RGB clamped.
  await tools.getByRole('button', { name: 'Text colour' }).click();
  const picker = page.getByRole('dialog', { name: 'Text colour' });
  await picker.getByRole('button', { name: 'Colour #e53935' }).click();
  await expect.poll(async () => (await text()).fill).toBe('#e53935');
  const hex = picker.getByRole('textbox', { name: 'Hex' });
  await hex.fill('');
  await hex.pressSequentially('#12zz34ab');
  await expect(hex).toHaveValue('#1234ab');
  await expect.poll(async () => (await text()).fill).toBe('#1234ab');
  const red = picker.getByRole('spinbutton', { name: 'R' });
  await red.fill('300');
  await red.press('Enter');
  await expect.poll(async () => (await text()).fill).toBe('#ff34ab');
  // Alpha takes a decimal comma as well as a point.
  const alpha = picker.getByRole('spinbutton', { name: 'Alpha' });
  await alpha.fill('0,5');
  await alpha.press('Enter');
  await expect.poll(async () => (await text()).fill).toBe('rgba(255, 52, 171, 0.5)');
  await expect(alpha).toHaveValue('0.5');
  await page.keyboard.press('Escape');

  // Outline on: a stroke under the fill.
  await tools.getByRole('button', { name: 'Outline' }).click();
  await page.getByRole('dialog', { name: 'Outline' }).getByLabel('Outline the letters').check();
  await expect
    .poll(async () => {
      const o = await text();
      return [o.outlineCategory, (o.strokeWidth ?? 0) > 0];
    })
    .toEqual(['Outline', true]);
});

test('scaling a text box by a corner changes its font size, never stretches it', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const id = await addText(editor);
  await typeAndLeave(page, 'Scale me');
  await editor.closePanel('Text');
  // Selected, not editing (a click on the selected box would start editing).
  await editor.deselect();
  await editor.select(id);
  const before = await editor.object(id);
  const zoom = await editor.zoom();
  // The bottom-right corner handle, dragged outwards.
  const box = boxOf(before);
  const corner = await editor.toScreen({ x: box.left + box.width, y: box.top + box.height });
  await editor.drag(corner, {
    x: corner.x + 0.5 * box.width * zoom,
    y: corner.y + 0.5 * box.height * zoom,
  });
  await expect
    .poll(async () => (await editor.object(id)).fontSize)
    .toBeGreaterThan(before.fontSize! * 1.3);
  const after = await editor.object(id);
  expect(after.scaleX).toBe(1);
  expect(after.scaleY).toBe(1);
  expect(after.width / before.width).toBeCloseTo(after.fontSize! / before.fontSize!, 1);
});

test('a family found by search is drawn in its own face, and bold and italic follow its faces', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const id = await addText(editor);
  // New text is in the catalogue's default family, its face loaded and verified.
  expect((await editor.object(id)).fontFamily).toBe('Roboto');
  await typeAndLeave(page, 'Hello');
  await editor.closePanel('Text');
  await editor.deselect();
  await editor.select(id);
  const tools = page.getByRole('toolbar', { name: 'Text tools' });
  await tools.getByRole('button', { name: 'Font' }).click();
  const picker = page.getByRole('dialog', { name: 'Font' });
  await picker.getByRole('searchbox', { name: 'Search fonts' }).fill('zzzz');
  await expect(picker.getByText('No Results Found')).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search fonts' }).fill('pacifico');
  const row = picker.getByRole('option', { name: 'Pacifico' });
  // Shown in its own face once on screen.
  await expect(row).toHaveAttribute('data-loaded', 'true');
  await row.click();
  await expect.poll(async () => (await editor.object(id)).fontFamily).toBe('Pacifico');
  // The face is in the document's fonts, loaded, before the text was laid out.
  expect(await page.evaluate(() => document.fonts.check('16px "Pacifico"'))).toBe(true);
  // Pacifico has one face: no bold, no italic.
  await expect(tools.getByRole('button', { name: 'Bold' })).toBeDisabled();
  await expect(tools.getByRole('button', { name: 'Italic' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // A family with italics: Italic loads that face and applies it.
  await tools.getByRole('button', { name: 'Font' }).click();
  await picker.getByRole('searchbox', { name: 'Search fonts' }).fill('lora');
  await picker.getByRole('option', { name: 'Lora', exact: true }).click();
  await expect.poll(async () => (await editor.object(id)).fontFamily).toBe('Lora');
  await page.keyboard.press('Escape');
  await tools.getByRole('button', { name: 'Italic' }).click();
  await expect.poll(async () => (await editor.object(id)).fontStyle).toBe('italic');
  expect(await page.evaluate(() => document.fonts.check('italic 16px "Lora"'))).toBe(true);
});

test('an auto-fit box shrinks its text to stay in the box and gives back the authored size', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const id = await addText(editor);
  await typeAndLeave(page, 'Sale');
  await editor.closePanel('Text');
  await editor.deselect();
  await editor.select(id);
  const before = await editor.object(id);
  const tools = page.getByRole('toolbar', { name: 'Text tools' });
  const fit = tools.getByRole('button', { name: 'Auto-fit' });
  await fit.click();
  await expect(fit).toHaveAttribute('aria-pressed', 'true');

  // Much more text: the box keeps its height, the text is drawn smaller, the authored size stays.
  await editor.clickObject(id);
  await expect.poll(() => editing(editor)).toBe(true);
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' everything must go this weekend only at our store');
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await editor.object(id)).fontSize!)
    .toBeLessThan(before.fontSize! * 0.8);
  const fitted = await editor.object(id);
  expect(fitted.autoFit).toBe(true);
  expect(fitted.authoredFontSize).toBeCloseTo(before.fontSize!, 3);
  expect(fitted.height).toBeCloseTo(fitted.fitHeight!, 3);

  // Off: the authored size again (the box grows to hold the text).
  await fit.click();
  await expect
    .poll(async () => (await editor.object(id)).fontSize!)
    .toBeCloseTo(before.fontSize!, 3);
});
