/**
 * Double-sided products (spec canvas §2, §4, §9): each side keeps its own design and history;
 * Flip saves the current side and shows the other after 400 ms; Duplicate design copies the
 * current side onto the other after confirmation ('otherSideDesignWillBeLost') and is disabled
 * on an empty canvas. The yard sign is printed "Double sided, different designs" here, chosen in
 * the Options panel.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { centreOf, currentDesign, EditorPage, SHAPE_FILL, sameColour } from './pages/EditorPage';

/** A flip takes effect after this delay (spec canvas §4, §9). */
const FLIP_DELAY_MS = 400;

async function openDoubleSided(editor: EditorPage): Promise<void> {
  await editor.openProduct(catalogue.yardSign.id);
  await expect(editor.activeSide).toBeHidden();
  await editor.chooseOption('Double sided, different designs');
  await expect.poll(async () => (await editor.state()).sides.printSide).toBe('double');
  await expect(editor.activeSide).toHaveText('Front');
}

test('Flip to back shows an empty back after 400 ms; Flip to front restores the front', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await openDoubleSided(editor);
  const rect = await editor.addShape('Rectangle');
  await editor.deselect();
  const at = centreOf(await editor.object(rect));
  const filled = async () => sameColour(await editor.pixelAt(at), SHAPE_FILL);
  await expect.poll(filled).toBe(true);

  await editor.flipToBack.click();
  const clicked = Date.now();
  await expect(editor.activeSide).toHaveText('Back');
  await expect(editor.flipToFront).toBeVisible();
  await expect.poll(filled, { intervals: [20] }).toBe(false);
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(FLIP_DELAY_MS - 50);

  let s = await editor.state();
  expect(s.sides.active).toBe('back');
  expect(await editor.objects()).toEqual([]);
  expect(currentDesign(s.sides.front)!.objects.map((o) => o.id)).toEqual([rect]);
  await expect(editor.duplicateDesign).toBeDisabled();

  // The back gets its own object; flipping to the front shows the front's design again.
  const circle = await editor.addShape('Circle');
  await editor.flipToFront.click();
  await expect(editor.activeSide).toHaveText('Front');
  await expect.poll(() => editor.objectIds()).toEqual([rect]);
  await editor.settle();
  await expect.poll(filled).toBe(true);
  s = await editor.state();
  expect(currentDesign(s.sides.back)!.objects.map((o) => o.id)).toEqual([circle]);
  expect(s.sides.front.entries.join()).not.toContain(circle);

  // And back again: the back's circle is kept.
  await editor.flipToBack.click();
  await expect.poll(() => editor.objectIds()).toEqual([circle]);
});

test('a shape pasted while a flip waits stays on the side still shown; nothing is lost', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await openDoubleSided(editor);
  const rect = await editor.addShape('Rectangle');
  await editor.select(rect);
  await page.keyboard.press('Control+c');
  await editor.deselect();

  await editor.flipToBack.click();
  const clicked = Date.now();
  await editor.blurControls();
  await page.keyboard.press('Control+v'); // the canvas still shows the front
  expect(Date.now() - clicked, 'pasted within the flip delay').toBeLessThan(FLIP_DELAY_MS);
  await expect(editor.activeSide).toHaveText('Back');
  await expect.poll(() => editor.objectIds()).toEqual([]);
  await editor.settle();

  const s = await editor.state();
  const front = currentDesign(s.sides.front)!.objects.map((o) => o.id);
  expect(front).toHaveLength(2);
  expect(front).toContain(rect);
  expect(s.sides.back.entries.join()).not.toContain(front[1]);

  await editor.flipToFront.click();
  await expect.poll(() => editor.objectIds()).toEqual(front);
});

test('Duplicate design is disabled on an empty canvas, asks first, then copies the front to the back', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await openDoubleSided(editor);
  await expect(editor.duplicateDesign).toBeDisabled();

  const rect = await editor.addShape('Rectangle');
  await expect(editor.duplicateDesign).toBeEnabled();

  await editor.duplicateDesign.click();
  await expect(editor.duplicateDialog).toBeVisible();
  await expect(editor.duplicateDialog).toContainText(
    'The design on the other side will be replaced by this one. Continue?',
  );
  await editor.duplicateDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor.duplicateDialog).toBeHidden();
  expect((await editor.state()).sides.active).toBe('front');
  expect((await editor.state()).sides.back.entries).toEqual([]);

  await editor.duplicateDesign.click();
  await editor.duplicateDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(editor.duplicateDialog).toBeHidden();
  await expect(editor.activeSide).toHaveText('Back');
  const s = await editor.state();
  expect(s.sides.active).toBe('back');
  const front = currentDesign(s.sides.front)!;
  const back = currentDesign(s.sides.back)!;
  expect(back).toEqual(front);
  expect(back.objects.map((o) => o.id)).toEqual([rect]);
  expect(s.isModified).toBe(true);

  // The back shows the copy.
  await editor.deselect();
  const at = centreOf(await editor.object(rect));
  await expect.poll(async () => sameColour(await editor.pixelAt(at), SHAPE_FILL)).toBe(true);
});

test('a single-sided product offers no flip or duplicate', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await editor.addShape('Rectangle');
  await expect(editor.activeSide).toBeHidden();
  await expect(editor.flipToBack).toBeHidden();
  await expect(editor.duplicateDesign).toBeHidden();
});

test('each side keeps its own undo history', async ({ page }) => {
  const editor = new EditorPage(page);
  await openDoubleSided(editor);
  const rect = await editor.addShape('Rectangle');
  await editor.flipToBack.click();
  await expect.poll(() => editor.objectIds()).toEqual([]);
  await expect.poll(async () => (await editor.state()).loading).toBe(false);

  // The first change on the back can be undone, back to the empty back.
  const circle = await editor.addShape('Circle');
  await expect(editor.undo).toBeEnabled();
  await editor.undo.click();
  await expect.poll(() => editor.objectIds()).toEqual([]);
  await expect(editor.redo).toBeEnabled();
  await editor.page.waitForTimeout(250); // undo/redo debounce (200 ms)
  await editor.redo.click();
  await expect.poll(() => editor.objectIds()).toEqual([circle]);

  // The front's history is untouched: one undo there removes the rectangle.
  await editor.flipToFront.click();
  await expect.poll(() => editor.objectIds()).toEqual([rect]);
  await expect.poll(async () => (await editor.state()).loading).toBe(false);
  await editor.undo.click();
  await expect.poll(() => editor.objectIds()).toEqual([]);
  expect(currentDesign((await editor.state()).sides.back)!.objects.map((o) => o.id)).toEqual([
    circle,
  ]);
});
